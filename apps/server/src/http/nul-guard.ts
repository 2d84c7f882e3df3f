import { errorCodes } from '@tend/contracts/errors';
import { HttpError } from './errors';

/**
 * PostgreSQL text cannot hold a NUL character: one in any field used to reach the database as a
 * failed query (a 500, with the value in the driver's message). Refused at the edge instead, for
 * every route at once, naming where it was. Walked without recursion, so a deep body cannot
 * overflow the stack.
 */
export function refuseNulCharacters(parts: Record<string, unknown>): void {
  const pending: Array<[path: string, value: unknown]> = Object.entries(parts);
  const seen = new WeakSet<object>();
  while (pending.length) {
    const [path, value] = pending.pop()!;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) throw nulError(path);
    } else if (isPlainData(value) && !seen.has(value)) {
      seen.add(value);
      for (const [key, inner] of Object.entries(value)) {
        const innerPath = `${path}.${key}`;
        if (key.includes('\u0000')) throw nulError(innerPath.replaceAll('\u0000', '\\0'));
        pending.push([innerPath, inner]);
      }
    }
  }
}

/**
 * Parsed JSON, form fields and query values (the query parser's objects have their own bare
 * prototype); never a Buffer or a stream, the bodies of raw uploads.
 */
function isPlainData(value: unknown): value is object {
  if (Array.isArray(value)) return true;
  if (!value || typeof value !== 'object' || ArrayBuffer.isView(value) || value instanceof Date) return false;
  return typeof (value as { pipe?: unknown }).pipe !== 'function';
}

function nulError(field: string): HttpError {
  const message = 'Must not contain a NUL character (\\u0000)';
  return new HttpError(400, errorCodes.validation, `${field}: ${message}`, [{ field, message }]);
}
