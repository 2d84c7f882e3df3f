import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id, oneOf } from './columns';
import { users } from './users';

/** Server-side only (no call answers a job's status): waiting, leased by a worker, finished, given up. */
export const jobStatuses = ['queued', 'running', 'done', 'error'] as const;

/**
 * Durable background work (finalize-session, note generation). Claimed with FOR UPDATE SKIP
 * LOCKED so several server instances share the queue; a job whose lease runs out is retried
 * or ended in `error`, never left `running`.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    kind: text('kind').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status', { enum: jobStatuses }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    runAfter: at('run_after').notNull().defaultNow(),
    leaseUntil: at('lease_until'),
    result: jsonb('result').$type<Record<string, unknown>>(),
    error: text('error'),
    createdAt: createdAt(),
    finishedAt: at('finished_at'),
  },
  (t) => [index('jobs_ready_idx').on(t.status, t.runAfter), index('jobs_user_idx').on(t.userId, t.kind), oneOf('jobs_status_check', t.status, jobStatuses)],
);
