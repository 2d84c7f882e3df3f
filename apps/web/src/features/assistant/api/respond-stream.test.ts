import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { respondStream } from './respond-stream';

const body = { user_input: 'hi', assistant_type: 'therapist' as const, session_id: crypto.randomUUID(), message_id: crypto.randomUUID() };

/** A streamed answer delivered in the given chunks. */
function sse(chunks: string[], status = 200): Response {
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(stream, { status, headers: { 'content-type': 'text/event-stream; charset=utf-8' } });
}

const done = {
  response: 'Hello there',
  status: 'ok',
  assistant_message_id: 'a1a1a1a1-0000-4000-8000-000000000001',
  user_message_id: 'a1a1a1a1-0000-4000-8000-000000000002',
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('the streamed reply', () => {
  it('hands each delta over as it comes and answers the final message', async () => {
    const fetch = vi.fn(async () =>
      sse(['event: delta\ndata: {"text":"Hel', 'lo "}\n\nevent: delta\ndata: {"text":"there"}\n\n', `event: done\ndata: ${JSON.stringify(done)}\n\n`]),
    );
    vi.stubGlobal('fetch', fetch);
    const deltas: string[] = [];
    const answer = await respondStream(body, (t) => deltas.push(t));
    expect(deltas).toEqual(['Hello ', 'there']);
    expect(answer).toMatchObject({ response: 'Hello there', status: 'ok', assistant_message_id: done.assistant_message_id, options: [], action: null });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/engine/respond/stream');
    expect(init).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(JSON.parse(init.body as string)).toEqual(body);
  });

  it('turns an error event into ApiError with the server status and message', async () => {
    vi.stubGlobal('fetch', async () =>
      sse(['event: delta\ndata: {"text":"x"}\n\n', 'event: error\ndata: {"status":503,"error":"ai_unreachable","message":"Model down"}\n\n']),
    );
    const error = await respondStream(body, () => {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 503, code: 'ai_unreachable', message: 'Model down' });
  });

  it('reads a refusal before the stream began (JSON body)', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ error: 'validation_error', message: 'Message is empty' }), {
          status: 400,
          headers: { 'content-type': 'application/json' },
        }),
    );
    await expect(respondStream(body, () => {})).rejects.toMatchObject({ status: 400, message: 'Message is empty', code: 'validation_error' });
  });

  it('takes a plain JSON answer as the whole reply', async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response(JSON.stringify({ status: 'degraded', message: null }), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    await expect(respondStream(body, () => {})).resolves.toMatchObject({ status: 'degraded', message: null, response: '' });
  });

  it('a stream that ends without its final event is a network failure', async () => {
    vi.stubGlobal('fetch', async () => sse(['event: delta\ndata: {"text":"half"}\n\n']));
    await expect(respondStream(body, () => {})).rejects.toMatchObject({ status: 0, kind: 'network' });
  });

  it('a connection failure is a network failure', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(respondStream(body, () => {})).rejects.toMatchObject({ status: 0, kind: 'network' });
  });

  it('on 401 refreshes once and sends the same message again', async () => {
    const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
      if (url.endsWith('/auth/refresh')) return new Response(JSON.stringify({ access_token: 'fresh' }), { status: 200 });
      return fetch.mock.calls.length === 1 ? new Response('{}', { status: 401 }) : sse([`event: done\ndata: ${JSON.stringify(done)}\n\n`]);
    });
    vi.stubGlobal('fetch', fetch);
    await expect(respondStream(body, () => {})).resolves.toMatchObject({ response: 'Hello there' });
    const sends = fetch.mock.calls.filter((c) => String(c[0]).endsWith('/respond/stream'));
    expect(sends).toHaveLength(2);
    const ids = sends.map((c) => JSON.parse(c[1]!.body as string).message_id);
    expect(ids[0]).toBe(ids[1]);
  });

  it('reads events cut anywhere, with CRLF line ends', async () => {
    const whole = `event: delta\r\ndata: {"text":"Hi"}\r\n\r\nevent: done\r\ndata: ${JSON.stringify(done)}\r\n\r\n`;
    vi.stubGlobal('fetch', async () => sse(whole.match(/[\s\S]{1,7}/g)!));
    const deltas: string[] = [];
    await expect(respondStream(body, (t) => deltas.push(t))).resolves.toMatchObject({ response: 'Hello there' });
    expect(deltas).toEqual(['Hi']);
  });
});
