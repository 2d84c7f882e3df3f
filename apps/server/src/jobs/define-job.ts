import type { z } from 'zod';
import type { Db } from '@tend/db/client';
import type { PushSender } from '../push/push-sender';
import type { NotificationHub } from '../realtime/hub';

/** What every job may use; the runner hands it to each run with the job's own details. */
export interface JobServices {
  db: Db;
  clock: () => Date;
  hub: NotificationHub;
  push: PushSender;
}

export interface JobContext extends JobServices {
  jobId: string;
  /** The user the job was queued for, if any. */
  userId: string | null;
  /** Aborts when the job's budget runs out. */
  signal: AbortSignal;
}

/** How long between runs of a recurring job: seconds, minutes or hours ('30s', '15m', '1h'). */
export type Every = `${number}${'s' | 'm' | 'h'}`;

export interface JobDefinition<S extends z.ZodObject = z.ZodObject> {
  /** Stored in jobs.kind; unique across the app. */
  kind: string;
  /** Checked when the job runs: a payload that does not match ends the job in `error`, unretried. */
  payload: S;
  /** Longest one attempt may run; its lease lasts as long, so a crashed worker's job is picked up again. */
  budgetMs: number;
  /**
   * Makes the job recurring: the runner keeps one run queued (across all instances), the next
   * one `every` after the last ended. A recurring job's payload is `{}`.
   */
  every?: Every;
  run(payload: z.output<S>, ctx: JobContext): Promise<Record<string, unknown> | void>;
  /** Called once when the job ends in `error` after its attempts, e.g. to tell the user. */
  onFailed?(payload: z.output<S>, ctx: Omit<JobContext, 'signal'>, reason: string): Promise<void>;
}

/** Only a job whose payload may be `{}` can recur (the runner queues its runs with that payload). */
type RecursOnlyWithoutPayload<S extends z.ZodObject> = Record<never, never> extends z.input<S> ? unknown : { every?: never };

/** A job kind with its payload's schema: `jobs.enqueue(theJob, payload)` is typed by it. */
export function defineJob<S extends z.ZodObject>(definition: JobDefinition<S> & RecursOnlyWithoutPayload<S>): JobDefinition<S> {
  return definition;
}

const unitMs = { s: 1000, m: 60_000, h: 3_600_000 } as const;

export function everyMs(every: Every): number {
  const ms = Number(every.slice(0, -1)) * unitMs[every.slice(-1) as keyof typeof unitMs];
  if (!(ms > 0)) throw new Error(`every must be a positive duration, not ${every}`);
  return ms;
}
