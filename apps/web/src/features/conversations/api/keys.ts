/** Every query about conversations sits under `conversationKeys.all`, the assistant's messages included. */
export const conversationKeys = {
  all: ['conversations'] as const,
  /** Every user's recent-conversation lists (a rename refreshes them all). */
  recents: () => [...conversationKeys.all, 'recent'] as const,
  recent: (userId: string) => [...conversationKeys.recents(), userId] as const,
  /** Every list of all conversations, with or without a search. */
  searches: () => [...conversationKeys.all, 'all'] as const,
  search: (userId: string, search: string) => [...conversationKeys.searches(), userId, search.trim()] as const,
  messages: (sessionId: string) => [...conversationKeys.all, 'messages', sessionId] as const,
};
