import { z } from 'zod';
import { defineJob } from '../jobs/define-job';
import { deleteExpiredSessions } from './sessions';

/** Expired and idle sessions (and their access tokens) are deleted every 15 minutes, and their notification sockets closed on every instance. */
export const sweepExpiredSessions = defineJob({
  kind: 'sweep_expired_sessions',
  payload: z.object({}),
  every: '15m',
  budgetMs: 60_000,
  async run(_payload, { db, clock, hub }) {
    for (const ended of await deleteExpiredSessions(db, clock())) await hub.endSessions(ended.userId, ended.tokenHash);
  },
});
