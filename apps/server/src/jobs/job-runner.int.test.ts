import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { Db } from '@tend/db/client';
import { jobs } from '@tend/db/schema/jobs';
import { NotificationHub } from '../realtime/hub';
import { inProcessPubSub } from '../realtime/pubsub';
import { testDatabase } from '../../test/test-db';
import { defineJob, type JobDefinition, type JobServices } from './define-job';
import { JobRunner } from './job-runner';

let db: Db;
const clock = { now: new Date('2030-01-01T09:00:00Z') };
beforeAll(async () => {
  db = (await testDatabase()).database.db;
});

/** A runner on this worker's database, like one server instance; jobs of other kinds are not its business. */
function runner(definitions: JobDefinition[]): JobRunner {
  const services: JobServices = {
    db,
    clock: () => clock.now,
    hub: new NotificationHub(inProcessPubSub()),
    push: { publicKey: '', sendToUser: async () => ({ sent: 0, removed: 0 }) },
  };
  return new JobRunner(services, definitions, (error) => {
    throw error;
  });
}

const rowsOf = (kind: string) => db.select().from(jobs).where(eq(jobs.kind, kind)).orderBy(asc(jobs.createdAt), asc(jobs.runAfter));
const uniqueKind = (name: string) => `test_${name}_${crypto.randomUUID().slice(0, 8)}`;

describe('typed jobs', () => {
  const typedJob = (run = vi.fn(async (p: { count: number }) => ({ doubled: p.count * 2 }))) => ({
    run,
    job: defineJob({ kind: uniqueKind('typed'), payload: z.object({ count: z.number().int() }), budgetMs: 5_000, run }),
  });

  it('runs with the payload its schema parsed, and records the result', async () => {
    const { job, run } = typedJob();
    const worker = runner([job]);
    const id = await worker.enqueue(job, { count: 21 }, { db });
    await worker.runUntilIdle();
    expect(run).toHaveBeenCalledWith({ count: 21 }, expect.objectContaining({ jobId: id, userId: null }));
    expect(await rowsOf(job.kind)).toMatchObject([{ status: 'done', attempts: 1, result: { doubled: 42 } }]);
  });

  it('a payload that does not match its schema ends the job in error, without running it or retrying', async () => {
    const { job, run } = typedJob();
    // As a payload written by an older version would be: enqueue's types do not allow it.
    await db.insert(jobs).values({ kind: job.kind, payload: { count: 'many' }, runAfter: clock.now, createdAt: clock.now });
    await runner([job]).runUntilIdle();
    expect(run).not.toHaveBeenCalled();
    const [row] = await rowsOf(job.kind);
    expect(row).toMatchObject({ status: 'error', attempts: 1 });
    expect(row!.error).toMatch(/^bad payload: .*expected number.*\n.*→ at count/s);
  });

  it('refuses to queue a job the runner was not given', async () => {
    const { job } = typedJob();
    await expect(runner([]).enqueue(job, { count: 1 })).rejects.toThrow(`job ${job.kind} is not registered with the runner`);
  });
});

describe('recurring jobs', () => {
  const recurring = (run: () => Promise<void>) => defineJob({ kind: uniqueKind('sweep'), payload: z.object({}), every: '15m', budgetMs: 5_000, run });
  const queued = async (kind: string) => (await rowsOf(kind)).filter((r) => r.status === 'queued');

  it('runs once per period and queues its next run once, with two instances running', async () => {
    const run = vi.fn(async () => undefined);
    const sweep = recurring(run);
    const [a, b] = [runner([sweep]), runner([sweep])];

    // Instances start at once: one run is queued, for now.
    await Promise.all([a, b, a, b, a, b, a, b].map((r) => r.scheduleRecurring()));
    expect(await queued(sweep.kind)).toMatchObject([{ runAfter: clock.now }]);

    await Promise.all([a.runUntilIdle(), b.runUntilIdle()]);
    expect(run).toHaveBeenCalledTimes(1);
    const next = new Date(clock.now.getTime() + 15 * 60_000);
    expect(await queued(sweep.kind)).toMatchObject([{ runAfter: next }]);

    // Nothing is due until the period has passed; then exactly one more run, and one next.
    await Promise.all([a.runUntilIdle(), b.runUntilIdle(), a.scheduleRecurring()]);
    expect(run).toHaveBeenCalledTimes(1);
    clock.now = next;
    await Promise.all([a.runUntilIdle(), b.runUntilIdle()]);
    expect(run).toHaveBeenCalledTimes(2);
    expect((await rowsOf(sweep.kind)).map((r) => r.status)).toEqual(['done', 'done', 'queued']);
  });

  it('a run that fails every attempt still queues the next one', async () => {
    const sweep = recurring(async () => {
      throw new Error('database unavailable');
    });
    const worker = runner([sweep]);
    await worker.scheduleRecurring();
    // Three attempts, backing off 2 s and 4 s between them.
    for (const wait of [0, 2_000, 4_000]) {
      clock.now = new Date(clock.now.getTime() + wait);
      await worker.runUntilIdle();
    }
    const rows = await rowsOf(sweep.kind);
    expect(rows).toMatchObject([
      { status: 'error', attempts: 3, error: 'database unavailable' },
      { status: 'queued', runAfter: new Date(clock.now.getTime() + 15 * 60_000) },
    ]);
  });

  it('is not queued again while a run is in progress on another instance', async () => {
    const sweep = recurring(async () => undefined);
    await runner([sweep]).scheduleRecurring();
    await db
      .update(jobs)
      .set({ status: 'running', leaseUntil: new Date(clock.now.getTime() + 60_000) })
      .where(and(eq(jobs.kind, sweep.kind), eq(jobs.status, 'queued')));
    await runner([sweep]).scheduleRecurring();
    expect((await rowsOf(sweep.kind)).map((r) => r.status)).toEqual(['running']);
  });
});
