import type { NotificationsFilter } from './notifications';

/** Every notifications query sits under `notificationKeys.all`, so one invalidation refreshes bell and page. */
export const notificationKeys = {
  all: ['notifications'] as const,
  /** The filter is the key's second part (live updates read it back). */
  list: (filter: NotificationsFilter) => [...notificationKeys.all, filter] as const,
};
