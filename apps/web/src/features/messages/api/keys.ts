/** Which side's routes: the practice's /api/messages or the portal's /api/client/messages. */
export type MessagesScope = 'practice' | 'portal';

export const messagesBasePath = (scope: MessagesScope) => (scope === 'practice' ? '/messages' : '/client/messages');

/** Every query about secure messages sits under `messageKeys.all`; live events invalidate it. */
export const messageKeys = {
  all: ['secure-messages'] as const,
  threads: (scope: MessagesScope) => [...messageKeys.all, scope, 'threads'] as const,
  thread: (scope: MessagesScope, id: string) => [...messageKeys.all, scope, 'thread', id] as const,
  unread: () => [...messageKeys.all, 'unread'] as const,
};
