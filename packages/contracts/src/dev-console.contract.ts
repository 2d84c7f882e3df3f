import { z } from 'zod';

/** GET /api/dev/console (role dev): the install's health and machinery. Never a record's content, never PHI. */
export const devConsoleSchema = z.object({
  version: z.object({ commit: z.string(), build_timestamp: z.string().nullable(), started_at: z.string(), node: z.string(), uptime_seconds: z.number() }),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    migrations: z.object({
      applied: z.number().int(),
      known: z.number().int(),
      /** The newest applied migration's name (its tag in the journal), null on an empty database. */
      latest: z.string().nullable(),
      /** Known to this build and not applied: a deploy that did not migrate. */
      pending: z.array(z.string()),
    }),
  }),
  jobs: z.object({
    /** Count of jobs per kind and status. */
    counts: z.array(z.object({ kind: z.string(), status: z.enum(['queued', 'running', 'done', 'error']), count: z.number().int() })),
    /** The newest jobs that gave up, with their error (values masked) and no payload. */
    failed: z.array(
      z.object({ id: z.uuid(), kind: z.string(), attempts: z.number().int(), error: z.string(), created_at: z.string(), finished_at: z.string().nullable() }),
    ),
  }),
  realtime: z.object({ pubsub: z.enum(['in-process', 'postgres']), sockets: z.number().int() }),
  providers: z.object({
    ai: z.object({ ok: z.boolean(), where: z.string(), reason: z.string().optional() }),
    /** The voice-mode speech provider (built-in offline or an OpenAI-compatible server) and its probe. */
    speech: z.object({ kind: z.enum(['builtin', 'openai-compatible']), ok: z.boolean(), detail: z.string() }),
  }),
});
export type DevConsole = z.infer<typeof devConsoleSchema>;

export const retryJobResponseSchema = z.object({ id: z.uuid(), status: z.literal('queued') });
export type RetryJobResponse = z.infer<typeof retryJobResponseSchema>;
