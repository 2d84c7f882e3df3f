import type { NoteDetail } from '@tend/contracts/notes.contract';
import { api } from '../../../lib/api';

export function getNoteDetail(noteId: string, signal?: AbortSignal): Promise<NoteDetail> {
  return api.get<NoteDetail>(`/notes/${encodeURIComponent(noteId)}`, { signal });
}
