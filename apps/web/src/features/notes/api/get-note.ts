import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NoteDetail } from '@tend/contracts/notes.contract';
import { api } from '@/lib/api';
import { isApiError } from '@/lib/api-error';
import { noteKeys } from './keys';

export function getNote(id: string, signal?: AbortSignal): Promise<NoteDetail> {
  return api.get<NoteDetail>(`/notes/${encodeURIComponent(id)}`, { signal });
}

export const noteQueryOptions = (id: string) =>
  queryOptions({
    queryKey: noteKeys.detail(id),
    queryFn: ({ signal }) => getNote(id, signal),
    // A 401/403/404 will not change on retry.
    retry: (count, error) => !(isApiError(error) && error.status >= 400 && error.status < 500) && count < 2,
  });

export function useNote(id: string) {
  return useQuery(noteQueryOptions(id));
}

/** Spec 8, note load errors. */
export function noteLoadMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 401) return 'Your session has expired. Please log in again.';
    if (error.status === 403) return "You don't have permission to access this note.";
    if (error.status === 404 || error.status === 400) return 'The note could not be found or has been deleted.';
    // Other answers, and no answer (timeout, network): the status text.
    return `Failed to load note: ${error.message}`;
  }
  return 'The note could not be found or has been deleted.';
}
