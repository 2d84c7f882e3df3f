import type { RiskResponse, riskResponseActions } from '@tend/contracts/notes.contract';
import { isApiError } from '../api-error';

export type RiskAction = (typeof riskResponseActions)[number];

export const riskActionLabels: Record<RiskAction, string> = {
  safety_plan_reviewed: 'Safety plan reviewed',
  referred: 'Referred',
  no_action: 'No action needed',
};

export interface RiskDraft {
  action: RiskAction | '';
  reason: string;
}

/** The recorded response, or the reason it cannot be sent yet. */
export function checkRiskResponse(draft: RiskDraft): { ok: true; value: RiskResponse } | { ok: false; error: string } {
  if (!draft.action) return { ok: false, error: 'Choose how you responded to the risk' };
  const reason = draft.reason.trim();
  if (draft.action === 'no_action' && !reason) return { ok: false, error: 'Say why no action is needed' };
  return { ok: true, value: { action: draft.action, reason } };
}

/** Spec 8: an answer from the server is 'Failed to approve note.'; no answer is 'Error approving note.'. */
export function approveErrorMessage(error: unknown): string {
  if (isApiError(error) && error.kind === 'http') {
    if (error.code === 'risk_response_required') return 'This note mentions risk: record your response before signing.';
    if (error.status === 409) return 'This note is already approved.';
    return 'Failed to approve note.';
  }
  return 'Error approving note.';
}

/** The id of the existing note a 409 duplicate_note answer points to, if any. */
export function duplicateNoteId(error: unknown): string | null {
  if (!isApiError(error) || error.code !== 'duplicate_note') return null;
  const details = error.details as { note_id?: unknown } | undefined;
  return typeof details?.note_id === 'string' ? details.note_id : null;
}

/** Spec 8: '{type} note finalized and saved successfully!' ('SOAP note finalized…', not 'SOAP note note'). */
export function savedMessage(label: string): string {
  const type = label.replace(/\s+note$/i, '');
  return `${type} note finalized and saved successfully!`;
}
