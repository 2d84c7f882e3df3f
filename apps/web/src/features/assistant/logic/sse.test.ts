import { describe, expect, it } from 'vitest';
import { createSseParser } from './sse';

const stream = 'event: delta\ndata: {"text":"Hel"}\n\nevent: delta\ndata: {"text":"lo"}\n\nevent: done\ndata: {"response":"Hello"}\n\n';

describe('SSE parsing', () => {
  it('reads named events with their data', () => {
    const parser = createSseParser();
    expect(parser.push(stream)).toEqual([
      { event: 'delta', data: '{"text":"Hel"}' },
      { event: 'delta', data: '{"text":"lo"}' },
      { event: 'done', data: '{"response":"Hello"}' },
    ]);
    expect(parser.end()).toEqual([]);
  });

  it('gives the same events however the text is cut', () => {
    const whole = createSseParser().push(stream);
    for (let size = 1; size < 12; size++) {
      const parser = createSseParser();
      const events = [];
      for (let i = 0; i < stream.length; i += size) events.push(...parser.push(stream.slice(i, i + size)));
      events.push(...parser.end());
      expect(events).toEqual(whole);
    }
  });

  it('handles CRLF, comments, multi-line data and a missing final blank line', () => {
    const parser = createSseParser();
    const events = parser.push(': keep-alive\r\nevent: error\r\ndata: line one\r\ndata: line two\r\n\r\ndata: tail');
    expect(events).toEqual([{ event: 'error', data: 'line one\nline two' }]);
    expect(parser.end()).toEqual([{ event: 'message', data: 'tail' }]);
  });

  it('does not split a CRLF pair cut between chunks into two lines', () => {
    const parser = createSseParser();
    expect(parser.push('event: delta\r')).toEqual([]);
    expect(parser.push('\ndata: x\r')).toEqual([]);
    expect(parser.push('\n\r\n')).toEqual([{ event: 'delta', data: 'x' }]);
  });
});
