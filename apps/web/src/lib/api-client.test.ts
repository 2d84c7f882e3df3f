import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient, timeouts, type TokenStore } from './api-client';
import { ApiError } from './api-error';
import { isRetryable } from './retry';

/** A real HTTP server on 127.0.0.1: it plays the API, and remembers what it was asked. */
interface Seen {
  method: string;
  path: string;
  authorization: string | undefined;
}

const state = {
  seen: [] as Seen[],
  sessionAlive: true,
  refreshDelayMs: 0,
  flakyFailures: 0,
};

function send(res: ServerResponse, status: number, body?: unknown) {
  res.writeHead(status, body === undefined ? {} : { 'content-type': 'application/json' });
  res.end(body === undefined ? undefined : JSON.stringify(body));
}

function handle(req: IncomingMessage, res: ServerResponse) {
  if (req.url === '/api/form') {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => send(res, 200, { method: req.method, type: (req.headers['content-type'] ?? '').split(';')[0], text }));
    return;
  }
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  state.seen.push({ method: req.method ?? '', path: url.pathname, authorization: req.headers.authorization });
  switch (url.pathname) {
    case '/api/protected':
      if (req.headers.authorization === 'Bearer fresh-token') return send(res, 200, { secret: 42 });
      return send(res, 401, { error: 'unauthorized', message: 'Sign in first' });
    case '/api/auth/refresh':
      return void setTimeout(() => {
        if (state.sessionAlive) send(res, 200, { access_token: 'fresh-token', token_type: 'Bearer', expires_in: 900 });
        else send(res, 401, { error: 'unauthorized', message: 'No session' });
      }, state.refreshDelayMs);
    case '/api/auth/login':
      return send(res, 401, { error: 'unauthorized', message: 'Wrong e-mail or password' });
    case '/api/echo':
      return send(res, 200, { method: req.method, query: url.searchParams.get('q') });
    case '/api/boom':
      return send(res, 500, { error: 'internal_error', message: 'Boom' });
    case '/api/nested':
      return send(res, 422, { error: { message: 'Nested message' } });
    case '/api/bare':
      return send(res, 502);
    case '/api/slow':
      return void setTimeout(() => send(res, 200, { late: true }), 300);
    case '/api/flaky':
      if (state.flakyFailures > 0) {
        state.flakyFailures -= 1;
        return send(res, 503, { error: 'service_unavailable', message: 'Try later' });
      }
      return send(res, 200, { ok: true });
    case '/api/bad':
      return send(res, 400, { error: 'validation_error', message: 'Bad input' });
    case '/api/file':
      if (req.headers.authorization !== 'Bearer fresh-token') return send(res, 401, { error: 'unauthorized', message: 'Sign in first' });
      res.writeHead(200, { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="note.pdf"' });
      return void res.end(Buffer.from('%PDF-1.7 fake'));
    case '/api/empty':
      return send(res, 204);
    default:
      return send(res, 404, { error: 'not_found', message: 'Not found' });
  }
}

let server: Server;
let baseUrl = '';

beforeAll(async () => {
  server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  state.seen = [];
  state.sessionAlive = true;
  state.refreshDelayMs = 0;
  state.flakyFailures = 0;
});

function memoryTokens(initial: string | null = null): TokenStore & { value: string | null } {
  const store = {
    value: initial,
    get: () => store.value,
    set: (token: string) => void (store.value = token),
    clear: () => void (store.value = null),
  };
  return store;
}

const paths = () => state.seen.map((s) => `${s.method} ${s.path} ${s.authorization ?? '-'}`);

describe('api client against a real HTTP server', () => {
  it('uses the spec timeouts: 30 s by default, 5 s for the refresh', () => {
    expect(timeouts).toEqual({ defaultMs: 30_000, refreshMs: 5_000 });
  });

  it('sends credentials and the stored bearer token', async () => {
    const inits: RequestInit[] = [];
    const client = createApiClient({
      baseUrl,
      tokens: memoryTokens('fresh-token'),
      fetch: (input, init) => {
        inits.push(init ?? {});
        return fetch(input, init);
      },
    });
    await expect(client.get('/protected')).resolves.toEqual({ secret: 42 });
    expect(inits[0]?.credentials).toBe('include');
    expect(paths()).toEqual(['GET /api/protected Bearer fresh-token']);
  });

  it('on 401 without a stored token refreshes once, stores the token and retries once', async () => {
    const tokens = memoryTokens();
    const client = createApiClient({ baseUrl, tokens });
    await expect(client.get('/protected')).resolves.toEqual({ secret: 42 });
    expect(paths()).toEqual(['GET /api/protected -', 'POST /api/auth/refresh -', 'GET /api/protected Bearer fresh-token']);
    expect(tokens.value).toBe('fresh-token');
  });

  it('when the refresh fails, answers the original 401 and does not retry', async () => {
    state.sessionAlive = false;
    const client = createApiClient({ baseUrl, tokens: memoryTokens() });
    const error = await client.get('/protected').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'Sign in first', code: 'unauthorized' });
    expect(paths()).toEqual(['GET /api/protected -', 'POST /api/auth/refresh -']);
  });

  it('with a stored token that is refused, clears the token (then refreshes from the session)', async () => {
    const tokens = memoryTokens('stale-token');
    state.sessionAlive = false;
    const client = createApiClient({ baseUrl, tokens });
    await expect(client.get('/protected')).rejects.toMatchObject({ status: 401 });
    expect(tokens.value).toBeNull();
    expect(paths()).toEqual(['GET /api/protected Bearer stale-token', 'POST /api/auth/refresh -']);
  });

  it('with a stored token that is refused and a live session, retries once with the fresh token', async () => {
    const tokens = memoryTokens('stale-token');
    const client = createApiClient({ baseUrl, tokens });
    await expect(client.get('/protected')).resolves.toEqual({ secret: 42 });
    expect(paths()).toEqual(['GET /api/protected Bearer stale-token', 'POST /api/auth/refresh -', 'GET /api/protected Bearer fresh-token']);
  });

  it('never refreshes for sign-in calls, whose 401 means a wrong password', async () => {
    const client = createApiClient({ baseUrl, tokens: memoryTokens() });
    await expect(client.post('/auth/login', { email: 'a@b.test', password: 'x' }, { refreshOn401: false })).rejects.toMatchObject({
      status: 401,
      message: 'Wrong e-mail or password',
    });
    expect(paths()).toEqual(['POST /api/auth/login -']);
  });

  it('shares one refresh between concurrent 401s', async () => {
    state.refreshDelayMs = 50;
    const client = createApiClient({ baseUrl, tokens: memoryTokens() });
    await Promise.all([client.get('/protected'), client.get('/protected'), client.get('/protected')]);
    expect(paths().filter((p) => p.startsWith('POST /api/auth/refresh'))).toHaveLength(1);
  });

  it('gives up on a refresh that exceeds its own (shorter) timeout', async () => {
    state.refreshDelayMs = 200;
    const client = createApiClient({ baseUrl, tokens: memoryTokens(), timeouts: { refreshMs: 40 } });
    await expect(client.get('/protected')).rejects.toMatchObject({ status: 401 });
    expect(paths()).toEqual(['GET /api/protected -', 'POST /api/auth/refresh -']);
  });

  it('times out a slow call as an abort', async () => {
    const client = createApiClient({ baseUrl, tokens: memoryTokens(), timeouts: { defaultMs: 50 } });
    await expect(client.get('/slow')).rejects.toMatchObject({ status: 0, kind: 'timeout', message: 'Request timed out' });
  });

  it('phrases errors per spec 8: body message, nested error.message, else "Request failed ({status})"', async () => {
    const client = createApiClient({ baseUrl, tokens: memoryTokens() });
    await expect(client.get('/boom')).rejects.toMatchObject({ status: 500, message: 'Boom' });
    await expect(client.get('/nested')).rejects.toMatchObject({ status: 422, message: 'Nested message' });
    await expect(client.get('/bare')).rejects.toMatchObject({ status: 502, message: 'Request failed (502)' });
  });

  it('sends query strings and JSON bodies, and reads an empty answer as undefined', async () => {
    const client = createApiClient({ baseUrl, tokens: memoryTokens() });
    await expect(client.get('/echo', { query: { q: 'sam lee', skip: undefined } })).resolves.toEqual({ method: 'GET', query: 'sam lee' });
    await expect(client.post('/empty')).resolves.toBeUndefined();
  });

  it('an unreachable server is a network error, not a crash', async () => {
    const client = createApiClient({ baseUrl: 'http://127.0.0.1:1/api', tokens: memoryTokens() });
    await expect(client.get('/anything')).rejects.toMatchObject({ status: 0, kind: 'network' });
  });
});

describe('the other modes, through the same refresh and errors', () => {
  it('posts form fields url-encoded, leaving out undefined ones', async () => {
    const client = createApiClient({ baseUrl, tokens: memoryTokens() });
    await expect(client.postForm('/form', { a: '1 2', skip: undefined, b: 'é' })).resolves.toEqual({
      method: 'POST',
      type: 'application/x-www-form-urlencoded',
      text: 'a=1+2&b=%C3%A9',
    });
  });

  it('posts FormData as multipart with its boundary', async () => {
    const client = createApiClient({ baseUrl, tokens: memoryTokens() });
    const form = new FormData();
    form.set('file', new Blob(['hello'], { type: 'text/plain' }), 'a.txt');
    const answer = await client.postForm<{ type: string; text: string }>('/form', form);
    expect(answer.type).toBe('multipart/form-data');
    expect(answer.text).toContain('hello');
  });

  it('reads a file as a blob after refreshing a refused token', async () => {
    const tokens = memoryTokens('stale-token');
    const client = createApiClient({ baseUrl, tokens });
    const blob = await client.blob('/file');
    expect(await blob.text()).toBe('%PDF-1.7 fake');
    expect(paths()).toEqual(['GET /api/file Bearer stale-token', 'POST /api/auth/refresh -', 'GET /api/file Bearer fresh-token']);
  });

  it('hands back the raw OK response with its headers, and an ApiError for a failure', async () => {
    const client = createApiClient({ baseUrl, tokens: memoryTokens('fresh-token') });
    const response = await client.open('/file');
    expect(response.headers.get('content-disposition')).toContain('note.pdf');
    await expect(client.open('/boom')).rejects.toMatchObject({ status: 500, message: 'Boom', code: 'internal_error' });
  });

  it('with no timeout leaves the call to the caller: a slow answer still arrives', async () => {
    const client = createApiClient({ baseUrl, tokens: memoryTokens(), timeouts: { defaultMs: 50 } });
    await expect(client.request('/slow', { timeoutMs: null })).resolves.toEqual({ late: true });
  });
});

describe('what the query retry policy sees from the client', () => {
  it('a 5xx and a timeout are retryable; a 4xx and an unreachable server are not', async () => {
    const client = createApiClient({ baseUrl, tokens: memoryTokens(), timeouts: { defaultMs: 30 } });
    const errorOf = (call: Promise<unknown>) => call.catch((e: unknown) => e);
    expect(isRetryable(await errorOf(client.get('/boom')))).toBe(true);
    expect(isRetryable(await errorOf(client.get('/slow')))).toBe(true);
    expect(isRetryable(await errorOf(client.get('/bad')))).toBe(false);
    const offline = createApiClient({ baseUrl: 'http://127.0.0.1:1/api', tokens: memoryTokens() });
    expect(isRetryable(await errorOf(offline.get('/x')))).toBe(false);
  });
});
