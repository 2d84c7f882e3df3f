import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '@tend/db/client';
import { signInChallenges } from '@tend/db/schema/staff-access';
import { users } from '@tend/db/schema/users';
import { hashToken, newToken } from '../../auth/tokens';
import { errorCodes } from '@tend/contracts/errors';
import { HttpError } from '../../http/errors';

/** A sign-in waiting for its second factor: 10 minutes, 5 code checks, then the password again (the account's own budget is in second-factor-throttle.repo.ts). */
export const challengePolicy = { cookieName: 'tend_challenge', cookiePath: '/api/auth', ttlMs: 10 * 60_000, maxAttempts: 5 };

export type Challenge = typeof signInChallenges.$inferSelect;
export type ChallengeKind = Challenge['kind'];

/** Starts a challenge and hands its token to the browser in an httpOnly cookie only (never in a body). */
export async function startChallenge(
  db: Db,
  http: { request: FastifyRequest; reply: FastifyReply; now: Date },
  userId: string,
  kind: ChallengeKind,
  method: string,
) {
  const token = newToken();
  // One challenge per user at a time: a new sign-in replaces an unfinished one, and stale ones go.
  await db.delete(signInChallenges).where(eq(signInChallenges.userId, userId));
  await db.delete(signInChallenges).where(lt(signInChallenges.expiresAt, http.now));
  await db.insert(signInChallenges).values({
    tokenHash: hashToken(token),
    userId,
    kind,
    method,
    createdAt: http.now,
    expiresAt: new Date(http.now.getTime() + challengePolicy.ttlMs),
  });
  http.reply.setCookie(challengePolicy.cookieName, token, {
    path: challengePolicy.cookiePath,
    httpOnly: true,
    sameSite: 'lax',
    secure: http.request.protocol === 'https',
    maxAge: challengePolicy.ttlMs / 1000,
  });
}

export const challengeExpired = (message = 'Your sign-in has expired. Please sign in again.') => new HttpError(401, errorCodes.mfaChallengeExpired, message);

/** The live challenge the request's cookie names, of the kind the route serves (any when undefined), with its (active) user; else 401. */
export async function challengeOf(db: Db, request: FastifyRequest, now: Date, kind: ChallengeKind | undefined) {
  const token = request.cookies[challengePolicy.cookieName];
  if (!token) throw challengeExpired();
  const [row] = await db
    .select({ challenge: signInChallenges, user: users })
    .from(signInChallenges)
    .innerJoin(users, eq(users.id, signInChallenges.userId))
    .where(and(eq(signInChallenges.tokenHash, hashToken(token)), gt(signInChallenges.expiresAt, now)))
    .limit(1);
  if (!row || (kind && row.challenge.kind !== kind) || !row.user.active) throw challengeExpired();
  return { ...row, token };
}

/**
 * Takes one of the challenge's code checks before the code is checked: one conditional increment
 * (never a read and a write back), so concurrent codes on one challenge get at most
 * `maxAttempts` checks between them. Answers the attempt's number, or null when the challenge
 * has expired, was used, or has no checks left.
 */
export async function claimChallengeAttempt(db: Db, challenge: Challenge, now: Date): Promise<number | null> {
  const [row] = await db
    .update(signInChallenges)
    .set({ attempts: sql`${signInChallenges.attempts} + 1` })
    .where(
      and(eq(signInChallenges.tokenHash, challenge.tokenHash), lt(signInChallenges.attempts, challengePolicy.maxAttempts), gt(signInChallenges.expiresAt, now)),
    )
    .returning({ attempts: signInChallenges.attempts });
  return row?.attempts ?? null;
}

/** Ends the challenge; false when another request ended it first (so one challenge starts one session at most). */
export async function endChallenge(db: Db, reply: FastifyReply, challenge: Challenge): Promise<boolean> {
  const ended = await db
    .delete(signInChallenges)
    .where(eq(signInChallenges.tokenHash, challenge.tokenHash))
    .returning({ tokenHash: signInChallenges.tokenHash });
  reply.clearCookie(challengePolicy.cookieName, { path: challengePolicy.cookiePath });
  return ended.length > 0;
}
