/** The database-backed limiter: concurrent hits cannot all pass, windows roll over, old buckets are swept. */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@tend/db/client';
import { rateLimitBuckets } from '@tend/db/schema/leads';
import { testDatabase } from '../../test/test-db';
import { clearRateLimit, hitRateLimit, refundRateLimit, sweepRateLimitBuckets } from './rate-limit';

let db: Db;
beforeAll(async () => {
  db = (await testDatabase()).database.db;
});
const uniqueKey = () => `test:${crypto.randomUUID()}`;

describe('hitRateLimit', () => {
  it('lets exactly `limit` of 20 concurrent hits through', async () => {
    const key = uniqueKey();
    const now = new Date('2026-03-02T10:00:30Z');
    const answers = await Promise.all(Array.from({ length: 20 }, () => hitRateLimit(db, key, 7, 60_000, now)));
    expect(answers.filter((a) => !a.limited)).toHaveLength(7);
    expect(answers.map((a) => a.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(answers.every((a) => a.retryAfterSeconds === 30)).toBe(true);
  });

  it('starts a new count in the next window', async () => {
    const key = uniqueKey();
    const first = new Date('2026-03-02T10:00:59Z');
    expect((await hitRateLimit(db, key, 1, 60_000, first)).limited).toBe(false);
    expect(await hitRateLimit(db, key, 1, 60_000, first)).toEqual({ limited: true, count: 2, retryAfterSeconds: 1 });
    expect(await hitRateLimit(db, key, 1, 60_000, new Date('2026-03-02T10:01:00Z'))).toEqual({ limited: false, count: 1, retryAfterSeconds: 60 });
  });

  it('gives back one hit of the current window (never below zero), and clears a key', async () => {
    const key = uniqueKey();
    const now = new Date('2026-03-02T10:00:30Z');
    await hitRateLimit(db, key, 1, 60_000, now);
    await refundRateLimit(db, key, 60_000, now);
    await refundRateLimit(db, key, 60_000, now);
    expect((await hitRateLimit(db, key, 1, 60_000, now)).count).toBe(1);
    await clearRateLimit(db, key);
    expect(await db.select().from(rateLimitBuckets).where(eq(rateLimitBuckets.key, key))).toEqual([]);
  });

  it('sweeps buckets whose window started before the cut-off', async () => {
    const key = uniqueKey();
    await hitRateLimit(db, key, 5, 60_000, new Date('2020-01-01T00:00:00Z'));
    await hitRateLimit(db, key, 5, 60_000, new Date('2030-01-01T00:00:00Z'));
    expect(await sweepRateLimitBuckets(db, new Date('2021-01-01T00:00:00Z'))).toBeGreaterThanOrEqual(1);
    const left = await db.select().from(rateLimitBuckets).where(eq(rateLimitBuckets.key, key));
    expect(left.map((b) => b.windowStart.toISOString())).toEqual(['2030-01-01T00:00:00.000Z']);
  });
});
