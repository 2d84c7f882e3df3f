import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecentClient } from '@tend/contracts/clients.contract';
import { api } from '@/lib/api';
import { clientKeys } from '@/features/clients';

export type RecentClientsAnswer = { ok: true; clients: RecentClient[] } | { ok: false };

/** Spec 7: empty on a non-ok answer; spec 8: an answer that is not an array is a visible warning. */
export async function getRecentClients(userUuid: string, signal?: AbortSignal): Promise<RecentClientsAnswer> {
  let answer: unknown;
  try {
    answer = await api.get<unknown>(`/clients/recent/${encodeURIComponent(userUuid)}`, { signal });
  } catch {
    return { ok: true, clients: [] };
  }
  return Array.isArray(answer) ? { ok: true, clients: answer as RecentClient[] } : { ok: false };
}

export function recentClientsQueryOptions(userUuid: string) {
  return queryOptions({
    queryKey: clientKeys.recent(userUuid),
    queryFn: ({ signal }) => getRecentClients(userUuid, signal),
    retry: false,
  });
}

export function useRecentClients(userUuid: string, enabled: boolean) {
  return useQuery({ ...recentClientsQueryOptions(userUuid), enabled });
}
