import { ApiError, errorCode, failedRequestMessage } from './api-error';

/** Spec 9: API default 30 s; auth refresh 5 s. */
export const timeouts = { defaultMs: 30_000, refreshMs: 5_000 } as const;

/** Where the bearer token lives; the app keeps it in session storage, tests in memory. */
export interface TokenStore {
  get(): string | null;
  set(token: string): void;
  clear(): void;
}

/** Form fields as the server's form routes take them (spec 7); undefined fields are left out. */
export type FormFields = Record<string, string | undefined>;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as `application/x-www-form-urlencoded` (fields or URLSearchParams) or multipart (FormData). */
  form?: FormFields | URLSearchParams | FormData;
  query?: Record<string, string | undefined>;
  /** Default 30 s; null leaves the call to the caller's signal (a stream has its own idle limit). */
  timeoutMs?: number | null;
  signal?: AbortSignal;
  /** The Accept header; JSON unless the caller reads something else. */
  accept?: string;
  /** Sent as Idempotency-Key: the server answers a repeat with the first answer instead of creating twice. */
  idempotencyKey?: string;
  /**
   * Sign-in calls answer 401 for a wrong password; that must not trigger a refresh.
   * Default true.
   */
  refreshOn401?: boolean;
}

type ShortOptions = Omit<RequestOptions, 'method' | 'body'>;

export interface ApiClientConfig {
  /** The API host with the /api prefix, e.g. '/api' or 'http://127.0.0.1:3000/api'. */
  baseUrl: string;
  tokens: TokenStore;
  fetch?: typeof fetch;
  /** Defaults to the spec's 30 s and 5 s; tests shorten them. */
  timeouts?: Partial<Record<keyof typeof timeouts, number>>;
}

/**
 * The web's one HTTP transport: every call carries the bearer token, a refused token is cleared
 * and refreshed once (spec 7), and every failure is an ApiError. JSON is the default; `form`
 * sends form fields; `blob` and `open` hand back a file or the raw response (for streams).
 */
export interface ApiClient {
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: ShortOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: ShortOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: ShortOptions): Promise<T>;
  /** POST form fields; answers the parsed JSON. */
  postForm<T>(path: string, form: NonNullable<RequestOptions['form']>, options?: ShortOptions): Promise<T>;
  /** The body as a file, e.g. an exported note. */
  blob(path: string, options?: RequestOptions): Promise<Blob>;
  /** The OK response itself, body unread: for streams and for headers such as Content-Disposition. */
  open(path: string, options?: RequestOptions): Promise<Response>;
  /** One `/auth/refresh`; true when a session cookie gave a fresh access token. */
  refresh(): Promise<boolean>;
}

function buildUrl(baseUrl: string, path: string, query: RequestOptions['query']): string {
  let url = baseUrl.replace(/\/$/, '') + path;
  if (query) {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, value);
    const text = params.toString();
    if (text) url += `?${text}`;
  }
  return url;
}

function formBody(form: NonNullable<RequestOptions['form']>): URLSearchParams | FormData {
  if (form instanceof URLSearchParams || form instanceof FormData) return form;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(form)) if (value !== undefined) params.set(key, value);
  return params;
}

/** The request's body and headers; fetch sets the form content types (with the multipart boundary) itself. */
function payload(options: RequestOptions, token: string | null): { headers: Record<string, string>; body: BodyInit | undefined } {
  const headers: Record<string, string> = { Accept: options.accept ?? 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  if (options.form) return { headers, body: formBody(options.form) };
  if (options.body === undefined) return { headers, body: undefined };
  headers['Content-Type'] = 'application/json';
  return { headers, body: JSON.stringify(options.body) };
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** A failed answer as an ApiError carrying the server's message, code and details. */
export async function errorFrom(response: Response): Promise<ApiError> {
  const body = await readBody(response).catch(() => undefined);
  return new ApiError(
    response.status,
    failedRequestMessage(response.status, body),
    'http',
    errorCode(body),
    (body as { details?: unknown } | undefined)?.details,
  );
}

function toTransportError(error: unknown, timeoutSignal: AbortSignal | undefined): ApiError {
  if (error instanceof ApiError) return error;
  if (timeoutSignal?.aborted) return new ApiError(0, 'Request timed out', 'timeout');
  if (error instanceof DOMException && error.name === 'AbortError') return new ApiError(0, 'Request cancelled', 'aborted');
  return new ApiError(0, 'Network error — check your connection', 'network');
}

export function createApiClient(config: ApiClientConfig): ApiClient {
  const doFetch = config.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const limits = { ...timeouts, ...config.timeouts };
  let refreshing: Promise<boolean> | null = null;

  /** One round trip; the body is left unread. The timeout covers the whole read when the caller reads JSON or a blob. */
  async function send(path: string, options: RequestOptions, timeoutSignal: AbortSignal | undefined): Promise<Response> {
    const signals = [options.signal, timeoutSignal].filter((s): s is AbortSignal => s !== undefined);
    const { headers, body } = payload(options, config.tokens.get());
    try {
      return await doFetch(buildUrl(config.baseUrl, path, options.query), {
        method: options.method ?? (options.form ? 'POST' : 'GET'),
        credentials: 'include',
        headers,
        body,
        signal: signals.length > 1 ? AbortSignal.any(signals) : signals[0],
      });
    } catch (error) {
      throw toTransportError(error, timeoutSignal);
    }
  }

  function refresh(): Promise<boolean> {
    refreshing ??= (async () => {
      try {
        const response = await send('/auth/refresh', { method: 'POST' }, AbortSignal.timeout(limits.refreshMs));
        if (!response.ok) return false;
        const token = ((await readBody(response)) as { access_token?: unknown } | undefined)?.access_token;
        if (typeof token === 'string' && token) config.tokens.set(token);
        return true;
      } catch {
        return false;
      } finally {
        refreshing = null;
      }
    })();
    return refreshing;
  }

  /** Sends, and on 401 drops a refused token, refreshes once and retries once (spec 7); then reads the body with `read`. */
  async function call<T>(path: string, options: RequestOptions, read: (response: Response) => Promise<T>): Promise<T> {
    const timeoutMs = options.timeoutMs === undefined ? limits.defaultMs : options.timeoutMs;
    const timeoutSignal = timeoutMs === null ? undefined : AbortSignal.timeout(timeoutMs);
    try {
      let response = await send(path, options, timeoutSignal);
      if (response.status === 401 && options.refreshOn401 !== false) {
        if (config.tokens.get()) config.tokens.clear();
        if (await refresh()) response = await send(path, options, timeoutSignal);
      }
      if (!response.ok) throw await errorFrom(response);
      return await read(response);
    } catch (error) {
      throw toTransportError(error, timeoutSignal);
    }
  }

  const request = <T>(path: string, options: RequestOptions = {}) => call(path, options, (r) => readBody(r) as Promise<T>);

  return {
    request,
    refresh,
    get: (path, options) => request(path, { ...options, method: 'GET' }),
    post: (path, body, options) => request(path, { ...options, method: 'POST', body }),
    patch: (path, body, options) => request(path, { ...options, method: 'PATCH', body }),
    postForm: (path, form, options) => request(path, { ...options, method: 'POST', form }),
    blob: (path, options = {}) => call(path, { accept: '*/*', ...options }, (r) => r.blob()),
    open: (path, options = {}) => call(path, options, async (r) => r),
  };
}
