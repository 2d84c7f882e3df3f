import type { RespondResponse } from '@tend/contracts/assistant.contract';
import { notePatient } from '../logic/answer';

/** A note the engine drafted with a reply (issue 5 brings the full preview with approve and download). */
export interface NoteDraft {
  content: string;
  documentType: RespondResponse['document_type'];
  patient: string | null;
}

/**
 * Kept in memory only, by assistant message id: the stored messages do not carry the draft,
 * and clinical text has no place in browser storage.
 */
const drafts = new Map<string, NoteDraft>();

export function rememberDraft(messageId: string, answer: RespondResponse): void {
  if (answer.note_content) drafts.set(messageId, { content: answer.note_content, documentType: answer.document_type, patient: notePatient(answer) });
}

export function draftFor(messageId: string): NoteDraft | undefined {
  return drafts.get(messageId);
}
