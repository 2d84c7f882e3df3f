import { ApiError, errorCode, failedRequestMessage } from './api-error';

/** Spec 9: API default 30 s; auth refresh 5 s. */
export const timeouts = { defaultMs: 30_000, refreshMs: 5_000 } as const;

/** Where the bearer token lives; the app keeps it in session storage, tests in memory. */
export interface TokenStore {
  get(): string | null;
  set(token: string): void;
  clear(): void;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | undefined>;
  timeoutMs?: number;
  signal?: AbortSignal;
  /**
   * Sign-in calls answer 401 for a wrong password; that must not trigger a refresh.
   * Default true.
   */
  refreshOn401?: boolean;
}

export interface ApiClientConfig {
  /** The API host with the /api prefix, e.g. '/api' or 'http://127.0.0.1:3000/api'. */
  baseUrl: string;
  tokens: TokenStore;
  fetch?: typeof fetch;
  /** Defaults to the spec's 30 s and 5 s; tests shorten them. */
  timeouts?: Partial<Record<keyof typeof timeouts, number>>;
}

export interface ApiClient {
  request<T>(path: string, options?: RequestOptions): Promise<T>;
  get<T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  post<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>): Promise<T>;
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

function toTransportError(error: unknown, timeoutSignal: AbortSignal): ApiError {
  if (timeoutSignal.aborted) return new ApiError(0, 'Request timed out', 'timeout');
  if (error instanceof DOMException && error.name === 'AbortError') return new ApiError(0, 'Request cancelled', 'aborted');
  return new ApiError(0, 'Network error — check your connection', 'network');
}

export function createApiClient(config: ApiClientConfig): ApiClient {
  const doFetch = config.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const limits = { ...timeouts, ...config.timeouts };
  let refreshing: Promise<boolean> | null = null;

  async function send(path: string, options: RequestOptions): Promise<{ response: Response; body: unknown }> {
    const timeoutSignal = AbortSignal.timeout(options.timeoutMs ?? limits.defaultMs);
    const signal = options.signal ? AbortSignal.any([options.signal, timeoutSignal]) : timeoutSignal;
    const headers: Record<string, string> = { Accept: 'application/json' };
    const token = config.tokens.get();
    if (token) headers.Authorization = `Bearer ${token}`;
    const hasBody = options.body !== undefined;
    if (hasBody) headers['Content-Type'] = 'application/json';
    try {
      const response = await doFetch(buildUrl(config.baseUrl, path, options.query), {
        method: options.method ?? 'GET',
        credentials: 'include',
        headers,
        body: hasBody ? JSON.stringify(options.body) : undefined,
        signal,
      });
      return { response, body: await readBody(response) };
    } catch (error) {
      throw toTransportError(error, timeoutSignal);
    }
  }

  function refresh(): Promise<boolean> {
    refreshing ??= (async () => {
      try {
        const { response, body } = await send('/auth/refresh', { method: 'POST', timeoutMs: limits.refreshMs });
        if (!response.ok) return false;
        const token = (body as { access_token?: unknown } | undefined)?.access_token;
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

  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    let { response, body } = await send(path, options);
    if (response.status === 401 && options.refreshOn401 !== false) {
      // Spec 7: a stored token that is refused is cleared; without one, refresh once and retry once.
      if (config.tokens.get()) config.tokens.clear();
      if (await refresh()) ({ response, body } = await send(path, options));
    }
    if (!response.ok) {
      throw new ApiError(response.status, failedRequestMessage(response.status, body), 'http', errorCode(body), (body as { details?: unknown } | undefined)?.details);
    }
    return body as T;
  }

  return {
    request,
    refresh,
    get: (path, options) => request(path, { ...options, method: 'GET' }),
    post: (path, body, options) => request(path, { ...options, method: 'POST', body }),
    patch: (path, body, options) => request(path, { ...options, method: 'PATCH', body }),
  };
}
