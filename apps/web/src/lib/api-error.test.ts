import { describe, expect, it } from 'vitest';
import { errorCode, failedRequestMessage } from './api-error';

describe('failed request message (spec 8)', () => {
  it('prefers error.message, then message, else "Request failed ({status})"', () => {
    expect(failedRequestMessage(500, { error: { message: 'Nested' }, message: 'Top' })).toBe('Nested');
    expect(failedRequestMessage(400, { error: 'validation_error', message: 'Name is required' })).toBe('Name is required');
    expect(failedRequestMessage(503, {})).toBe('Request failed (503)');
    expect(failedRequestMessage(404, 'Not Found')).toBe('Request failed (404)');
    expect(failedRequestMessage(500, undefined)).toBe('Request failed (500)');
    expect(failedRequestMessage(500, { message: '' })).toBe('Request failed (500)');
  });

  it('reads the machine code', () => {
    expect(errorCode({ error: 'account_inactive', message: 'x' })).toBe('account_inactive');
    expect(errorCode({ error: { code: 'x' } })).toBe('x');
    expect(errorCode(null)).toBeUndefined();
  });
});
