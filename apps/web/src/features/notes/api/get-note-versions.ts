import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NoteVersion, NoteVersionsResponse } from '@tend/contracts/note-versions.contract';
import { api } from '@/lib/api';
import { noteKeys } from './keys';

/** GET /api/notes/{id}/versions: the note's history, oldest first. */
export function getNoteVersions(noteId: string, signal?: AbortSignal): Promise<NoteVersionsResponse> {
  return api.get<NoteVersionsResponse>(`/notes/${encodeURIComponent(noteId)}/versions`, { signal });
}

/** GET /api/notes/{id}/versions/{number}: one version's text, to read. */
export function getNoteVersion(noteId: string, number: number, signal?: AbortSignal): Promise<NoteVersion> {
  return api.get<NoteVersion>(`/notes/${encodeURIComponent(noteId)}/versions/${number}`, { signal });
}

export const noteVersionsQueryOptions = (noteId: string) =>
  queryOptions({ queryKey: noteKeys.versions(noteId), queryFn: ({ signal }) => getNoteVersions(noteId, signal), retry: false });

// A version never changes once written.
export const noteVersionQueryOptions = (noteId: string, number: number) =>
  queryOptions({
    queryKey: noteKeys.version(noteId, number),
    queryFn: ({ signal }) => getNoteVersion(noteId, number, signal),
    staleTime: Infinity,
    retry: false,
  });

export function useNoteVersions(noteId: string) {
  return useQuery(noteVersionsQueryOptions(noteId));
}

export function useNoteVersion(noteId: string, number: number | null) {
  return useQuery({ ...noteVersionQueryOptions(noteId, number ?? 0), enabled: number !== null });
}
