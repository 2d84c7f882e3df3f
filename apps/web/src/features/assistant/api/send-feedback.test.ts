import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { feedbackErrorText } from './send-feedback';

describe('feedback failures (spec 8)', () => {
  it('a refusal from the server is "Failed…", no answer at all is "An error occurred…"', () => {
    expect(feedbackErrorText(new ApiError(500, 'x'))).toBe('Failed to submit feedback. Please try again.');
    expect(feedbackErrorText(new ApiError(404, 'Message not found'))).toBe('Failed to submit feedback. Please try again.');
    expect(feedbackErrorText(new ApiError(0, 'Network error', 'network'))).toBe('An error occurred while submitting feedback.');
    expect(feedbackErrorText(new TypeError('boom'))).toBe('An error occurred while submitting feedback.');
  });
});
