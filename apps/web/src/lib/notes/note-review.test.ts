import { describe, expect, it } from 'vitest';
import { riskResponseFormFields, riskResponseFromForm, riskResponseSchema, type RiskResponse } from '@tend/contracts/notes.contract';
import { ApiError } from '../api-error';
import {
  approveErrorMessage,
  checkRiskResponse,
  describeRiskResponse,
  duplicateNoteId,
  emptyRiskDraft,
  isoWithOffset,
  remainingProblems,
  riskDraftFrom,
  savedMessage,
  toggleRiskAction,
  toLocalInput,
  type RiskDraft,
} from './note-review';

const now = new Date(2025, 2, 4, 15, 0);
const draft = (patch: Partial<RiskDraft>): RiskDraft => ({ ...emptyRiskDraft(), ...patch });
const report = { agency: ' Child Protective Services ', reference: ' CPS-42 ', filedAt: '2025-03-04T14:30' };

describe('toggleRiskAction', () => {
  it('keeps the order ticked and unticks', () => {
    let d = toggleRiskAction(emptyRiskDraft(), 'consultation', true, now);
    d = toggleRiskAction(d, 'safety_plan_reviewed', true, now);
    expect(d.actions).toEqual(['consultation', 'safety_plan_reviewed']);
    expect(toggleRiskAction(d, 'consultation', false, now).actions).toEqual(['safety_plan_reviewed']);
  });
  it('no action unticks the others, and another response unticks no action', () => {
    const d = toggleRiskAction(draft({ actions: ['referred', 'consultation'] }), 'no_action', true, now);
    expect(d.actions).toEqual(['no_action']);
    expect(toggleRiskAction(d, 'referred', true, now).actions).toEqual(['referred']);
  });
  it('fills Filed at with now when a mandated report is ticked, and keeps a time already given', () => {
    expect(toggleRiskAction(emptyRiskDraft(), 'mandated_report_filed', true, now).filedAt).toBe('2025-03-04T15:00');
    expect(toggleRiskAction(draft({ filedAt: '2025-03-01T09:05' }), 'mandated_report_filed', true, now).filedAt).toBe('2025-03-01T09:05');
  });
});

describe('isoWithOffset', () => {
  it('writes the local time with the browser offset, for the same instant', () => {
    const iso = isoWithOffset('2025-03-04T14:30');
    expect(iso).toMatch(/^2025-03-04T14:30:00[+-]\d{2}:\d{2}$/);
    expect(new Date(iso!).getTime()).toBe(new Date(2025, 2, 4, 14, 30).getTime());
  });
  it('refuses what is not a date and time', () => {
    expect(isoWithOffset('')).toBeNull();
    expect(isoWithOffset('2025-02-30T10:00')).toBeNull();
    expect(isoWithOffset('yesterday')).toBeNull();
  });
  it('reads back what toLocalInput writes', () => {
    expect(isoWithOffset(toLocalInput(now))).not.toBeNull();
    expect(new Date(isoWithOffset(toLocalInput(now))!).getTime()).toBe(now.getTime());
  });
});

describe('checkRiskResponse', () => {
  it('needs a response', () => {
    expect(checkRiskResponse(emptyRiskDraft(), now)).toEqual({
      ok: false,
      error: 'Choose how you responded to the risk',
      problems: { actions: 'Choose how you responded to the risk' },
    });
  });
  it('needs a reason for no action, and no action alone', () => {
    expect(checkRiskResponse(draft({ actions: ['no_action'], reason: '  ' }), now)).toMatchObject({
      ok: false,
      error: 'Say why no action is needed',
      problems: { reason: 'Say why no action is needed' },
    });
    expect(checkRiskResponse(draft({ actions: ['no_action', 'referred'], reason: 'denied' }), now)).toMatchObject({
      ok: false,
      problems: { actions: expect.stringMatching(/cannot be ticked with other responses/) },
    });
  });
  it('accepts a referral without details and trims reasons', () => {
    expect(checkRiskResponse(draft({ actions: ['referred'] }), now)).toEqual({ ok: true, value: { action: 'referred', additional_actions: [], reason: '' } });
    expect(checkRiskResponse(draft({ actions: ['no_action'], reason: ' denied on follow-up ' }), now)).toEqual({
      ok: true,
      value: { action: 'no_action', additional_actions: [], reason: 'denied on follow-up' },
    });
  });
  it('takes the first ticked as the action and the rest as additional actions, with details', () => {
    expect(checkRiskResponse(draft({ actions: ['consultation', 'safety_plan_reviewed', 'referred'], reason: ' Spoke to supervisor ' }), now)).toEqual({
      ok: true,
      value: { action: 'consultation', additional_actions: ['safety_plan_reviewed', 'referred'], reason: 'Spoke to supervisor' },
    });
  });
  it('a mandated report needs the agency and a filing time that is not in the future', () => {
    const missing = checkRiskResponse(draft({ actions: ['mandated_report_filed'], filedAt: '' }), now);
    expect(missing).toEqual({
      ok: false,
      error: 'Name the agency the report was made to. Give the date and time the report was filed',
      problems: { agency: 'Name the agency the report was made to', filed_at: 'Give the date and time the report was filed' },
    });
    expect(checkRiskResponse(draft({ actions: ['mandated_report_filed'], ...report, filedAt: '2025-03-05T09:00' }), now)).toMatchObject({
      ok: false,
      problems: { filed_at: expect.stringMatching(/future/) },
    });
  });
  it('records the mandated report with the offset, and an empty reference', () => {
    const checked = checkRiskResponse(draft({ actions: ['safety_plan_reviewed', 'mandated_report_filed'], ...report }), now);
    expect(checked).toEqual({
      ok: true,
      value: {
        action: 'safety_plan_reviewed',
        additional_actions: ['mandated_report_filed'],
        reason: '',
        mandated_report: { agency: 'Child Protective Services', reference: 'CPS-42', filed_at: isoWithOffset('2025-03-04T14:30') },
      },
    });
    const noReference = checkRiskResponse(draft({ actions: ['mandated_report_filed'], ...report, reference: ' ' }), now);
    expect(noReference.ok && noReference.value.mandated_report?.reference).toBe('');
  });
  it('a duty-to-warn assessment needs the decision and its reason', () => {
    expect(checkRiskResponse(draft({ actions: ['duty_to_warn_assessed'] }), now)).toEqual({
      ok: false,
      error: 'Choose the duty-to-warn decision: warning given or not required. Give the reason for the duty-to-warn decision',
      problems: {
        duty_decision: 'Choose the duty-to-warn decision: warning given or not required',
        duty_reason: 'Give the reason for the duty-to-warn decision',
      },
    });
    expect(checkRiskResponse(draft({ actions: ['duty_to_warn_assessed'], dutyDecision: 'not_required', dutyReason: ' No identifiable victim ' }), now)).toEqual(
      {
        ok: true,
        value: {
          action: 'duty_to_warn_assessed',
          additional_actions: [],
          reason: '',
          duty_to_warn: { decision: 'not_required', reason: 'No identifiable victim' },
        },
      },
    );
  });
  it('sends only the details of the responses still ticked', () => {
    const checked = checkRiskResponse(draft({ actions: ['referred'], ...report, dutyDecision: 'warning_given', dutyReason: 'x' }), now);
    expect(checked).toEqual({ ok: true, value: { action: 'referred', additional_actions: [], reason: '' } });
  });
});

describe('remainingProblems', () => {
  it('drops the problems fixed and does not add new ones before the next check', () => {
    const before = checkRiskResponse(draft({ actions: ['mandated_report_filed'], filedAt: '' }), now);
    expect(before.ok).toBe(false);
    const problems = before.ok ? {} : before.problems;
    expect(remainingProblems(problems, draft({ actions: ['mandated_report_filed'], agency: 'CPS', filedAt: '' }))).toEqual({
      filed_at: 'Give the date and time the report was filed',
    });
    expect(remainingProblems({ actions: 'Choose how you responded to the risk' }, draft({ actions: ['no_action'] }))).toEqual({});
  });
});

describe('the risk response as save_note_db form fields', () => {
  const full = checkRiskResponse(
    draft({
      actions: ['duty_to_warn_assessed', 'mandated_report_filed', 'consultation'],
      reason: 'Called the team',
      ...report,
      dutyDecision: 'warning_given',
      dutyReason: 'Named a person',
    }),
    now,
  );
  it('round-trips every part of the response', () => {
    expect(full.ok).toBe(true);
    if (!full.ok) return;
    const fields = riskResponseFormFields(full.value);
    expect(fields).toEqual({
      risk_response_action: 'duty_to_warn_assessed',
      risk_response_reason: 'Called the team',
      risk_response_also: 'mandated_report_filed,consultation',
      risk_report_agency: 'Child Protective Services',
      risk_report_reference: 'CPS-42',
      risk_report_filed_at: isoWithOffset('2025-03-04T14:30'),
      risk_duty_to_warn_decision: 'warning_given',
      risk_duty_to_warn_reason: 'Named a person',
    });
    expect(riskResponseSchema.parse(riskResponseFromForm(fields))).toEqual(full.value);
  });
  it('round-trips a plain response and none at all', () => {
    const plain = checkRiskResponse(draft({ actions: ['no_action'], reason: 'Denied on follow-up' }), now);
    if (!plain.ok) throw new Error(plain.error);
    expect(riskResponseSchema.parse(riskResponseFromForm(riskResponseFormFields(plain.value)))).toEqual(plain.value);
    expect(riskResponseFormFields(undefined)).toEqual({});
  });
  it('pre-fills the form from a recorded response', () => {
    if (!full.ok) throw new Error(full.error);
    expect(checkRiskResponse(riskDraftFrom(full.value), now)).toEqual(full);
  });
});

describe('describeRiskResponse', () => {
  const at = (iso: string) => `at ${iso}`;
  it('lists every response with the report and the duty-to-warn decision in words', () => {
    const r: RiskResponse = {
      action: 'safety_plan_reviewed',
      additional_actions: ['mandated_report_filed', 'duty_to_warn_assessed'],
      reason: 'Plan shared with his sister',
      mandated_report: { agency: 'Adult Protective Services', reference: 'APS-7', filed_at: '2025-03-04T14:30:00-05:00' },
      duty_to_warn: { decision: 'not_required', reason: 'No identifiable victim' },
    };
    expect(describeRiskResponse(r, at)).toEqual({
      lines: [
        'Safety plan reviewed or made',
        'Mandated report filed with Adult Protective Services, reference APS-7, filed at 2025-03-04T14:30:00-05:00',
        'Duty to warn assessed: not required. Reason: No identifiable victim',
      ],
      details: 'Plan shared with his sister',
    });
  });
  it('gives the reason for no action, and reads a response stored before additional actions', () => {
    expect(describeRiskResponse({ action: 'no_action', additional_actions: [], reason: 'Denied' }, at)).toEqual({
      lines: ['No action needed. Reason: Denied'],
      details: null,
    });
    expect(describeRiskResponse({ action: 'referred', reason: '' } as unknown as RiskResponse, at)).toEqual({
      lines: ['Referral or emergency evaluation'],
      details: null,
    });
  });
  it('says when a report has no reference number', () => {
    const r: RiskResponse = {
      action: 'mandated_report_filed',
      additional_actions: [],
      reason: '',
      mandated_report: { agency: 'CPS', reference: '', filed_at: '2025-03-04T19:30:00Z' },
    };
    expect(describeRiskResponse(r, at).lines).toEqual(['Mandated report filed with CPS, no reference number, filed at 2025-03-04T19:30:00Z']);
  });
});

describe('approveErrorMessage', () => {
  it('says failed for a server answer and error for no answer', () => {
    expect(approveErrorMessage(new ApiError(403, 'Forbidden'))).toBe('Failed to approve note.');
    expect(approveErrorMessage(new ApiError(0, 'Network error', 'network'))).toBe('Error approving note.');
    expect(approveErrorMessage(new Error('boom'))).toBe('Error approving note.');
  });
  it('explains a missing risk response', () => {
    expect(approveErrorMessage(new ApiError(400, 'x', 'http', 'risk_response_required'))).toMatch(/record your response/);
  });
});

describe('duplicateNoteId', () => {
  it('reads the existing note id of a duplicate answer', () => {
    expect(duplicateNoteId(new ApiError(409, 'dup', 'http', 'duplicate_note', { duplicate_exists: true, note_id: 'n1' }))).toBe('n1');
    expect(duplicateNoteId(new ApiError(409, 'locked', 'http', 'note_locked'))).toBeNull();
  });
});

describe('savedMessage', () => {
  it('names the type once', () => {
    expect(savedMessage('SOAP note')).toBe('SOAP note finalized and saved successfully!');
    expect(savedMessage('Client summary')).toBe('Client summary note finalized and saved successfully!');
  });
});
