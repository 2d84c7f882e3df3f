/** Spec 3: a notification as the bell shows it. */
export interface BellNotification {
  id: string;
  timestamp: string;
  read: boolean;
  type: string;
  title: string;
  message: string;
  link?: string | null;
}

/** Spec 9: the panel lists 5 items. */
export const bellListSize = 5;

export interface BellSummary {
  /** Badge: unread notifications plus unread client messages (spec 4). */
  badge: number;
  shown: BellNotification[];
  /** The '+N more notifications' count. */
  more: number;
}

/**
 * `unreadTotal` is the server's unread count when known (the loaded list may be shorter); it
 * never counts below the unread items actually held.
 */
export function bellSummary(notifications: readonly BellNotification[], unreadMessages: number, unreadTotal?: number): BellSummary {
  const unread = notifications.filter((notification) => !notification.read);
  const total = Math.max(unread.length, unreadTotal ?? 0);
  return {
    badge: total + Math.max(0, unreadMessages),
    shown: unread.slice(0, bellListSize),
    more: Math.max(0, total - bellListSize),
  };
}
