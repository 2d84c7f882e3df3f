import { sql } from 'drizzle-orm';
import type { Db } from '@tend/db/client';
import { jobs } from '@tend/db/schema/jobs';

/**
 * Queues the next run of a recurring job unless one is already queued or running, on any
 * instance — `ending` names the run that is finishing, which does not count. A transaction-scoped
 * advisory lock per kind makes the check and the insert one step across instances (PGlite and
 * PostgreSQL alike), so N instances starting or finishing at once still queue one run.
 */
export async function queueNextRun(tx: Db, kind: string, runAfter: Date, now: Date, ending?: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`recurring-job:${kind}`}, 0))`);
  await tx.execute(sql`
    insert into ${jobs} (kind, payload, run_after, created_at)
    select ${kind}, '{}'::jsonb, ${runAfter}, ${now}
    where not exists (
      select 1 from ${jobs}
      where kind = ${kind} and status in ('queued', 'running') ${ending ? sql`and id <> ${ending}` : sql``}
    )`);
}
