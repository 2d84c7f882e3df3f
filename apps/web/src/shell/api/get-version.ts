import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VersionResponse } from '@tend/contracts/health.contract';
import { api } from '@/lib/api';

export function getVersion(signal?: AbortSignal): Promise<VersionResponse> {
  return api.get<VersionResponse>('/version', { signal });
}

export const versionQueryOptions = queryOptions({
  queryKey: ['version'] as const,
  queryFn: ({ signal }) => getVersion(signal),
  staleTime: Infinity,
});

export function useVersion() {
  return useQuery(versionQueryOptions);
}
