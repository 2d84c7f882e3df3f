import type { AuthResponse } from '@tend/contracts/auth.contract';
import { errorCodes } from '@tend/contracts/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '@tend/db/client';
import type { users } from '@tend/db/schema/users';
import { recordAudit } from '../../audit/audit';
import { actorFromUser } from '../../auth/actor';
import { HttpError } from '../../http/errors';
import { describeWait, describeWindow, hitRateLimit, refundRateLimit, tooManyRequests } from '../../http/rate-limit';
import { signIn } from '../auth/sign-in';
import { challengeExpired, claimChallengeAttempt, challengePolicy, endChallenge, type Challenge } from './challenges';
import { securitySettingsOfPractice } from './mfa.repo';
import { rememberDevice } from './remembered-devices';
import type { OnLocked } from './second-factor-lockout-mail.job';
import {
  claimSecondFactorAttempt,
  clearSecondFactorThrottle,
  lockIfSpent,
  refundSecondFactorAttempt,
  secondFactorLockedUntil,
  secondFactorPolicy,
} from './second-factor-throttle.repo';

type UserRow = typeof users.$inferSelect;
export interface Http {
  request: FastifyRequest;
  reply: FastifyReply;
  now: Date;
}

export interface FactorCheck {
  action: 'mfa_verify' | 'mfa_enrol';
  /** What was given, for the message: 'code', 'recovery code', 'passkey'. */
  what: string;
  /**
   * Whether the account's budget applies (ADR 020): to every factor of a verify challenge; not to
   * the first code of an enrolment, whose secret the caller was just shown (guessing it opens nothing).
   */
  budget: boolean;
  /** Checks the factor (and spends it when right). Called at most once, after every count has been taken. */
  check: () => Promise<boolean>;
}

const addressKey = (ip: string) => `second-factor:ip:${ip}`;
const { maxFailuresPerAddress, addressWindowMs } = secondFactorPolicy;

const auditFor = (db: Db, http: Http, user: UserRow, action: 'mfa_verify' | 'mfa_enrol', outcome: 'success' | 'denied') =>
  recordAudit(db, { actor: actorFromUser(user, null), ip: http.request.ip, now: http.now }, { action, recordType: 'session', recordId: user.id, outcome });

function lockedOut(http: Http, until: Date): HttpError {
  const wait = Math.max(1, Math.ceil((until.getTime() - http.now.getTime()) / 1000));
  return tooManyRequests(
    http.reply,
    wait,
    `Too many wrong codes for this account: its second sign-in step is locked for ${describeWait(wait)}. The account holder has been told by e-mail.`,
  );
}

/**
 * Checks a second factor against every limit before it is checked: the account's budget across
 * challenges (when it applies), the client address's, and the challenge's own attempts, each one
 * atomic count taken first, so a burst of codes gets no more checks than the smallest of them.
 * Answers when the factor is right; otherwise counts it, audits it and throws.
 */
export async function checkSecondFactor(db: Db, http: Http, onLocked: OnLocked, challenge: Challenge, user: UserRow, factor: FactorCheck): Promise<void> {
  const { now } = http;
  if (factor.budget && !(await claimSecondFactorAttempt(db, user.id, now))) {
    // Spent but not yet locked (its last codes still being checked, or a check that never ended): lock it now.
    const lockedNow = await lockIfSpent(db, user.id, now);
    if (lockedNow) await onLocked(user.id, lockedNow, now);
    throw lockedOut(http, lockedNow ?? (await secondFactorLockedUntil(db, user.id, now)) ?? new Date(now.getTime() + 60_000));
  }
  const giveBackAccount = () => (factor.budget ? refundSecondFactorAttempt(db, user.id, now) : Promise.resolve());
  const byAddress = await hitRateLimit(db, addressKey(http.request.ip), maxFailuresPerAddress, addressWindowMs, now);
  if (byAddress.limited) {
    await Promise.all([giveBackAccount(), refundRateLimit(db, addressKey(http.request.ip), addressWindowMs, now)]);
    throw tooManyRequests(
      http.reply,
      byAddress.retryAfterSeconds,
      `Too many wrong codes from this address (at most ${maxFailuresPerAddress} in ${describeWindow(addressWindowMs)}). Please wait ${describeWait(byAddress.retryAfterSeconds)} and try again.`,
    );
  }
  const attempt = await claimChallengeAttempt(db, challenge, now);
  if (attempt === null) {
    await Promise.all([giveBackAccount(), refundRateLimit(db, addressKey(http.request.ip), addressWindowMs, now)]);
    http.reply.clearCookie(challengePolicy.cookieName, { path: challengePolicy.cookiePath });
    throw challengeExpired('Too many wrong codes. Please sign in again.');
  }

  if (await factor.check()) {
    // A right code is no failure: the address gets its place back and the account's budget starts afresh.
    await refundRateLimit(db, addressKey(http.request.ip), addressWindowMs, now);
    if (factor.budget) await clearSecondFactorThrottle(db, user.id);
    return;
  }

  await auditFor(db, http, user, factor.action, 'denied');
  const lockedUntil = factor.budget ? await lockIfSpent(db, user.id, now) : null;
  if (lockedUntil) {
    await onLocked(user.id, lockedUntil, now);
    await endChallenge(db, http.reply, challenge);
    throw lockedOut(http, lockedUntil);
  }
  if (attempt >= challengePolicy.maxAttempts) {
    await endChallenge(db, http.reply, challenge);
    throw challengeExpired('Too many wrong codes. Please sign in again.');
  }
  throw new HttpError(401, errorCodes.mfaCodeInvalid, `That ${factor.what} is not right. Try again.`);
}

/**
 * The second factor passed: the challenge ends (once: a second right answer racing this one finds
 * it gone), the device is remembered when asked, and the session starts.
 */
export async function finishSignIn(
  db: Db,
  http: Http,
  challenge: Challenge,
  user: UserRow,
  action: 'mfa_verify' | 'mfa_enrol',
  remember: boolean,
): Promise<AuthResponse> {
  if (!(await endChallenge(db, http.reply, challenge))) throw challengeExpired();
  await auditFor(db, http, user, action, 'success');
  if (remember) {
    const { remember_device_days } = await securitySettingsOfPractice(db, user.practiceId);
    await rememberDevice(db, http, user.id, remember_device_days);
  }
  return signIn(db, http, user, challenge.method);
}
