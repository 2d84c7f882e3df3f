import { z } from 'zod';
import { defineJob } from '../jobs/define-job';
import { sweepRetainedRows } from './retention-sweep';

/** Spent tokens, invites, finished jobs and idempotency claims are deleted once a day (periods in retention-sweep.ts). */
export const retentionSweep = defineJob({
  kind: 'retention_sweep',
  payload: z.object({}),
  every: '24h',
  budgetMs: 4 * 60_000,
  async run(_payload, { db, clock }) {
    return { deleted: await sweepRetainedRows(db, clock()) };
  },
});
