import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeedStatus } from '@tend/contracts/scheduling-settings.contract';
import { api } from '@/lib/api';
import { toast } from '@/lib/toast';
import { calendarFeedQueryOptions } from './calendar-feed-get';

/** DELETE /api/calendar-feed: the address stops working at once. */
export function turnOffCalendarFeed(): Promise<CalendarFeedStatus> {
  return api.request<CalendarFeedStatus>('/calendar-feed', { method: 'DELETE' });
}

export function useTurnOffCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: turnOffCalendarFeed,
    onSuccess: (status) => {
      toast('Calendar feed turned off', 'success');
      queryClient.setQueryData(calendarFeedQueryOptions.queryKey, status);
    },
  });
}
