import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Notification, NotificationsResponse, WsServerEvent } from '@tend/contracts/notifications.contract';
import { useNotificationsSocket } from '@/lib/notifications-socket';
import { highlightNewNote, withNewNote, type RecentNoteLike } from '@/lib/new-note-highlight';
import { noteKeys } from '@/features/notes';
import { notificationKeys } from './keys';
import { addNotification, type NotificationsFilter } from './notifications';

export function isNewNote(notification: Notification): boolean {
  return notification.type === 'note_created' && !notification.read;
}

/** The note id a note_created link points at: its last path segment (spec 3). */
export function noteIdFromLink(link: string | null | undefined): string | null {
  if (!link) return null;
  const segment = link.split('?')[0]?.split('/').filter(Boolean).pop();
  return segment ?? null;
}

/** Live notifications: added to every cached list at once; a new note also refreshes Recent Notes. */
export function useLiveNotifications(onNotification?: (notification: Notification) => void): void {
  const queryClient = useQueryClient();
  const listener = useCallback(
    (event: WsServerEvent) => {
      if (event.type !== 'notification') return;
      const { notification } = event;
      for (const [key, data] of queryClient.getQueriesData<NotificationsResponse>({ queryKey: notificationKeys.all })) {
        if (!data) continue;
        const filter = key[1] as NotificationsFilter | undefined;
        queryClient.setQueryData<NotificationsResponse>(key, addNotification(data, notification, !!filter?.unread));
      }
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
      const noteId = isNewNote(notification) ? noteIdFromLink(notification.link) : null;
      if (noteId) {
        // Front of Recent Notes at once (keeping the first 2 older), highlighted for 3 s; then re-synced.
        const note: RecentNoteLike = { id: noteId, title: notification.title, date: notification.timestamp };
        queryClient.setQueriesData<RecentNoteLike[]>({ queryKey: noteKeys.recents() }, (recent) => withNewNote(recent, note));
        highlightNewNote(noteId);
        void queryClient.invalidateQueries({ queryKey: noteKeys.recents() });
      }
      onNotification?.(notification);
    },
    [queryClient, onNotification],
  );
  useNotificationsSocket(listener);
}
