import { errorCodes } from '@tend/contracts/errors';
import {
  dutyToWarnDecisionLabels,
  riskResponseActionLabels,
  riskResponseSchema,
  type dutyToWarnDecisions,
  type RiskResponse,
  type RiskResponseAction,
} from '@tend/contracts/notes.contract';
import { isApiError } from '../api-error';
import { fromWallClock, toWallClock } from '../time/dates';
import { browserTimeZone } from '../time/time-zone';

export type RiskAction = RiskResponseAction;
export type DutyToWarnDecision = (typeof dutyToWarnDecisions)[number];

export const riskActionLabels: Record<RiskAction, string> = riskResponseActionLabels;
export const dutyToWarnLabels: Record<DutyToWarnDecision, string> = dutyToWarnDecisionLabels;

/** What the clinician has filled in so far. `actions` are in the order they were ticked. */
export interface RiskDraft {
  actions: RiskAction[];
  /** Why no action is needed, or free details of the response. */
  reason: string;
  agency: string;
  reference: string;
  /** A datetime-local value ("2025-03-04T14:30"), in the browser's time zone. */
  filedAt: string;
  dutyDecision: DutyToWarnDecision | '';
  dutyReason: string;
}

/** The parts of the form a problem can point to, in the order they are shown. */
export const riskFields = ['actions', 'agency', 'filed_at', 'duty_decision', 'duty_reason', 'reason'] as const;
export type RiskField = (typeof riskFields)[number];
export type RiskProblems = Partial<Record<RiskField, string>>;

export const emptyRiskDraft = (): RiskDraft => ({ actions: [], reason: '', agency: '', reference: '', filedAt: '', dutyDecision: '', dutyReason: '' });

/** A datetime-local value for the date in the browser's time zone ("2025-03-04T14:30"). */
export const toLocalInput = (date: Date, timeZone = browserTimeZone() ?? 'UTC'): string => toWallClock(date, timeZone);

/**
 * A datetime-local value as ISO 8601 with the browser's offset ("2025-03-04T14:30:00-05:00"), or
 * null when it is no date; a time skipped by a clock change comes out as the time it became.
 */
export const isoWithOffset = (local: string, timeZone = browserTimeZone() ?? 'UTC'): string | null => fromWallClock(local, timeZone);

/**
 * Ticks or unticks one response. "No action needed" unticks the others, and another response
 * unticks it; ticking "Mandated report filed" sets Filed at to now when it is empty.
 */
export function toggleRiskAction(draft: RiskDraft, action: RiskAction, on: boolean, now: Date = new Date()): RiskDraft {
  if (!on) return { ...draft, actions: draft.actions.filter((a) => a !== action) };
  if (draft.actions.includes(action)) return draft;
  const actions = action === 'no_action' ? ['no_action' as const] : [...draft.actions.filter((a) => a !== 'no_action'), action];
  const filedAt = action === 'mandated_report_filed' && !draft.filedAt ? toLocalInput(now) : draft.filedAt;
  return { ...draft, actions, filedAt };
}

/** The draft of a recorded response (to pre-fill the form). */
export function riskDraftFrom(r: RiskResponse): RiskDraft {
  const filed = r.mandated_report ? new Date(r.mandated_report.filed_at) : null;
  return {
    actions: [r.action, ...(r.additional_actions ?? [])],
    reason: r.reason ?? '',
    agency: r.mandated_report?.agency ?? '',
    reference: r.mandated_report?.reference ?? '',
    filedAt: filed && !Number.isNaN(filed.getTime()) ? toLocalInput(filed) : '',
    dutyDecision: r.duty_to_warn?.decision ?? '',
    dutyReason: r.duty_to_warn?.reason ?? '',
  };
}

/** A minute of slack: Filed at defaults to the current minute, and clocks differ. */
const futureSlackMs = 60_000;

/**
 * The recorded response, or what is missing (one message per field, in the form's order; `error`
 * names them all). The first ticked response is the action, the rest are additional actions.
 */
export function checkRiskResponse(
  draft: RiskDraft,
  now: Date = new Date(),
): { ok: true; value: RiskResponse } | { ok: false; error: string; problems: RiskProblems } {
  const problems: RiskProblems = {};
  const actions = draft.actions.filter((a, i) => draft.actions.indexOf(a) === i);
  const reason = draft.reason.trim();
  const reporting = actions.includes('mandated_report_filed');
  const warning = actions.includes('duty_to_warn_assessed');
  const filedAt = reporting ? isoWithOffset(draft.filedAt) : null;

  if (actions.length === 0) problems.actions = 'Choose how you responded to the risk';
  else if (actions.includes('no_action') && actions.length > 1) problems.actions = '“No action needed” cannot be ticked with other responses';
  if (reporting) {
    if (!draft.agency.trim()) problems.agency = 'Name the agency the report was made to';
    if (!filedAt) problems.filed_at = 'Give the date and time the report was filed';
    else if (new Date(filedAt).getTime() > now.getTime() + futureSlackMs) problems.filed_at = 'The report’s filing time is in the future';
  }
  if (warning) {
    if (!draft.dutyDecision) problems.duty_decision = 'Choose the duty-to-warn decision: warning given or not required';
    if (!draft.dutyReason.trim()) problems.duty_reason = 'Give the reason for the duty-to-warn decision';
  }
  if (actions.includes('no_action') && !reason) problems.reason = 'Say why no action is needed';

  const failed = (all: RiskProblems) => ({ ok: false as const, error: riskFields.flatMap((f) => (all[f] ? [all[f]] : [])).join('. '), problems: all });
  if (Object.keys(problems).length > 0) return failed(problems);

  // The contract has the last word, so what is sent is what the server accepts.
  const parsed = riskResponseSchema.safeParse({
    action: actions[0],
    additional_actions: actions.slice(1),
    reason,
    mandated_report: reporting ? { agency: draft.agency.trim(), reference: draft.reference.trim(), filed_at: filedAt } : undefined,
    duty_to_warn: warning ? { decision: draft.dutyDecision, reason: draft.dutyReason.trim() } : undefined,
  });
  if (!parsed.success) return failed({ actions: parsed.error.issues[0]?.message ?? 'The response is not complete' });
  return { ok: true, value: parsed.data };
}

/** Keeps the problems the changed draft still has (fixed ones go; new ones wait for the next check). */
export function remainingProblems(problems: RiskProblems, draft: RiskDraft): RiskProblems {
  if (Object.keys(problems).length === 0) return problems;
  const now = checkRiskResponse(draft);
  if (now.ok) return {};
  const kept: RiskProblems = {};
  for (const field of riskFields) if (problems[field] && now.problems[field]) kept[field] = now.problems[field];
  return kept;
}

const formatFiledAt = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
};

/**
 * A recorded response in words, one line per response, then the details (if any).
 * Tolerates responses stored before additional actions existed.
 */
export function describeRiskResponse(r: RiskResponse, formatTime: (iso: string) => string = formatFiledAt): { lines: string[]; details: string | null } {
  const actions = [r.action, ...(r.additional_actions ?? [])];
  const reason = (r.reason ?? '').trim();
  const lines = actions.map((action) => {
    const label = riskActionLabels[action] ?? action;
    if (action === 'mandated_report_filed' && r.mandated_report) {
      const { agency, reference, filed_at } = r.mandated_report;
      return `${label} with ${agency}${reference ? `, reference ${reference}` : ', no reference number'}, filed ${formatTime(filed_at)}`;
    }
    if (action === 'duty_to_warn_assessed' && r.duty_to_warn) {
      return `${label}: ${dutyToWarnLabels[r.duty_to_warn.decision].toLowerCase()}. Reason: ${r.duty_to_warn.reason}`;
    }
    if (action === 'no_action' && reason) return `${label}. Reason: ${reason}`;
    return label;
  });
  return { lines, details: actions.includes('no_action') || !reason ? null : reason };
}

/** Spec 8: an answer from the server is 'Failed to approve note.'; no answer is 'Error approving note.'. */
export function approveErrorMessage(error: unknown): string {
  if (isApiError(error) && error.kind === 'http') {
    if (error.code === errorCodes.riskResponseRequired) return 'This note mentions risk: record your response before signing.';
    if (error.status === 409) return 'This note is already approved.';
    return 'Failed to approve note.';
  }
  return 'Error approving note.';
}

/** The id of the existing note a 409 duplicate_note answer points to, if any. */
export function duplicateNoteId(error: unknown): string | null {
  if (!isApiError(error) || error.code !== errorCodes.duplicateNote) return null;
  const details = error.details as { note_id?: unknown } | undefined;
  return typeof details?.note_id === 'string' ? details.note_id : null;
}

/** Spec 8: '{type} note finalized and saved successfully!' ('SOAP note finalized…', not 'SOAP note note'). */
export function savedMessage(label: string): string {
  const type = label.replace(/\s+note$/i, '');
  return `${type} note finalized and saved successfully!`;
}
