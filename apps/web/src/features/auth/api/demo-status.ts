import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DemoStatusResponse } from '@tend/contracts/auth.contract';
import { api } from '@/lib/api';

/** GET /api/auth/demo: whether this server offers demo accounts now (it stops once a real admin exists). */
export function fetchDemoStatus(signal?: AbortSignal): Promise<DemoStatusResponse> {
  return api.get<DemoStatusResponse>('/auth/demo', { signal, refreshOn401: false });
}

export const demoStatusQueryOptions = queryOptions({
  queryKey: ['auth', 'demo-status'] as const,
  queryFn: ({ signal }) => fetchDemoStatus(signal),
  staleTime: 60_000,
});

export function useDemoStatus() {
  return useQuery(demoStatusQueryOptions);
}
