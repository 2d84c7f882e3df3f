import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { WsServerEvent } from '@tend/contracts/notifications.contract';
import { useNotificationsSocket } from '@/lib/notifications-socket';
import { messageKeys } from './keys';

/** A live secure-message event: a new message, or the other side reading. */
export function isMessagingEvent(event: WsServerEvent): boolean {
  return event.type === 'secure_message' || event.type === 'secure_message_read';
}

/**
 * Keeps open threads, thread lists and unread counts current from the notifications socket: a
 * message from the other side (or from this user's other tab) shows without a reload.
 */
export function useLiveMessages(onEvent?: (event: WsServerEvent) => void): void {
  const queryClient = useQueryClient();
  const listener = useCallback(
    (event: WsServerEvent) => {
      if (!isMessagingEvent(event)) return;
      void queryClient.invalidateQueries({ queryKey: messageKeys.all });
      onEvent?.(event);
    },
    [queryClient, onEvent],
  );
  useNotificationsSocket(listener);
}
