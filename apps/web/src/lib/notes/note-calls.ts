import type { z } from 'zod';
import {
  riskResponseFormFields,
  type CheckDuplicateResponse,
  type RiskResponse,
  type SaveNoteResponse,
  type checkDuplicateFormSchema,
  type downloadNoteFormSchema,
  type saveNoteFormSchema,
} from '@tend/contracts/notes.contract';
import { api } from '../api';
import { fileNameFrom, saveBlob } from './file-name';

/** Note calls used by both the chat's note preview and the note screens (spec 7). */

/** POST /api/notes/{id}/approve: draft → approved (signed). */
export function approveNote(noteId: string, riskResponse?: RiskResponse): Promise<unknown> {
  return api.post(`/notes/${encodeURIComponent(noteId)}/approve`, riskResponse ? { risk_response: riskResponse } : {});
}

export function checkDuplicateNote(fields: z.input<typeof checkDuplicateFormSchema>): Promise<CheckDuplicateResponse> {
  return api.postForm<CheckDuplicateResponse>('/check_duplicate_note', fields);
}

export type SaveNoteFields = Pick<
  z.output<typeof saveNoteFormSchema>,
  'user_id' | 'encounter_id' | 'note_content' | 'document_type' | 'note_id' | 'approved'
> & {
  /** Stays hand-written: the form carries it as flat risk_* fields, which riskResponseFormFields makes from this. */
  riskResponse?: RiskResponse;
};

/** POST /api/save_note_db (form fields; approved 'true' from Approve and Save). */
export function saveNote({ riskResponse, approved, ...fields }: SaveNoteFields): Promise<SaveNoteResponse> {
  return api.postForm<SaveNoteResponse>('/save_note_db', {
    ...fields,
    approved: approved ? 'true' : 'false',
    ...riskResponseFormFields(riskResponse),
  });
}

type DownloadNoteForm = z.input<typeof downloadNoteFormSchema>;
export type DownloadFormat = DownloadNoteForm['format'];

/** POST /api/download_note_{format}; saves the file under the server's name. */
export async function downloadNote(format: DownloadFormat, fields: Omit<DownloadNoteForm, 'format'>): Promise<string> {
  const response = await api.open(`/download_note_${format}`, { method: 'POST', form: { ...fields, format }, accept: '*/*' });
  const name = fileNameFrom(response.headers.get('content-disposition'), `note.${format}`);
  saveBlob(await response.blob(), name);
  return name;
}
