import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { loggerOptions, prettyLogs } from './log-safety';

describe('log format', () => {
  it('prints readable lines at a terminal and JSON anywhere else, unless told', () => {
    expect(prettyLogs('auto', true)).toBe(true);
    expect(prettyLogs('auto', false)).toBe(false);
    expect(prettyLogs('json', true)).toBe(false);
    expect(prettyLogs('pretty', false)).toBe(true);
  });

  it('hands pretty lines to an installed pino-pretty, and never when a stream is given (tests read JSON back)', () => {
    const pretty = loggerOptions('info', undefined, 'pretty') as { transport?: { target: string } };
    expect(pretty.transport?.target).toBe('pino-pretty');
    expect(() => createRequire(import.meta.url).resolve(pretty.transport!.target)).not.toThrow();
    expect(loggerOptions('info', { write: () => undefined }, 'pretty')).not.toHaveProperty('transport');
    expect(loggerOptions('info', undefined, 'json')).not.toHaveProperty('transport');
  });
});
