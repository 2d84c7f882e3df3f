import type { BellNotification } from './bell-summary';

/** One line of the bell per client (or couple, or own thread) with unread secure messages. */
export interface BellMessageEntry {
  id: string;
  title: string;
  message: string;
  link: string;
}

/** The bell's "new secure message" notifications; while message entries are shown they stand in for them. */
export const secureMessageType = 'secure_message';

/**
 * Message entries link to the thread: a clinician's to /messages?client=<id> (a client's id or a
 * couple's), a client-like user's to /client/messages.
 */
export function bellMessageEntries(entries: readonly { id: string; name: string; unread_count: number }[], clientLike: boolean): BellMessageEntry[] {
  return entries
    .filter((e) => e.unread_count > 0)
    .map((e) => ({
      id: `messages:${e.id}`,
      title: clientLike ? 'New secure message' : e.name,
      message: `${e.unread_count} unread message${e.unread_count === 1 ? '' : 's'}`,
      link: clientLike ? '/client/messages' : `/messages?client=${encodeURIComponent(e.id)}`,
    }));
}

/**
 * While unread messages are counted on their own (spec 4: notifications plus client messages), the
 * per-message notifications are left out of the bell so nothing is counted twice. The server's unread
 * total loses those it is known to include.
 */
export function withoutMessageNotifications<T extends Pick<BellNotification, 'type' | 'read'>>(
  notifications: readonly T[],
  unreadTotal: number | undefined,
): { notifications: T[]; unreadTotal: number | undefined } {
  const kept = notifications.filter((n) => n.type !== secureMessageType);
  const dropped = notifications.filter((n) => n.type === secureMessageType && !n.read).length;
  return { notifications: kept, unreadTotal: unreadTotal === undefined ? undefined : Math.max(0, unreadTotal - dropped) };
}
