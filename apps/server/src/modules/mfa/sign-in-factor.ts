import type { AuthResponse } from '@tend/contracts/auth.contract';
import { errorCodes } from '@tend/contracts/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '@tend/db/client';
import type { users } from '@tend/db/schema/users';
import { recordAudit } from '../../audit/audit';
import { actorFromUser } from '../../auth/actor';
import { HttpError } from '../../http/errors';
import { signIn } from '../auth/sign-in';
import { challengeExpired, challengePolicy, countWrongCode, endChallenge, type Challenge } from './challenges';
import { securitySettingsOfPractice } from './mfa.repo';
import { rememberDevice } from './remembered-devices';

type UserRow = typeof users.$inferSelect;
export interface Http {
  request: FastifyRequest;
  reply: FastifyReply;
  now: Date;
}

const auditFor = (db: Db, http: Http, user: UserRow, action: 'mfa_verify' | 'mfa_enrol', outcome: 'success' | 'denied') =>
  recordAudit(db, { actor: actorFromUser(user, null), ip: http.request.ip, now: http.now }, { action, recordType: 'session', recordId: user.id, outcome });

/** A wrong second factor: counted, audited, and after the fifth the challenge is gone. Always throws. */
export async function refuseFactor(db: Db, http: Http, challenge: Challenge, user: UserRow, action: 'mfa_verify' | 'mfa_enrol', what: string): Promise<never> {
  await auditFor(db, http, user, action, 'denied');
  if (!(await countWrongCode(db, challenge))) {
    http.reply.clearCookie(challengePolicy.cookieName, { path: challengePolicy.cookiePath });
    throw challengeExpired('Too many wrong codes. Please sign in again.');
  }
  throw new HttpError(401, errorCodes.mfaCodeInvalid, `That ${what} is not right. Try again.`);
}

/** The second factor passed: the challenge ends, the device is remembered when asked, and the session starts. */
export async function finishSignIn(
  db: Db,
  http: Http,
  challenge: Challenge,
  user: UserRow,
  action: 'mfa_verify' | 'mfa_enrol',
  remember: boolean,
): Promise<AuthResponse> {
  await endChallenge(db, http.reply, challenge);
  await auditFor(db, http, user, action, 'success');
  if (remember) {
    const { remember_device_days } = await securitySettingsOfPractice(db, user.practiceId);
    await rememberDevice(db, http, user.id, remember_device_days);
  }
  return signIn(db, http, user, challenge.method);
}
