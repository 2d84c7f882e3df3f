import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompletionStats as CompletionStatsResponse } from '@tend/contracts/notes.contract';
import { api } from '@/lib/api';
import { noteKeys } from '@/features/notes';

/** Spec 3: completion stats; total_sessions is left out because parseCompletionStats neither checks nor keeps it. */
export type CompletionStats = Pick<CompletionStatsResponse, 'all_documented' | 'pending_count' | 'completion_percentage'>;

/** Only a well-formed answer counts; anything else hides the badge (never invented numbers). */
export function parseCompletionStats(body: unknown): CompletionStats | null {
  if (typeof body !== 'object' || body === null) return null;
  const s = body as Record<string, unknown>;
  const count = s.pending_count;
  const pct = s.completion_percentage;
  if (typeof s.all_documented !== 'boolean' || typeof count !== 'number' || typeof pct !== 'number') return null;
  if (!Number.isFinite(count) || !Number.isFinite(pct) || count < 0 || pct < 0 || pct > 100) return null;
  return { all_documented: s.all_documented, pending_count: count, completion_percentage: pct };
}

/** GET /api/notes/completion-stats (spec 7); null when the server does not answer it. */
export async function getCompletionStats(signal?: AbortSignal): Promise<CompletionStats | null> {
  try {
    return parseCompletionStats(await api.get<unknown>('/notes/completion-stats', { signal }));
  } catch {
    return null;
  }
}

export const completionStatsQueryOptions = queryOptions({
  queryKey: noteKeys.completionStats(),
  queryFn: ({ signal }) => getCompletionStats(signal),
  staleTime: 60_000,
  retry: false,
});

export function useCompletionStats(enabled: boolean) {
  return useQuery({ ...completionStatsQueryOptions, enabled });
}
