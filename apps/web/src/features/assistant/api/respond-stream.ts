import { respondAnswerSchema, type RespondRequest, type RespondResponse } from '@tend/contracts/assistant.contract';
import { createParser, type EventSourceMessage } from 'eventsource-parser';
import { api } from '@/lib/api';
import { ApiError, failedRequestMessage } from '@/lib/api-error';

/**
 * With no byte for this long the reply is given up on. Longer than the server's own provider
 * budget (60 s), which answers with an `error` event first.
 */
export const streamIdleMs = 90_000;

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
  const failure = (error: unknown) =>
    idle.signal.aborted
      ? new ApiError(0, 'Request timed out', 'timeout')
      : error instanceof ApiError
        ? error
        : signal.aborted
          ? new ApiError(0, 'Request cancelled', 'aborted')
          : new ApiError(0, 'Network error — check your connection', 'network');

  try {
    // The idle timer, not the client's 30 s limit, bounds a reply that keeps streaming.
    const response = await api.open('/engine/respond/stream', { method: 'POST', body, accept: 'text/event-stream', timeoutMs: null, signal });
    // Something between us and the server answered with plain JSON: take it as the whole answer.
    if (!(response.headers.get('content-type') ?? '').includes('text/event-stream') || !response.body) {
      const text = await response.text();
      return respondAnswerSchema.parse(text ? JSON.parse(text) : undefined);
    }

    let answer: RespondResponse | null = null;
    let streamError = null as ApiError | null; // set by the parser callback; "as" keeps TypeScript from narrowing it to null below
    const parser = createParser({
      onEvent(e: EventSourceMessage) {
        const data = JSON.parse(e.data) as unknown;
        if (e.event === 'delta') {
          const text = (data as { text?: unknown } | null)?.text;
          if (typeof text === 'string') onDelta(text);
        } else if (e.event === 'done') answer = respondAnswerSchema.parse(data);
        else if (e.event === 'error') streamError ??= eventError(data);
      },
    });
    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    for (;;) {
      const { done, value } = await reader.read();
      touch();
      if (done) break;
      parser.feed(decoder.decode(value, { stream: true }));
      if (streamError) throw streamError;
    }
    parser.feed(decoder.decode());
    if (streamError) throw streamError;
    if (!answer) throw new ApiError(0, 'The reply stopped before it finished', 'network');
    return answer;
  } catch (error) {
    throw failure(error);
  } finally {
    clearTimeout(timer);
  }
}
