import { lt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '@tend/db/client';
import { rateLimitBuckets } from '@tend/db/schema/leads';
import { defineJob } from '../jobs/define-job';

export interface RateLimitAnswer {
  /** True when this hit went over the limit: refuse the request. */
  limited: boolean;
  /** Hits counted in this window, this one included. */
  count: number;
  /** Seconds until the window ends: the Retry-After of a 429. */
  retryAfterSeconds: number;
}

/**
 * A fixed-window limiter shared by every instance: one atomic upsert per hit answers the new
 * count, so concurrent requests cannot all pass a read-then-write check. The key names what is
 * limited (e.g. `inquiry:ip:203.0.113.9`); windows start at multiples of windowMs since the epoch.
 */
export async function hitRateLimit(db: Db, key: string, limit: number, windowMs: number, now: Date): Promise<RateLimitAnswer> {
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const [row] = await db
    .insert(rateLimitBuckets)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({ target: [rateLimitBuckets.key, rateLimitBuckets.windowStart], set: { count: sql`${rateLimitBuckets.count} + 1` } })
    .returning({ count: rateLimitBuckets.count });
  const count = row!.count;
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000));
  return { limited: count > limit, count, retryAfterSeconds };
}

/** Deletes buckets whose window started before `before` (pass now minus the longest window in use). */
export async function sweepRateLimitBuckets(db: Db, before: Date): Promise<number> {
  const gone = await db.delete(rateLimitBuckets).where(lt(rateLimitBuckets.windowStart, before)).returning({ key: rateLimitBuckets.key });
  return gone.length;
}

/** The longest window any limiter uses (the inquiry form's day); older buckets count for nothing. */
const longestWindowMs = 24 * 60 * 60_000;

/** Old rate-limit buckets are deleted every hour. */
export const sweepRateLimitBucketsJob = defineJob({
  kind: 'sweep_rate_limit_buckets',
  payload: z.object({}),
  every: '1h',
  budgetMs: 60_000,
  async run(_payload, { db, clock }) {
    await sweepRateLimitBuckets(db, new Date(clock().getTime() - longestWindowMs));
  },
});
