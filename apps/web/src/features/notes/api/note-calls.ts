import type { z } from 'zod';
import type { NotesListResponse, notesListQuerySchema } from '@tend/contracts/notes.contract';
import { api } from '@/lib/api';
import { saveResponse } from '@/lib/notes/file-name';
import { browserTimeZone } from '@/lib/time/time-zone';

type NotesListQuery = typeof notesListQuerySchema;

/** GET /api/notes query; time_zone is left out because listNotes always sets it, and limit/offset take the parsed (number) type since their coerced input is `unknown`. */
export type NotesFilter = Omit<z.input<NotesListQuery>, 'time_zone' | 'limit' | 'offset'> & Partial<Pick<z.output<NotesListQuery>, 'limit' | 'offset'>>;

export function listNotes(filter: NotesFilter, signal?: AbortSignal): Promise<NotesListResponse> {
  const query: Record<string, string | undefined> = {};
  for (const [key, value] of Object.entries(filter)) if (value !== undefined && value !== '') query[key] = String(value);
  // From and To are dates in the clinician's zone; the server falls back to this one when they chose none.
  query.time_zone = browserTimeZone() ?? undefined;
  return api.get<NotesListResponse>('/notes', { query, signal });
}

// Moved: the one client list is the clients feature's; an addendum has its own file with its mutation.
export { listClients } from '@/features/clients';
export { addAddendum } from './add-addendum';

/** GET /api/notes/{id}/export/pdf with the bearer token (a plain link would not carry it). */
export function fetchNotePdf(noteId: string): Promise<Blob> {
  return api.blob(`/notes/${encodeURIComponent(noteId)}/export/pdf`);
}

/** GET /api/notes/{id}/export/{docx|txt}: the stored note with its record header, saved under the server's name. */
export async function downloadStoredNote(noteId: string, format: 'docx' | 'txt'): Promise<string> {
  return saveResponse(await api.open(`/notes/${encodeURIComponent(noteId)}/export/${format}`, { accept: '*/*' }), `note.${format}`);
}
