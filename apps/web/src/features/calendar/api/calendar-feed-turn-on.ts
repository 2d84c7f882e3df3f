import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarFeedCreated, CalendarFeedStatus } from '@tend/contracts/scheduling-settings.contract';
import { api } from '@/lib/api';
import { toast } from '@/lib/toast';
import { calendarFeedQueryOptions } from './calendar-feed-get';

/** POST /api/calendar-feed: turns the feed on, or replaces its address; answers the new address, this once. */
export function turnOnCalendarFeed(): Promise<CalendarFeedCreated> {
  return api.post<CalendarFeedCreated>('/calendar-feed');
}

export function useTurnOnCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: turnOnCalendarFeed,
    onSuccess: ({ enabled, created_at }) => {
      toast('New calendar feed link ready', 'success');
      queryClient.setQueryData<CalendarFeedStatus>(calendarFeedQueryOptions.queryKey, { enabled, created_at });
    },
  });
}
