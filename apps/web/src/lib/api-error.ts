/** What went wrong with a call, in a shape every screen can show. */
export type ApiErrorKind = 'http' | 'timeout' | 'aborted' | 'network';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
    readonly kind: ApiErrorKind = 'http',
    /** The server's machine-readable code (`{error}` in the body), e.g. `account_inactive`. */
    readonly code?: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Spec section 8, generic failed request: the message from `error.message` or `message` in the
 * body, else 'Request failed ({status})'.
 */
export function failedRequestMessage(status: number, body: unknown): string {
  if (isRecord(body)) {
    const nested = body.error;
    if (isRecord(nested) && typeof nested.message === 'string' && nested.message) return nested.message;
    if (typeof body.message === 'string' && body.message) return body.message;
  }
  return `Request failed (${status})`;
}

export function errorCode(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  if (typeof body.error === 'string') return body.error;
  if (isRecord(body.error) && typeof body.error.code === 'string') return body.error.code;
  return undefined;
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The error text a screen shows for any thrown value. */
export function messageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}
