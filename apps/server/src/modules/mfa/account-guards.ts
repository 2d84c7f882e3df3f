import { errorCodes } from '@tend/contracts/errors';
import type { FastifyReply } from 'fastify';
import type { Db } from '@tend/db/client';
import type { Actor } from '../../auth/actor';
import type { SecretBox } from '../../auth/mfa/secret-box';
import { conflict, forbidden, HttpError } from '../../http/errors';
import type { Audit } from '../../http/route';
import { describeWait, enforceRateLimit, tooManyRequests } from '../../http/rate-limit';
import { confirmedTotpOf, passkeysOf, securitySettingsOfPractice } from './mfa.repo';
import { claimSecondFactorAttempt, clearSecondFactorThrottle, lockIfSpent, secondFactorLockedUntil } from './second-factor-throttle.repo';
import type { OnLocked } from './second-factor-lockout-mail.job';
import { checkTotp } from './totp-check';

/** Ten code checks per quarter hour per account: a stolen session cannot guess its way to turning MFA off. */
const codeChecks = { limit: 10, windowMs: 15 * 60_000 };

/** Demo accounts are throwaway: they never get a second factor. */
export function refuseDemo(actor: Actor): void {
  if (actor.demo) throw forbidden('Demo accounts cannot set up two-factor authentication.');
}

/** A change to the factors themselves needs a current code from the authenticator app. */
export async function requireCurrentCode(
  db: Db,
  box: SecretBox,
  http: { reply: FastifyReply; now: Date; audit: Audit; onLocked: OnLocked },
  actor: Actor,
  code: string,
  action: string,
) {
  await enforceRateLimit(db, http.reply, `mfa-code:user:${actor.userId}`, codeChecks, 'code checks', http.now);
  // The same budget as the sign-in's second step (ADR 020): a stolen session cannot guess past it either.
  if (!(await claimSecondFactorAttempt(db, actor.userId, http.now))) {
    const lockedNow = await lockIfSpent(db, actor.userId, http.now);
    if (lockedNow) await http.onLocked(actor.userId, lockedNow, http.now);
    const until = lockedNow ?? (await secondFactorLockedUntil(db, actor.userId, http.now)) ?? new Date(http.now.getTime() + 60_000);
    const wait = Math.max(1, Math.ceil((until.getTime() - http.now.getTime()) / 1000));
    throw tooManyRequests(http.reply, wait, `Too many wrong codes for this account: code checks are locked for ${describeWait(wait)}.`);
  }
  if (await checkTotp(db, box, actor.userId, code, http.now)) {
    await clearSecondFactorThrottle(db, actor.userId);
    return;
  }
  await http.audit({ action, recordType: 'user', recordId: actor.userId, outcome: 'denied' });
  const lockedUntil = await lockIfSpent(db, actor.userId, http.now);
  if (lockedUntil) await http.onLocked(actor.userId, lockedUntil, http.now);
  throw new HttpError(400, errorCodes.mfaCodeInvalid, 'That code is not right. Enter the current code from your authenticator app.');
}

/** When the practice requires MFA, the user's last factor cannot be removed. */
export async function refuseLastFactor(db: Db, actor: Actor, removing: 'totp' | 'passkey'): Promise<void> {
  const { require_mfa } = await securitySettingsOfPractice(db, actor.practiceId);
  if (!require_mfa) return;
  const [totp, keys] = await Promise.all([confirmedTotpOf(db, actor.userId), passkeysOf(db, actor.userId)]);
  const left = (totp ? 1 : 0) + keys.length - 1;
  if (left < 1 || (removing === 'totp' && !totp))
    throw conflict('Your practice requires two-factor authentication: add another method before removing this one.');
}
