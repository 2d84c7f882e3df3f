import type { NoteDetail, UpdateNoteRequest } from '@tend/contracts/notes.contract';
import { api } from '@/lib/api';

/**
 * PATCH /api/notes/{id}: a draft's whole text (the autosave). The same text sent twice changes
 * nothing more, so a retry is safe; a signed note answers 409.
 */
export function updateNote(noteId: string, noteContent: string): Promise<NoteDetail> {
  return api.patch<NoteDetail>(`/notes/${encodeURIComponent(noteId)}`, { note_content: noteContent } satisfies UpdateNoteRequest);
}
