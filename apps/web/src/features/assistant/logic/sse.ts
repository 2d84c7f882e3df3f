/** One Server-Sent Event: its name (default 'message') and its data lines joined by newlines. */
export interface SseEvent {
  event: string;
  data: string;
}

/**
 * Incremental SSE parser: feed it decoded text as it arrives, in chunks cut anywhere (even inside
 * a line or between '\r' and '\n'); it answers the events that are complete so far.
 */
export function createSseParser(): { push(chunk: string): SseEvent[]; end(): SseEvent[] } {
  let buffer = '';
  let event = '';
  let data: string[] = [];

  function line(text: string, out: SseEvent[]): void {
    if (text === '') {
      if (data.length > 0) out.push({ event: event || 'message', data: data.join('\n') });
      event = '';
      data = [];
      return;
    }
    if (text.startsWith(':')) return; // comment / keep-alive
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }

  function drain(final: boolean): SseEvent[] {
    const out: SseEvent[] = [];
    for (;;) {
      const match = /\r\n|\r|\n/.exec(buffer);
      // A lone '\r' at the end may be the first half of '\r\n': wait for more text.
      if (!match || (!final && match[0] === '\r' && match.index === buffer.length - 1)) break;
      line(buffer.slice(0, match.index), out);
      buffer = buffer.slice(match.index + match[0].length);
    }
    return out;
  }

  return {
    push(chunk) {
      buffer += chunk;
      return drain(false);
    },
    end() {
      const out = drain(true);
      if (buffer) line(buffer, out);
      buffer = '';
      line('', out);
      return out;
    },
  };
}
