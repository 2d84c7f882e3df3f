import { api } from '../api';
import { ApiError, errorCode, failedRequestMessage } from '../api-error';
import { sessionTokenStore } from '../session/stored-user';

/** Spec 9: the default API timeout. */
const timeoutMs = 30_000;

const apiBase = `${import.meta.env.VITE_API_URL ?? ''}/api`;

async function send(path: string, fields: Record<string, string | undefined>): Promise<Response> {
  const body = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) body.set(key, value);
  const headers: Record<string, string> = { 'Content-Type': 'application/x-www-form-urlencoded' };
  const token = sessionTokenStore.get();
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    return await fetch(`${apiBase}${path}`, { method: 'POST', credentials: 'include', headers, body, signal: AbortSignal.timeout(timeoutMs) });
  } catch {
    throw new ApiError(0, 'Network error — check your connection', 'network');
  }
}

async function toError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let body: unknown = text;
  try {
    body = JSON.parse(text) as unknown;
  } catch {
    // not JSON: keep the text
  }
  return new ApiError(response.status, failedRequestMessage(response.status, body), 'http', errorCode(body), (body as { details?: unknown } | undefined)?.details);
}

/**
 * POST with form fields (spec 7: check_duplicate_note, save_note_db and the downloads take form
 * fields, not JSON). One refresh and retry on 401, like the api client. Resolves with the OK response.
 */
export async function postForm(path: string, fields: Record<string, string | undefined>): Promise<Response> {
  let response = await send(path, fields);
  if (response.status === 401 && (await api.refresh())) response = await send(path, fields);
  if (!response.ok) throw await toError(response);
  return response;
}

export async function postFormJson<T>(path: string, fields: Record<string, string | undefined>): Promise<T> {
  return (await (await postForm(path, fields)).json()) as T;
}
