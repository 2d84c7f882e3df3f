import {
  riskResponseFormFields,
  type CheckDuplicateResponse,
  type DocumentType,
  type RiskResponse,
  type SaveNoteResponse,
} from '@tend/contracts/notes.contract';
import { api } from '../api';
import { fileNameFrom, saveBlob } from './file-name';

/** Note calls used by both the chat's note preview and the note screens (spec 7). */

/** POST /api/notes/{id}/approve: draft → approved (signed). */
export function approveNote(noteId: string, riskResponse?: RiskResponse): Promise<unknown> {
  return api.post(`/notes/${encodeURIComponent(noteId)}/approve`, riskResponse ? { risk_response: riskResponse } : {});
}

export function checkDuplicateNote(fields: { user_id: string; encounter_id: string; document_type: DocumentType }): Promise<CheckDuplicateResponse> {
  return api.postForm<CheckDuplicateResponse>('/check_duplicate_note', fields);
}

export interface SaveNoteFields {
  user_id: string;
  encounter_id: string;
  note_content: string;
  document_type: DocumentType;
  note_id?: string;
  approved: boolean;
  riskResponse?: RiskResponse;
}

/** POST /api/save_note_db (form fields; approved 'true' from Approve and Save). */
export function saveNote({ riskResponse, approved, ...fields }: SaveNoteFields): Promise<SaveNoteResponse> {
  return api.postForm<SaveNoteResponse>('/save_note_db', {
    ...fields,
    approved: approved ? 'true' : 'false',
    ...riskResponseFormFields(riskResponse),
  });
}

export type DownloadFormat = 'pdf' | 'docx' | 'txt';

/** POST /api/download_note_{format}; saves the file under the server's name. */
export async function downloadNote(
  format: DownloadFormat,
  fields: { note_content: string; document_type?: DocumentType; client_name?: string },
): Promise<string> {
  const response = await api.open(`/download_note_${format}`, { method: 'POST', form: { ...fields, format }, accept: '*/*' });
  const name = fileNameFrom(response.headers.get('content-disposition'), `note.${format}`);
  saveBlob(await response.blob(), name);
  return name;
}
