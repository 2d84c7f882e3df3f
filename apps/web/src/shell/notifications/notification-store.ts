import { useSyncExternalStore } from 'react';
import type { BellNotification } from './bell-summary';

/**
 * Notifications received in this tab. The notifications socket (a later issue) pushes into
 * it; until then it stays empty rather than showing anything invented.
 */
let items: readonly BellNotification[] = [];
const listeners = new Set<() => void>();

function emit(next: readonly BellNotification[]) {
  items = next;
  for (const listener of listeners) listener();
}

export const notificationStore = {
  push(notification: BellNotification) {
    emit([notification, ...items.filter((item) => item.id !== notification.id)]);
  },
  markRead(id: string) {
    emit(items.map((item) => (item.id === id ? { ...item, read: true } : item)));
  },
  markAllRead() {
    emit(items.map((item) => ({ ...item, read: true })));
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot: () => items,
};

export function useNotifications(): readonly BellNotification[] {
  return useSyncExternalStore(notificationStore.subscribe, notificationStore.snapshot);
}
