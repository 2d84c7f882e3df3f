import type { FastifyLoggerOptions, FastifyRequest } from 'fastify';

/**
 * ARCHITECTURE rule 12: no PHI in logs. Database errors carry the SQL, its parameters and the
 * offending value in their message and detail ("Failed query: … params: Ana,…", 'invalid input
 * syntax for type uuid: "…"'), so an error is logged as a summary: its class, its code (the
 * SQLSTATE for the database), the schema names it points at, and the stack frames without the
 * message line. Requests are logged by route pattern: paths hold tokens and query strings hold
 * search text.
 */

interface ErrorSummary {
  type: string;
  code?: string;
  message: string;
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
  stack: string;
  cause?: ErrorSummary;
}

const sqlState = /^[0-9A-Z]{5}$/;

/** True for an error from the database driver or the query builder wrapping it, anywhere in its cause chain. */
export function isDatabaseError(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const e = error as Record<string, unknown>;
  if ('query' in e || 'params' in e || 'severity' in e) return true;
  if (e.name === 'DatabaseError' || e.name === 'DrizzleQueryError') return true;
  if (typeof e.message === 'string' && /^Failed query:/.test(e.message)) return true;
  return isDatabaseError(e.cause, depth + 1);
}

/**
 * Another error's message may still quote a value (a date Temporal refused, a body JSON.parse
 * choked on): quoted text and long digit runs are masked, and the message is cut short.
 * E-mail addresses are masked wherever they stand.
 */
export function maskMessage(message: string): string {
  return message
    .replace(/(["'`])(?:(?!\1).){1,2000}\1/g, '$1…$1')
    .replace(/[^\s@"'`]+@[^\s@"'`]+/g, '…@…')
    .replace(/\d{3,}/g, '…')
    .slice(0, 200);
}

/** Stack frames only: the first line repeats the message. */
function framesOf(stack: unknown): string {
  if (typeof stack !== 'string') return '';
  return stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, 15)
    .join('\n');
}

const schemaName = (value: unknown) => (typeof value === 'string' && /^[\w.]{1,63}$/.test(value) ? value : undefined);

export type LogFormat = 'auto' | 'json' | 'pretty';

/** Readable lines for a person at a terminal ('auto' with a TTY), JSON for log collectors and pipes. */
export const prettyLogs = (format: LogFormat, isTTY = Boolean(process.stdout.isTTY)) => format === 'pretty' || (format === 'auto' && isTTY);

// The serializers above still run first: the pretty printer only lays out what may be logged.
const prettyTransport = { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } };

/** What of an error may be written to the log: never its parameters, detail or the values in its message. */
export function summarizeError(error: unknown, depth = 0): ErrorSummary {
  if (!error || typeof error !== 'object') return { type: typeof error, message: '', stack: '' };
  const e = error as Record<string, unknown>;
  const database = isDatabaseError(error);
  const code = typeof e.code === 'string' || typeof e.code === 'number' ? String(e.code) : undefined;
  const summary: ErrorSummary = {
    type: typeof e.name === 'string' ? e.name : (error.constructor?.name ?? 'Error'),
    ...(code && (!database || sqlState.test(code)) ? { code } : {}),
    // The driver's message quotes the value it refused; the SQLSTATE says what went wrong.
    message: database ? 'database error (message withheld)' : maskMessage(typeof e.message === 'string' ? e.message : ''),
    stack: framesOf(e.stack),
  };
  if (database) {
    for (const key of ['constraint', 'table', 'column', 'routine'] as const) {
      const name = schemaName(e[key]);
      if (name) summary[key] = name;
    }
  }
  if (e.cause && depth < 3) summary.cause = summarizeError(e.cause, depth + 1);
  return summary;
}

/** The logger of the app: `stream` lets a test read every line written. */
export function loggerOptions(level: string, stream?: FastifyLoggerOptions['stream'], format: LogFormat = 'json'): FastifyLoggerOptions {
  return {
    level,
    ...(stream ? { stream } : prettyLogs(format) ? { transport: prettyTransport } : {}),
    serializers: {
      req: (req: FastifyRequest) => ({ id: req.id, method: req.method, route: req.routeOptions?.url ?? '(no route)' }),
      res: (res) => ({ statusCode: res.statusCode }),
      err: (err) => ({ ...summarizeError(err) }),
    },
  };
}
