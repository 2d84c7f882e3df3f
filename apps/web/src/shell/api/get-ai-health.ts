import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AiHealthResponse } from '@tend/contracts/health.contract';
import { api } from '@/lib/api';

export function getAiHealth(signal?: AbortSignal): Promise<AiHealthResponse> {
  return api.get<AiHealthResponse>('/health/ai', { signal });
}

/** Spec 9: polled every 60 s; a failed poll is itself the answer (degraded, 'request'). */
export const aiHealthQueryOptions = queryOptions({
  queryKey: ['health', 'ai'] as const,
  queryFn: ({ signal }) => getAiHealth(signal),
  refetchInterval: 60_000,
  retry: false,
});

export function useAiHealth() {
  return useQuery(aiHealthQueryOptions);
}
