import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SchedulingSettingsResponse } from '@tend/contracts/scheduling-settings.contract';
import { api } from '@/lib/api';

/** GET /api/practice/scheduling-settings: reminder lead times, texts, the late-cancellation window. */
export function getSchedulingSettings(signal?: AbortSignal): Promise<SchedulingSettingsResponse> {
  return api.get<SchedulingSettingsResponse>('/practice/scheduling-settings', { signal });
}

export const schedulingSettingsQueryOptions = queryOptions({
  queryKey: ['practice', 'scheduling-settings'] as const,
  queryFn: ({ signal }) => getSchedulingSettings(signal),
});

export function useSchedulingSettings() {
  return useQuery(schedulingSettingsQueryOptions);
}
