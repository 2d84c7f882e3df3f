import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RecentNote } from '@tend/contracts/notes.contract';
import { api } from '@/lib/api';
import { noteKeys } from '@/features/notes';

/** Spec 3: recent note is id, title, date. */
export type { RecentNote };

/** Spec 7: an array of recent notes; empty on a non-ok answer. */
export async function getRecentNotes(userUuid: string, signal?: AbortSignal): Promise<RecentNote[]> {
  try {
    const answer = await api.get<unknown>(`/notes/recent/${encodeURIComponent(userUuid)}`, { signal });
    return Array.isArray(answer) ? (answer as RecentNote[]) : [];
  } catch {
    return [];
  }
}

export function recentNotesQueryOptions(userUuid: string) {
  return queryOptions({
    queryKey: noteKeys.recent(userUuid),
    queryFn: ({ signal }) => getRecentNotes(userUuid, signal),
    retry: false,
  });
}

export function useRecentNotes(userUuid: string, enabled: boolean) {
  return useQuery({ ...recentNotesQueryOptions(userUuid), enabled });
}
