import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Notification, NotificationsResponse, notificationsQuerySchema } from '@tend/contracts/notifications.contract';
import { api } from '@/lib/api';
import { notificationKeys } from './keys';

export type NotificationsFilter = Pick<z.output<typeof notificationsQuerySchema>, 'limit'> & {
  /** Stays hand-written: a boolean here (also the query key), sent as the contract's 'true' / left out by getNotifications. */
  unread?: boolean;
};

export async function getNotifications(filter: NotificationsFilter, signal?: AbortSignal): Promise<NotificationsResponse> {
  const answer = await api.get<Partial<NotificationsResponse> | undefined>('/notifications', {
    signal,
    query: { limit: String(filter.limit), unread: filter.unread ? 'true' : undefined },
  });
  return { notifications: Array.isArray(answer?.notifications) ? answer.notifications : [], unread_count: Number(answer?.unread_count ?? 0) };
}

/** Spec 9: notifications are polled every 30 s, on top of the live socket. */
export function notificationsQueryOptions(filter: NotificationsFilter, enabled = true) {
  return queryOptions({
    queryKey: notificationKeys.list(filter),
    queryFn: ({ signal }) => getNotifications(filter, signal),
    refetchInterval: 30_000,
    enabled,
  });
}

export function useNotificationsList(filter: NotificationsFilter, enabled = true) {
  return useQuery(notificationsQueryOptions(filter, enabled));
}

/** A notification's id, or 'all' for every one ('all' is already a string, so the type is just string). */
type NotificationTarget = Notification['id'];

/** Marks one notification read in every cached list at once (optimistic), then re-syncs. */
export function markReadInCache(queryClient: QueryClient, id: NotificationTarget): void {
  queryClient.setQueriesData<NotificationsResponse>({ queryKey: notificationKeys.all }, (old) => (old ? markRead(old, id) : old));
}

export function markRead(list: NotificationsResponse, id: NotificationTarget): NotificationsResponse {
  let changed = 0;
  const notifications = list.notifications.map((item) => {
    if (item.read || (id !== 'all' && item.id !== id)) return item;
    changed += 1;
    return { ...item, read: true };
  });
  return { notifications, unread_count: Math.max(0, list.unread_count - changed) };
}

/** A live notification added to a cached list (newest first, no duplicates). */
export function addNotification(list: NotificationsResponse, notification: Notification, unreadOnly: boolean): NotificationsResponse {
  const known = list.notifications.some((item) => item.id === notification.id);
  if (known) return list;
  if (unreadOnly && notification.read) return list;
  return {
    notifications: [notification, ...list.notifications],
    unread_count: list.unread_count + (notification.read ? 0 : 1),
  };
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<unknown>(`/notifications/${encodeURIComponent(id)}/read`),
    onMutate: (id) => markReadInCache(queryClient, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<unknown>('/notifications/read-all'),
    onMutate: () => markReadInCache(queryClient, 'all'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
