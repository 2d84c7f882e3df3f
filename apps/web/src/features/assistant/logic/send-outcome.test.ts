import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { degradedNotice, failureNotice } from './send-outcome';

describe('send failures (spec 8)', () => {
  it('a 503 is an alert with the server message, else the fixed text', () => {
    expect(failureNotice(new ApiError(503, 'The model is asleep', 'http', 'ai_unreachable'))).toEqual({
      show: 'alert',
      severity: 'error',
      text: 'The model is asleep',
    });
    expect(failureNotice(new ApiError(503, 'Request failed (503)'))).toEqual({
      show: 'alert',
      severity: 'error',
      text: 'AI temporarily unreachable. Please try again shortly.',
    });
  });

  it('degraded is a warning with the server message, else "AI temporarily unavailable"', () => {
    expect(degradedNotice('Saved; try again')).toEqual({ show: 'alert', severity: 'warning', text: 'Saved; try again' });
    expect(degradedNotice(null)).toEqual({ show: 'alert', severity: 'warning', text: 'AI temporarily unavailable' });
    expect(degradedNotice('  ')).toEqual({ show: 'alert', severity: 'warning', text: 'AI temporarily unavailable' });
  });

  it('network trouble, timeouts and server faults are the "Couldn\'t reach AI" toast', () => {
    const toastText = { show: 'toast', variant: 'error', text: "Couldn't reach AI. Try again." };
    expect(failureNotice(new ApiError(0, 'Network error', 'network'))).toEqual(toastText);
    expect(failureNotice(new ApiError(0, 'Request timed out', 'timeout'))).toEqual(toastText);
    expect(failureNotice(new ApiError(500, 'Something went wrong on our side.'))).toEqual(toastText);
    expect(failureNotice(new TypeError('boom'))).toEqual(toastText);
    expect(failureNotice(new ApiError(400, 'Request failed (400)'))).toEqual(toastText);
  });

  it('a refusal the server explained shows its words', () => {
    expect(failureNotice(new ApiError(404, 'Client not found'))).toEqual({ show: 'toast', variant: 'error', text: 'Client not found' });
  });
});
