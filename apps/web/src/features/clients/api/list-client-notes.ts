import { useQuery } from '@tanstack/react-query';
import type { NotesListResponse } from '@tend/contracts/notes.contract';
import { api } from '@/lib/api';
import { browserTimeZone } from '@/lib/time/time-zone';
import { noteKeys } from '@/features/notes';

/** How many of a client's notes the client page lists. */
export const notesShown = 25;

/** GET /api/notes?client_id=: the client's notes the caller may see. */
export function listClientNotes(clientId: string, signal?: AbortSignal): Promise<NotesListResponse> {
  return api.get<NotesListResponse>('/notes', {
    query: { client_id: clientId, limit: String(notesShown), time_zone: browserTimeZone() ?? undefined },
    signal,
  });
}

/** Kept under `noteKeys.all`, so writing or signing a note refreshes the client's list too. */
export function useClientNotes(clientId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: [...noteKeys.all, 'client', clientId] as const, queryFn: ({ signal }) => listClientNotes(clientId, signal), enabled });
}
