import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Availability } from '@tend/contracts/work-schedule.contract';
import { api } from '@/lib/api';
import { workScheduleKeys } from './work-schedule-keys';

export interface AvailabilityQuery {
  /** The caller's own without it. */
  provider_id?: string;
  /** ISO instants with an offset, at most 62 days apart. */
  from: string;
  to: string;
  /** Default 60. */
  slot_minutes?: number;
}

/** GET /api/availability: working hours as instants and the open slots (for calendar shading and "open slots this week"). */
export function getAvailability(query: AvailabilityQuery, signal?: AbortSignal): Promise<Availability> {
  const { slot_minutes, ...rest } = query;
  return api.get<Availability>('/availability', { query: { ...rest, slot_minutes: slot_minutes?.toString() }, signal });
}

export const availabilityQueryOptions = (query: AvailabilityQuery) =>
  queryOptions({ queryKey: workScheduleKeys.availability(query), queryFn: ({ signal }) => getAvailability(query, signal) });

export function useAvailability(query: AvailabilityQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...availabilityQueryOptions(query), enabled });
}
