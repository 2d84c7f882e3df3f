import { queryOptions, useQuery } from '@tanstack/react-query';
import type { WorkSchedule } from '@tend/contracts/work-schedule.contract';
import { api } from '@/lib/api';
import { workScheduleKeys } from './work-schedule-keys';

/** GET /api/work-schedule: a clinician's weekly hours, buffer and coming time off (the caller's own without an id). */
export function getWorkSchedule(providerId: string | undefined, signal?: AbortSignal): Promise<WorkSchedule> {
  return api.get<WorkSchedule>('/work-schedule', { query: { provider_id: providerId }, signal });
}

export const workScheduleQueryOptions = (providerId?: string) =>
  queryOptions({ queryKey: workScheduleKeys.detail(providerId ?? 'me'), queryFn: ({ signal }) => getWorkSchedule(providerId, signal) });

export function useWorkSchedule(providerId?: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...workScheduleQueryOptions(providerId), enabled });
}
