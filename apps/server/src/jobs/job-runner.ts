import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@tend/db/client';
import { queryRows } from '@tend/db/client';
import { jobs } from '@tend/db/schema/jobs';

type JobRow = typeof jobs.$inferSelect;

export interface JobHandler {
  /** Longest one attempt may run; its lease lasts as long, so a crashed worker's job is picked up again. */
  budgetMs: number;
  run(job: JobRow, signal: AbortSignal): Promise<Record<string, unknown>>;
  /** Called once when the job ends in `error` (attempts used up), e.g. to tell the user. */
  onFailed?(job: JobRow, reason: string): Promise<void>;
}

/**
 * Durable jobs over the jobs table. Any instance may run any job: claims use FOR UPDATE SKIP
 * LOCKED, and a job whose lease expired (its worker died) is claimed again until its attempts
 * run out, then it ends in `error` — never left `running`.
 */
export class JobRunner {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly handlers: Record<string, JobHandler>,
    private readonly clock: () => Date,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Queues a job; pass a transaction to commit it with the write that asked for it. */
  async enqueue(kind: string, payload: Record<string, unknown>, options: { userId?: string; db?: Db } = {}): Promise<string> {
    const [row] = await (options.db ?? this.db)
      .insert(jobs)
      .values({ kind, payload, userId: options.userId, runAfter: this.clock(), createdAt: this.clock() })
      .returning({ id: jobs.id });
    if (!options.db) this.kick();
    return row!.id;
  }

  start(pollMs = 1000): void {
    this.stopped = false;
    this.timer = setInterval(() => this.kick(), pollMs);
    this.timer.unref();
    this.kick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
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
    const handler = this.handlers[job.kind];
    if (!handler) {
      await this.finish(job.id, 'error', null, `no handler for job kind ${job.kind}`);
      return true;
    }
    if (job.attempts > job.maxAttempts) {
      await this.fail(job, handler, 'gave up: the job did not finish within its attempts');
      return true;
    }
    try {
      const result = await handler.run(job, AbortSignal.timeout(handler.budgetMs));
      await this.finish(job.id, 'done', result, null);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (job.attempts >= job.maxAttempts) {
        await this.fail(job, handler, message);
      } else {
        // Back off 2^attempts seconds before the next try.
        const runAfter = new Date(this.clock().getTime() + 2 ** job.attempts * 1000);
        await this.db.update(jobs).set({ status: 'queued', runAfter, leaseUntil: null, error: message }).where(eq(jobs.id, job.id));
      }
    }
    return true;
  }

  private async claim(): Promise<JobRow | null> {
    const now = this.clock();
    const leaseMs = Math.max(...Object.values(this.handlers).map((h) => h.budgetMs), 1000);
    const rows = await queryRows<{ id: string }>(
      this.db,
      sql`update ${jobs} set status = 'running', attempts = attempts + 1, lease_until = ${new Date(now.getTime() + leaseMs)}
          where id = (
            select id from ${jobs}
            where (status = 'queued' and run_after <= ${now}) or (status = 'running' and lease_until < ${now})
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

  private async fail(job: JobRow, handler: JobHandler, reason: string): Promise<void> {
    await this.finish(job.id, 'error', null, reason);
    await handler.onFailed?.(job, reason).catch(this.onError);
  }

  private async finish(id: string, status: 'done' | 'error', result: Record<string, unknown> | null, error: string | null): Promise<void> {
    await this.db
      .update(jobs)
      .set({ status, result, error, finishedAt: this.clock(), leaseUntil: null })
      .where(and(eq(jobs.id, id), eq(jobs.status, 'running')));
  }
}
