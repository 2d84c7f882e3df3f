import { api } from '@/lib/api';

/** POST /api/notes/insert-soap: puts the generated text into the saved draft. */
export function insertSoap(noteId: string, content?: string | null): Promise<{ ok: true; note_id: string }> {
  return api.post('/notes/insert-soap', content ? { note_id: noteId, content } : { note_id: noteId });
}
