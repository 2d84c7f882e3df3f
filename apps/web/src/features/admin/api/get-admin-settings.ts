import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminSettingsResponse } from '@tend/contracts/admin.contract';
import { api } from '@/lib/api';
import { adminKeys } from './keys';

export function getAdminSettings(signal?: AbortSignal): Promise<AdminSettingsResponse> {
  return api.get<AdminSettingsResponse>('/admin/settings', { signal });
}

export const adminSettingsQueryOptions = queryOptions({
  queryKey: adminKeys.settings(),
  queryFn: ({ signal }) => getAdminSettings(signal),
});

/** Spec 6: only admins load the assistant settings. */
export function useAdminSettings(enabled: boolean) {
  return useQuery({ ...adminSettingsQueryOptions, enabled });
}
