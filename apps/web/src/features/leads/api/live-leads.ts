import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { WsServerEvent } from '@tend/contracts/notifications.contract';
import { useNotificationsSocket } from '@/lib/notifications-socket';
import { leadKeys } from './keys';

/**
 * A new website inquiry rings the bell (a 'lead' notification): the open lists, counts and funnel
 * refresh at once, instead of showing "No leads yet" until their cache goes stale.
 */
export function useLiveLeads(): void {
  const queryClient = useQueryClient();
  const listener = useCallback(
    (event: WsServerEvent) => {
      if (event.type === 'notification' && event.notification.type === 'lead') void queryClient.invalidateQueries({ queryKey: leadKeys.all });
    },
    [queryClient],
  );
  useNotificationsSocket(listener);
}
