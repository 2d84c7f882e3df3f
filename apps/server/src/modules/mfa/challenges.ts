import { and, eq, gt, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '@tend/db/client';
import { signInChallenges } from '@tend/db/schema/staff-access';
import { users } from '@tend/db/schema/users';
import { hashToken, newToken } from '../../auth/tokens';
import { errorCodes } from '@tend/contracts/errors';
import { HttpError } from '../../http/errors';

/** A sign-in waiting for its second factor: 10 minutes, 5 wrong codes, then the password again. */
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

/** Counts a wrong code; the fifth ends the challenge. Answers whether it is still alive. */
export async function countWrongCode(db: Db, challenge: Challenge): Promise<boolean> {
  const attempts = challenge.attempts + 1;
  if (attempts >= challengePolicy.maxAttempts) {
    await db.delete(signInChallenges).where(eq(signInChallenges.tokenHash, challenge.tokenHash));
    return false;
  }
  await db.update(signInChallenges).set({ attempts }).where(eq(signInChallenges.tokenHash, challenge.tokenHash));
  return true;
}

export async function endChallenge(db: Db, reply: FastifyReply, challenge: Challenge): Promise<void> {
  await db.delete(signInChallenges).where(eq(signInChallenges.tokenHash, challenge.tokenHash));
  reply.clearCookie(challengePolicy.cookieName, { path: challengePolicy.cookiePath });
}
