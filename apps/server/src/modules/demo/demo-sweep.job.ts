import { z } from 'zod';
import { defineJob } from '../../jobs/define-job';
import { purgeExpiredDemos } from './demo.repo';

/** In DEMO_MODE only: expired demos are purged every 10 minutes. */
export const sweepExpiredDemos = defineJob({
  kind: 'sweep_expired_demos',
  payload: z.object({}),
  every: '10m',
  budgetMs: 60_000,
  async run(_payload, { db, clock }) {
    return { purged: await purgeExpiredDemos(db, clock()) };
  },
});
