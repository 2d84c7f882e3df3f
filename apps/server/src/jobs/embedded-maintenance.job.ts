import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { defineJob } from './define-job';

/**
 * The embedded database's autovacuum, which PGlite does not run: without it no table ever gets
 * planner statistics (a query over 13k visits was planned as if its tables were empty and took
 * seconds) and dead rows of updated or deleted records are never made reusable. A few hundred
 * milliseconds on a large practice's database; PostgreSQL does this by itself and never gets the job.
 */
export const embeddedMaintenanceJob = defineJob({
  kind: 'maintain_embedded_database',
  payload: z.object({}),
  every: '6h',
  budgetMs: 4 * 60_000,
  async run(_payload, { db }) {
    await db.execute(sql`vacuum (analyze)`);
  },
});
