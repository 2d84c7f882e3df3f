import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Availability, WorkSchedule } from '@tend/contracts/work-schedule.contract';
import { api } from '@/lib/api';

/** The length of a slot the dashboard offers: an hour, as the availability API's default. */
export const slotMinutes = 60;

/** GET /api/work-schedule: the caller's weekly hours (none set means nothing to offer). */
export function getOwnWorkSchedule(signal?: AbortSignal): Promise<WorkSchedule> {
  return api.get<WorkSchedule>('/work-schedule', { signal });
}

/** GET /api/availability: the caller's open slots in the range (only those still to come). */
export function getOpenSlots(range: { from: string; to: string }, signal?: AbortSignal): Promise<Availability> {
  return api.get<Availability>('/availability', { query: { ...range, slot_minutes: String(slotMinutes) }, signal });
}

// Under ['work-schedule'], so saving working hours or booking a visit refreshes them.
export const ownWorkScheduleQueryOptions = queryOptions({
  queryKey: ['work-schedule', 'dashboard', 'hours'] as const,
  queryFn: ({ signal }) => getOwnWorkSchedule(signal),
  staleTime: 5 * 60_000,
});

export const openSlotsQueryOptions = (range: { from: string; to: string }) =>
  queryOptions({
    queryKey: ['work-schedule', 'dashboard', 'open-slots', range] as const,
    queryFn: ({ signal }) => getOpenSlots(range, signal),
    staleTime: 60_000,
  });

/** The caller's working hours, and their open slots in the range once hours are known to be set. */
export function useOpenSlots(range: { from: string; to: string }) {
  const hours = useQuery(ownWorkScheduleQueryOptions);
  const hoursSet = (hours.data?.weekly.length ?? 0) > 0;
  const slots = useQuery({ ...openSlotsQueryOptions(range), enabled: hoursSet });
  return { hours, hoursSet, slots };
}
