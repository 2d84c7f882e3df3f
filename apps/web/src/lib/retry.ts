import { isApiError } from './api-error';

/** Spec 9: up to 3 retries, delay doubling from 1 s, on a 5xx answer or an aborted request. */
export const retryPolicy = { retries: 3, baseDelayMs: 1000 } as const;

export function isRetryable(error: unknown): boolean {
  if (isApiError(error)) {
    return error.status >= 500 || error.kind === 'timeout' || error.kind === 'aborted';
  }
  return error instanceof DOMException && (error.name === 'AbortError' || error.name === 'TimeoutError');
}

/** Delay before retry number `attempt` (0-based): 1 s, 2 s, 4 s. */
export function retryDelay(attempt: number, baseDelayMs: number = retryPolicy.baseDelayMs): number {
  return baseDelayMs * 2 ** attempt;
}

/** The policy for TanStack Query, whose `failureCount` is 0 at the first failure. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  return failureCount < retryPolicy.retries && isRetryable(error);
}
