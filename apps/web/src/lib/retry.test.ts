import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { isRetryable, retryDelay, shouldRetryQuery } from './retry';

describe('retry policy (spec 9: 3 retries, doubling from 1 s, on 5xx or abort)', () => {
  it('doubles the delay from 1 s', () => {
    expect([0, 1, 2].map((attempt) => retryDelay(attempt))).toEqual([1000, 2000, 4000]);
  });

  it('retries 5xx and aborts, never 4xx', () => {
    expect(isRetryable(new ApiError(500, 'x'))).toBe(true);
    expect(isRetryable(new ApiError(503, 'x'))).toBe(true);
    expect(isRetryable(new ApiError(0, 'x', 'timeout'))).toBe(true);
    expect(isRetryable(new ApiError(0, 'x', 'aborted'))).toBe(true);
    expect(isRetryable(new DOMException('gone', 'AbortError'))).toBe(true);
    expect(isRetryable(new ApiError(400, 'x'))).toBe(false);
    expect(isRetryable(new ApiError(401, 'x'))).toBe(false);
    expect(isRetryable(new ApiError(404, 'x'))).toBe(false);
    expect(isRetryable(new ApiError(0, 'x', 'network'))).toBe(false);
  });

  it('lets TanStack Query retry three times (its failureCount starts at 0)', () => {
    const error = new ApiError(502, 'x');
    expect([0, 1, 2, 3].map((count) => shouldRetryQuery(count, error))).toEqual([true, true, true, false]);
    expect(shouldRetryQuery(0, new ApiError(403, 'x'))).toBe(false);
  });
});
