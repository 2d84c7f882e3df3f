import type { CheckDuplicateResponse, DocumentType, RiskResponse, SaveNoteResponse } from '@tend/contracts/notes.contract';
import { fileNameFrom, saveBlob } from '../../../lib/notes/file-name';
import { postForm, postFormJson } from '../../../lib/notes/form-post';

export function checkDuplicateNote(fields: { user_id: string; encounter_id: string; document_type: DocumentType }): Promise<CheckDuplicateResponse> {
  return postFormJson<CheckDuplicateResponse>('/check_duplicate_note', fields);
}

/** POST /api/save_note_db (form fields, spec 7). */
export function saveNote(fields: {
  user_id: string;
  encounter_id: string;
  note_content: string;
  document_type: DocumentType;
  approved: boolean;
  riskResponse?: RiskResponse;
}): Promise<SaveNoteResponse> {
  const { riskResponse, approved, ...rest } = fields;
  return postFormJson<SaveNoteResponse>('/save_note_db', {
    ...rest,
    approved: approved ? 'true' : 'false',
    risk_response_action: riskResponse?.action,
    risk_response_reason: riskResponse?.reason,
  });
}

export type DownloadFormat = 'pdf' | 'docx' | 'txt';

export async function downloadNote(format: DownloadFormat, fields: { note_content: string; document_type?: DocumentType; client_name?: string }): Promise<string> {
  const response = await postForm(`/download_note_${format}`, { ...fields, format });
  const name = fileNameFrom(response.headers.get('content-disposition'), `note.${format}`);
  saveBlob(await response.blob(), name);
  return name;
}
