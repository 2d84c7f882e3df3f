import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CalendarFeedStatus } from '@tend/contracts/scheduling-settings.contract';
import { api } from '@/lib/api';

/** GET /api/calendar-feed: whether the signed-in clinician's feed is on (its address is never shown again). */
export function getCalendarFeed(signal?: AbortSignal): Promise<CalendarFeedStatus> {
  return api.get<CalendarFeedStatus>('/calendar-feed', { signal });
}

export const calendarFeedQueryOptions = queryOptions({
  queryKey: ['calendar-feed'] as const,
  queryFn: ({ signal }) => getCalendarFeed(signal),
});

export function useCalendarFeed() {
  return useQuery(calendarFeedQueryOptions);
}
