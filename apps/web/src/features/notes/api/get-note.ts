import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Note } from '@tend/contracts/notes.contract';
import { api } from '../../../lib/api';
import { isApiError } from '../../../lib/api-error';

export function getNote(id: string, signal?: AbortSignal): Promise<Note> {
  return api.get<Note | { note: Note }>(`/notes/${encodeURIComponent(id)}`, { signal }).then((body) => ('note' in body ? body.note : body));
}

export const noteQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['notes', 'detail', id] as const, queryFn: ({ signal }) => getNote(id, signal) });

export function useNote(id: string) {
  return useQuery(noteQueryOptions(id));
}

/** Spec 8, note load errors. */
export function noteLoadMessage(error: unknown): string {
  if (isApiError(error)) {
    if (error.status === 401) return 'Your session has expired. Please log in again.';
    if (error.status === 403) return "You don't have permission to access this note.";
    if (error.status === 404 || error.status === 400) return 'The note could not be found or has been deleted.';
    if (error.status > 0) return `Failed to load note: ${error.message}`;
  }
  return 'The note could not be found or has been deleted.';
}
