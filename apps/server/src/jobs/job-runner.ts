import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@tend/db/client';
import { queryRows } from '@tend/db/client';
import { jobs } from '@tend/db/schema/jobs';
import { everyMs, type JobContext, type JobDefinition, type JobServices } from './define-job';
import { queueNextRun } from './recurring';

type JobRow = typeof jobs.$inferSelect;
type Ending = { status: 'done'; result: Record<string, unknown> } | { status: 'error'; error: string };

/**
 * Durable jobs over the jobs table. Any instance may run any job it knows: claims use FOR UPDATE
 * SKIP LOCKED, and a job whose lease expired (its worker died) is claimed again until its attempts
 * run out, then it ends in `error` — never left `running`. Recurring jobs queue their next run as
 * they end, so periodic work needs no timer of its own and runs once per period across instances.
 */
export class JobRunner {
  private readonly definitions: ReadonlyMap<string, JobDefinition>;
  private readonly leaseMs: number;
  private readonly db: Db;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private scheduling: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly services: JobServices,
    definitions: readonly JobDefinition[],
    private readonly onError: (error: unknown) => void,
  ) {
    this.db = services.db;
    this.definitions = new Map(definitions.map((d) => [d.kind, d]));
    if (this.definitions.size !== definitions.length) throw new Error('two job definitions share a kind');
    for (const d of definitions) if (d.every) everyMs(d.every);
    this.leaseMs = Math.max(...definitions.map((d) => d.budgetMs), 1000);
  }

  /** Queues a job; pass a transaction to commit it with the write that asked for it. */
  async enqueue<S extends z.ZodObject>(job: JobDefinition<S>, payload: z.input<S>, options: { userId?: string; db?: Db } = {}): Promise<string> {
    if (!this.definitions.has(job.kind)) throw new Error(`job ${job.kind} is not registered with the runner`);
    const now = this.services.clock();
    const [row] = await (options.db ?? this.db)
      .insert(jobs)
      .values({ kind: job.kind, payload: payload as Record<string, unknown>, userId: options.userId, runAfter: now, createdAt: now })
      .returning({ id: jobs.id });
    if (!options.db) this.kick();
    return row!.id;
  }

  /** Makes sure every recurring job has a run queued (the first one runs now). */
  async scheduleRecurring(): Promise<void> {
    const now = this.services.clock();
    for (const d of this.definitions.values()) {
      if (d.every) await this.db.transaction((tx) => queueNextRun(tx, d.kind, now, now));
    }
  }

  start(pollMs = 1000): void {
    this.stopped = false;
    this.timer = setInterval(() => this.kick(), pollMs);
    this.timer.unref();
    this.scheduling = this.scheduleRecurring()
      .catch(this.onError)
      .finally(() => this.kick());
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.scheduling;
    await this.running;
  }

  /** Runs jobs until none is ready (tests call this instead of waiting for the poll). */
  async runUntilIdle(): Promise<void> {
    while (await this.runOne());
  }

  kick(): void {
    if (this.running || this.stopped) return;
    this.running = this.runUntilIdle()
      .catch(this.onError)
      .finally(() => {
        this.running = undefined;
      });
  }

  private async runOne(): Promise<boolean> {
    const job = await this.claim();
    if (!job) return false;
    const definition = this.definitions.get(job.kind)!;
    const parsed = definition.payload.safeParse(job.payload);
    if (!parsed.success) {
      // A payload that does not match its schema will not match on a retry either.
      await this.end(job, definition, { status: 'error', error: `bad payload: ${z.prettifyError(parsed.error)}` });
      return true;
    }
    const ctx = { ...this.services, jobId: job.id, userId: job.userId };
    if (job.attempts > job.maxAttempts) {
      await this.fail(job, definition, parsed.data, ctx, 'gave up: the job did not finish within its attempts');
      return true;
    }
    try {
      const result = await definition.run(parsed.data, { ...ctx, signal: AbortSignal.timeout(definition.budgetMs) });
      await this.end(job, definition, { status: 'done', result: result ?? {} });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (job.attempts >= job.maxAttempts) {
        await this.fail(job, definition, parsed.data, ctx, message);
      } else {
        // Back off 2^attempts seconds before the next try.
        const runAfter = new Date(this.services.clock().getTime() + 2 ** job.attempts * 1000);
        await this.db.update(jobs).set({ status: 'queued', runAfter, leaseUntil: null, error: message }).where(eq(jobs.id, job.id));
      }
    }
    return true;
  }

  /** Claims the oldest ready job of a kind this runner knows (another version's kinds are left alone). */
  private async claim(): Promise<JobRow | null> {
    const now = this.services.clock();
    const rows = await queryRows<{ id: string }>(
      this.db,
      sql`update ${jobs} set status = 'running', attempts = attempts + 1, lease_until = ${new Date(now.getTime() + this.leaseMs)}
          where id = (
            select id from ${jobs}
            where ((status = 'queued' and run_after <= ${now}) or (status = 'running' and lease_until < ${now}))
              and ${inArray(jobs.kind, [...this.definitions.keys()])}
            order by run_after
            limit 1
            for update skip locked
          )
          returning id`,
    );
    if (!rows[0]) return null;
    const [job] = await this.db.select().from(jobs).where(eq(jobs.id, rows[0].id));
    return job ?? null;
  }

  private async fail(job: JobRow, definition: JobDefinition, payload: unknown, ctx: Omit<JobContext, 'signal'>, reason: string): Promise<void> {
    await this.end(job, definition, { status: 'error', error: reason });
    await definition.onFailed?.(payload as Record<string, unknown>, ctx, reason).catch(this.onError);
  }

  /** Records how the job ended; a recurring job's next run is queued in the same transaction. */
  private async end(job: JobRow, definition: JobDefinition, ending: Ending): Promise<void> {
    const now = this.services.clock();
    await this.db.transaction(async (tx) => {
      if (definition.every) await queueNextRun(tx, job.kind, new Date(now.getTime() + everyMs(definition.every)), now, job.id);
      await tx
        .update(jobs)
        .set({
          status: ending.status,
          result: ending.status === 'done' ? ending.result : null,
          error: ending.status === 'error' ? ending.error : null,
          finishedAt: now,
          leaseUntil: null,
        })
        .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running')));
    });
  }
}
