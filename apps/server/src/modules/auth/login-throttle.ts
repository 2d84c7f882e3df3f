import type { FastifyReply } from 'fastify';
import type { Db } from '@tend/db/client';
import { sessionPolicy } from '../../auth/session-policy';
import { clearRateLimit, describeWait, describeWindow, hitRateLimit, refundRateLimit, tooManyRequests } from '../../http/rate-limit';

const windowMs = sessionPolicy.loginWindowMs;
const accountKey = (email: string) => `sign-in:account:${email}`;
const addressKey = (ip: string) => `sign-in:ip:${ip}`;

/**
 * Counts this sign-in attempt against the account and the address, and refuses it over either
 * limit, before the password is checked: the count and the check are one atomic upsert per key
 * (see hitRateLimit), so a burst of concurrent guesses gets no more checks than the limit. Counted
 * in the database so the limit holds across server instances.
 */
export async function claimSignInAttempt(db: Db, reply: FastifyReply, email: string, ip: string, now: Date): Promise<void> {
  const [byAccount, byAddress] = await Promise.all([
    hitRateLimit(db, accountKey(email), sessionPolicy.maxFailuresPerAccount, windowMs, now),
    hitRateLimit(db, addressKey(ip), sessionPolicy.maxFailuresPerAddress, windowMs, now),
  ]);
  if (!byAccount.limited && !byAddress.limited) return;
  // A refused attempt is not a failure (nothing was checked): both counts give it back, so only
  // failures and attempts still in flight hold a place, and at most `limit` ever get past.
  await Promise.all([refundRateLimit(db, accountKey(email), windowMs, now), refundRateLimit(db, addressKey(ip), windowMs, now)]);
  const wait = Math.max(byAccount.limited ? byAccount.retryAfterSeconds : 0, byAddress.limited ? byAddress.retryAfterSeconds : 0);
  throw tooManyRequests(
    reply,
    wait,
    `Too many failed sign-in attempts (at most ${sessionPolicy.maxFailuresPerAccount} per account or ${sessionPolicy.maxFailuresPerAddress} per address in ${describeWindow(windowMs)}). Please wait ${describeWait(wait)} and try again.`,
  );
}

/**
 * A right password was not a failure: the attempt is given back to the address (a clinic behind
 * one address signs in all day) and to the account. The account's earlier failures stay until the
 * whole sign-in succeeds (clearSignInFailures, from signIn): a right password alone must not wipe
 * them while a second factor is still owed, or password and code guesses would never add up (ADR 020).
 */
export async function forgiveSignInAttempt(db: Db, email: string, ip: string, now: Date): Promise<void> {
  await Promise.all([refundRateLimit(db, addressKey(ip), windowMs, now), refundRateLimit(db, accountKey(email), windowMs, now)]);
}

/** The whole sign-in succeeded (every factor owed has passed): the account's failed passwords are forgotten. */
export async function clearSignInFailures(db: Db, email: string): Promise<void> {
  await clearRateLimit(db, accountKey(email));
}
