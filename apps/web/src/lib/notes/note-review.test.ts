import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-error';
import { approveErrorMessage, checkRiskResponse, duplicateNoteId, savedMessage } from './note-review';

describe('checkRiskResponse', () => {
  it('needs an action', () => {
    expect(checkRiskResponse({ action: '', reason: '' })).toEqual({ ok: false, error: 'Choose how you responded to the risk' });
  });
  it('needs a reason for no action', () => {
    expect(checkRiskResponse({ action: 'no_action', reason: '  ' })).toEqual({ ok: false, error: 'Say why no action is needed' });
  });
  it('accepts a referral without a reason and trims reasons', () => {
    expect(checkRiskResponse({ action: 'referred', reason: '' })).toEqual({ ok: true, value: { action: 'referred', reason: '' } });
    expect(checkRiskResponse({ action: 'no_action', reason: ' denied on follow-up ' })).toEqual({ ok: true, value: { action: 'no_action', reason: 'denied on follow-up' } });
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
