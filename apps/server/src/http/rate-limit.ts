import { errorCodes } from '@tend/contracts/errors';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { Db } from '@tend/db/client';
import { rateLimitBuckets } from '@tend/db/schema/leads';
import { defineJob } from '../jobs/define-job';
import { HttpError } from './errors';

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
  const windowStart = windowStartOf(windowMs, now);
  const [row] = await db
    .insert(rateLimitBuckets)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({ target: [rateLimitBuckets.key, rateLimitBuckets.windowStart], set: { count: sql`${rateLimitBuckets.count} + 1` } })
    .returning({ count: rateLimitBuckets.count });
  const count = row!.count;
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000));
  return { limited: count > limit, count, retryAfterSeconds };
}

export interface RateLimitRule {
  limit: number;
  windowMs: number;
}

const windowStartOf = (windowMs: number, now: Date) => new Date(Math.floor(now.getTime() / windowMs) * windowMs);

/** Gives back one hit of the current window: the attempt turned out not to count (a right password). */
export async function refundRateLimit(db: Db, key: string, windowMs: number, now: Date): Promise<void> {
  await db
    .update(rateLimitBuckets)
    .set({ count: sql`${rateLimitBuckets.count} - 1` })
    .where(and(eq(rateLimitBuckets.key, key), eq(rateLimitBuckets.windowStart, windowStartOf(windowMs, now)), gt(rateLimitBuckets.count, 0)));
}

/** Forgets every window of one key. */
export async function clearRateLimit(db: Db, key: string): Promise<void> {
  await db.delete(rateLimitBuckets).where(eq(rateLimitBuckets.key, key));
}

/** "15 minutes", "hour": how a window reads in a message. */
export function describeWindow(windowMs: number): string {
  const names: Record<number, string> = { 60_000: 'minute', 3_600_000: 'hour', 86_400_000: 'day' };
  return names[windowMs] ?? `${Math.round(windowMs / 60_000)} minutes`;
}

/** "40 seconds", "1 minute", "12 minutes": how long a refused caller waits. */
export function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** The 429 of a refused hit: Retry-After set, the message naming the limit (and never what was sent). */
export function tooManyRequests(reply: FastifyReply, retryAfterSeconds: number, message: string): HttpError {
  reply.header('retry-after', String(retryAfterSeconds));
  return new HttpError(429, errorCodes.tooManyRequests, message);
}

/** Counts one hit of `key` and refuses it over the rule: `what` names what is counted ("sign-ups from one address"). */
export async function enforceRateLimit(db: Db, reply: FastifyReply, key: string, rule: RateLimitRule, what: string, now: Date): Promise<void> {
  const hit = await hitRateLimit(db, key, rule.limit, rule.windowMs, now);
  if (!hit.limited) return;
  throw tooManyRequests(
    reply,
    hit.retryAfterSeconds,
    `Too many ${what}: the limit is ${rule.limit} per ${describeWindow(rule.windowMs)}. Please try again in ${describeWait(hit.retryAfterSeconds)}.`,
  );
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
