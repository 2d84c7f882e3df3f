import type { Notification } from '@tend/contracts/notifications.contract';

export type ReadFilter = 'all' | 'unread';

/** Spec 2: the /notifications page filters by read state and by type ('all' for every type). */
export function filterNotifications(items: readonly Notification[], read: ReadFilter, type: string): Notification[] {
  return items.filter((item) => (read === 'all' || !item.read) && (type === 'all' || item.type === type));
}

/** The types present, sorted, for the type filter. */
export function notificationTypes(items: readonly Notification[]): string[] {
  return [...new Set(items.map((item) => item.type))].sort();
}

/** 'note_created' → 'Note created'. */
export function typeLabel(type: string): string {
  const words = type.replace(/[_-]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : type;
}
