import type { CheckDuplicateResponse, DocumentType, NoteDetail, RiskResponse, SaveNoteResponse } from '@tend/contracts/notes.contract';
import { api } from '../../../lib/api';
import { fileNameFrom, saveBlob } from '../../../lib/notes/file-name';
import { postForm, postFormJson } from '../../../lib/notes/form-post';

export function getNoteDetail(noteId: string, signal?: AbortSignal): Promise<NoteDetail> {
  return api.get<NoteDetail>(`/notes/${encodeURIComponent(noteId)}`, { signal });
}

/** POST /api/notes/{id}/approve: draft → approved (signed). */
export function approveNote(noteId: string, riskResponse?: RiskResponse): Promise<unknown> {
  return api.post(`/notes/${encodeURIComponent(noteId)}/approve`, riskResponse ? { risk_response: riskResponse } : {});
}

export function checkDuplicateNote(fields: { user_id: string; encounter_id: string; document_type: DocumentType }): Promise<CheckDuplicateResponse> {
  return postFormJson<CheckDuplicateResponse>('/check_duplicate_note', fields);
}

export interface SaveNoteFields {
  user_id: string;
  encounter_id: string;
  note_content: string;
  document_type: DocumentType;
  note_id?: string;
  riskResponse?: RiskResponse;
}

/** POST /api/save_note_db with approved 'true' (Approve and Save). */
export function saveApprovedNote({ riskResponse, ...fields }: SaveNoteFields): Promise<SaveNoteResponse> {
  return postFormJson<SaveNoteResponse>('/save_note_db', {
    ...fields,
    approved: 'true',
    risk_response_action: riskResponse?.action,
    risk_response_reason: riskResponse?.reason,
  });
}

export type DownloadFormat = 'pdf' | 'docx' | 'txt';

/** POST /api/download_note_{format}; saves the file under the server's name. */
export async function downloadNote(format: DownloadFormat, fields: { note_content: string; document_type?: DocumentType; client_name?: string }): Promise<string> {
  const response = await postForm(`/download_note_${format}`, { ...fields, format });
  const name = fileNameFrom(response.headers.get('content-disposition'), `note.${format}`);
  saveBlob(await response.blob(), name);
  return name;
}
