import { and, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '@tend/db/client';
import { secondFactorThrottles } from '@tend/db/schema/staff-access';
import { users } from '@tend/db/schema/users';

/**
 * The account's budget of second-factor codes (ADR 020): 5 wrong codes, whichever challenge and
 * factor they came through, lock the second step for 15 minutes, doubled for each lock-out since
 * the last passed second factor, 24 hours at most. Wrong codes that led to no lock are forgotten
 * after a day. Every query is keyed by the one user it is about.
 */
export const secondFactorPolicy = {
  maxFailures: 5,
  failureWindowMs: 24 * 60 * 60_000,
  firstLockMs: 15 * 60_000,
  longestLockMs: 24 * 60 * 60_000,
  /** Wrong codes one client address may send across accounts, per window (as the password's 20 per 15 minutes). */
  maxFailuresPerAddress: 20,
  addressWindowMs: 15 * 60_000,
};

const t = secondFactorThrottles;
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/**
 * Takes one place in the budget before a code is checked, in one atomic upsert: concurrent codes
 * cannot all read a count under the limit. Answers false when the account is locked or its places
 * are taken (by wrong codes, or by codes still being checked).
 */
export async function claimSecondFactorAttempt(db: Db, userId: string, now: Date): Promise<boolean> {
  const stale = at(new Date(now.getTime() - secondFactorPolicy.failureWindowMs));
  const rows = await db
    .insert(t)
    .values({ userId, failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: t.userId,
      set: {
        failures: sql`case when ${t.windowStartedAt} <= ${stale} then 1 else ${t.failures} + 1 end`,
        windowStartedAt: sql`case when ${t.windowStartedAt} <= ${stale} then ${at(now)} else ${t.windowStartedAt} end`,
      },
      setWhere: and(
        or(isNull(t.lockedUntil), lte(t.lockedUntil, now)),
        or(sql`${t.failures} < ${secondFactorPolicy.maxFailures}`, lte(t.windowStartedAt, new Date(now.getTime() - secondFactorPolicy.failureWindowMs))),
      ),
    })
    .returning({ failures: t.failures });
  return rows.length > 0;
}

/** Gives a place back: the code was never checked (the challenge or the address refused it first). */
export async function refundSecondFactorAttempt(db: Db, userId: string, now: Date): Promise<void> {
  await db
    .update(t)
    .set({ failures: sql`${t.failures} - 1` })
    .where(and(eq(t.userId, userId), sql`${t.failures} > 0`, or(isNull(t.lockedUntil), lte(t.lockedUntil, now))));
}

/**
 * Locks the second step once the budget is spent; answers the lock's end when this call locked it
 * (so the holder is told once), null when it was not spent or another request locked it first.
 */
export async function lockIfSpent(db: Db, userId: string, now: Date): Promise<Date | null> {
  const { firstLockMs, longestLockMs, maxFailures } = secondFactorPolicy;
  // 15 min × 2^lockouts, at most a day (the exponent is capped first so the power cannot overflow).
  const lockMs = sql`least(${firstLockMs}::float8 * power(2, least(${t.lockouts}, 10)), ${longestLockMs}::float8)`;
  const [row] = await db
    .update(t)
    .set({
      lockedUntil: sql`${at(now)} + ${lockMs} * interval '1 millisecond'`,
      lockouts: sql`${t.lockouts} + 1`,
      failures: 0,
      windowStartedAt: now,
    })
    .where(and(eq(t.userId, userId), gte(t.failures, maxFailures), or(isNull(t.lockedUntil), lte(t.lockedUntil, now))))
    .returning({ lockedUntil: t.lockedUntil });
  return row?.lockedUntil ?? null;
}

/** When the account's second step opens again, if it is locked now. */
export async function secondFactorLockedUntil(db: Db, userId: string, now: Date): Promise<Date | null> {
  const [row] = await db.select({ lockedUntil: t.lockedUntil }).from(t).where(eq(t.userId, userId));
  return row?.lockedUntil && row.lockedUntil > now ? row.lockedUntil : null;
}

/** A second factor passed (or an admin reset the factors): the budget starts afresh, and so does the lock-outs' growth. */
export async function clearSecondFactorThrottle(db: Db, userId: string): Promise<void> {
  await db.delete(t).where(eq(t.userId, userId));
}

/** Whom the lock-out mail goes to: the account's own address, while the account is active. */
export async function activeAccountEmail(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.active, true)));
  return row?.email ?? null;
}
