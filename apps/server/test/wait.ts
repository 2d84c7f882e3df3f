import { eq } from 'drizzle-orm';
import type { Db } from '@tend/db/client';
import { jobs } from '@tend/db/schema/jobs';

/** Polls every 20 ms until `check` holds; throws after `ms`. For events that arrive on a socket. */
export async function until(check: () => boolean, ms = 15_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** Waits for a queued job to end (enqueueing kicks the app's runner) and answers how it ended. */
export async function jobEnded(db: Db, jobId: string): Promise<string> {
  for (;;) {
    const [row] = await db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, jobId));
    if (row!.status !== 'queued' && row!.status !== 'running') return row!.status;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
