import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '@tend/db/client';
import { practices } from '@tend/db/schema/practices';
import { sessionPolicy } from '../../auth/session-policy';
import { recordAudit } from '../../audit/audit';

/**
 * Deletes every demo practice older than 24 h; the foreign keys cascade to its users, sessions,
 * clients, appointments, notes and conversations. Safe to run from several instances at once.
 */
export async function purgeExpiredDemos(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - sessionPolicy.demoLifetimeMs);
  const purged = await db
    .delete(practices)
    .where(and(eq(practices.demo, true), lt(practices.createdAt, cutoff)))
    .returning({ id: practices.id });
  if (purged.length > 0) {
    await recordAudit(db, { actor: null, ip: null, now }, { action: 'demo_purge', recordType: 'practice', recordId: `${purged.length} demo practices`, outcome: 'success' });
  }
  return purged.length;
}

const sweepEveryMs = 10 * 60_000;

/** Runs the purge now and every 10 minutes; returns a stop function. */
export function startDemoSweep(db: Db, clock: () => Date, log: (error: unknown) => void): () => void {
  const run = () => purgeExpiredDemos(db, clock()).catch(log);
  void run();
  const timer = setInterval(run, sweepEveryMs);
  timer.unref();
  return () => clearInterval(timer);
}
