import type { RespondRequest, RespondResponse } from '@tend/contracts/assistant.contract';
import { api } from '../../../lib/api';
import { ApiError, errorCode, failedRequestMessage } from '../../../lib/api-error';
import { sessionTokenStore } from '../../../lib/session/stored-user';
import { normalizeAnswer } from '../logic/answer';
import { createSseParser, type SseEvent } from '../logic/sse';

/** The same base as lib/api: same-origin `/api` unless VITE_API_URL points elsewhere. */
const streamUrl = `${import.meta.env.VITE_API_URL ?? ''}/api/engine/respond/stream`;

/**
 * With no byte for this long the reply is given up on. Longer than the server's own provider
 * budget (60 s), which answers with an `error` event first.
 */
export const streamIdleMs = 90_000;

function open(body: RespondRequest, signal: AbortSignal): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'text/event-stream', 'Content-Type': 'application/json' };
  const token = sessionTokenStore.get();
  if (token) headers.Authorization = `Bearer ${token}`;
  return fetch(streamUrl, { method: 'POST', credentials: 'include', headers, body: JSON.stringify(body), signal });
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return text;
  }
}

function eventError(data: unknown): ApiError {
  const d = (typeof data === 'object' && data !== null ? data : {}) as { status?: unknown; error?: unknown; message?: unknown };
  const status = typeof d.status === 'number' ? d.status : 500;
  return new ApiError(status, failedRequestMessage(status, d), 'http', typeof d.error === 'string' ? d.error : undefined);
}

/**
 * POST /api/engine/respond/stream: `delta` events go to onDelta as they arrive; the `done` event
 * is the answer respond gives (and stores); an `error` event or a failed call throws ApiError.
 */
export async function respondStream(body: RespondRequest, onDelta: (text: string) => void, outer?: AbortSignal): Promise<RespondResponse> {
  const idle = new AbortController();
  let timer = setTimeout(() => idle.abort(), streamIdleMs);
  const touch = () => {
    clearTimeout(timer);
    timer = setTimeout(() => idle.abort(), streamIdleMs);
  };
  const signal = outer ? AbortSignal.any([outer, idle.signal]) : idle.signal;
  const transport = (error: unknown) =>
    error instanceof ApiError ? error : idle.signal.aborted ? new ApiError(0, 'Request timed out', 'timeout') : signal.aborted ? new ApiError(0, 'Request cancelled', 'aborted') : new ApiError(0, 'Network error — check your connection', 'network');

  try {
    let response = await open(body, signal);
    if (response.status === 401) {
      // As lib/api does (spec 7): a refused token is dropped; then one refresh and one retry.
      if (sessionTokenStore.get()) sessionTokenStore.clear();
      if (await api.refresh()) response = await open(body, signal);
    }
    if (!response.ok) {
      const failure = await readJson(response);
      throw new ApiError(response.status, failedRequestMessage(response.status, failure), 'http', errorCode(failure));
    }
    // Something between us and the server answered with plain JSON: take it as the whole answer.
    if (!(response.headers.get('content-type') ?? '').includes('text/event-stream') || !response.body) {
      return normalizeAnswer(await readJson(response));
    }

    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    const parser = createSseParser();
    let answer: RespondResponse | null = null;
    const handle = (events: SseEvent[]) => {
      for (const e of events) {
        const data = JSON.parse(e.data) as unknown;
        if (e.event === 'delta') {
          const text = (data as { text?: unknown } | null)?.text;
          if (typeof text === 'string') onDelta(text);
        } else if (e.event === 'done') answer = normalizeAnswer(data);
        else if (e.event === 'error') throw eventError(data);
      }
    };
    for (;;) {
      const { done, value } = await reader.read();
      touch();
      if (done) break;
      handle(parser.push(decoder.decode(value, { stream: true })));
    }
    handle(parser.push(decoder.decode()));
    handle(parser.end());
    if (!answer) throw new ApiError(0, 'The reply stopped before it finished', 'network');
    return answer;
  } catch (error) {
    throw transport(error);
  } finally {
    clearTimeout(timer);
  }
}
