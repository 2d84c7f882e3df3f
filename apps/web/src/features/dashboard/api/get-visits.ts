import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CalendarResponse } from '@tend/contracts/calendar.contract';
import { api } from '@/lib/api';

/** GET /api/appointments: the caller's own visits overlapping the range, cancelled ones included. */
export function getVisits(range: { from: string; to: string }, signal?: AbortSignal): Promise<CalendarResponse> {
  return api.get<CalendarResponse>('/appointments', { query: range, signal });
}

// Under ['calendar'], where the calendar keeps its lists, so a booking anywhere (the calendar, the assistant's Confirm) refreshes it.
export const visitsQueryOptions = (range: { from: string; to: string }) =>
  queryOptions({ queryKey: ['calendar', 'dashboard', range] as const, queryFn: ({ signal }) => getVisits(range, signal), staleTime: 60_000 });

export function useVisits(range: { from: string; to: string }) {
  return useQuery(visitsQueryOptions(range));
}
