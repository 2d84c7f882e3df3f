import type { AuthResponse, SecondFactorRequired } from '@tend/contracts/auth.contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '@tend/db/client';
import type { users } from '@tend/db/schema/users';
import { recordAudit } from '../../audit/audit';
import { actorFromUser } from '../../auth/actor';
import { startChallenge } from '../mfa/challenges';
import { methodsOf, securitySettingsOfPractice } from '../mfa/mfa.repo';
import { isRememberedDevice } from '../mfa/remembered-devices';
import { signIn } from './sign-in';

type UserRow = typeof users.$inferSelect;

/**
 * The one door after a first factor (password or SSO) has been verified for an active user:
 * either the session starts, or a second factor is owed (TOTP/passkey, or enrolment when the
 * practice requires it). Every sign-in path calls this, never signIn directly.
 */
export async function afterFirstFactor(
  db: Db,
  http: { request: FastifyRequest; reply: FastifyReply; now: Date },
  user: UserRow,
  method: 'sign_in' | 'sso',
): Promise<AuthResponse | SecondFactorRequired> {
  // Demo accounts are throwaway practices of made-up records: no second factor, ever.
  if (user.demoMode) return signIn(db, http, user, method);
  const [methods, security] = await Promise.all([methodsOf(db, user.id), securitySettingsOfPractice(db, user.practiceId)]);
  const owed = async (kind: 'verify' | 'enrol', offered: SecondFactorRequired['second_factor']['methods']): Promise<SecondFactorRequired> => {
    await startChallenge(db, http, user.id, kind, method);
    // The first factor passed; `sign_in`/`sso` is recorded when the second does (with mfa_verify or mfa_enrol).
    const ctx = { actor: actorFromUser(user, null), ip: http.request.ip, now: http.now };
    await recordAudit(db, ctx, { action: 'mfa_challenge', recordType: 'session', recordId: user.id, outcome: 'success' });
    return { second_factor: { kind, methods: offered, remember_device_days: security.remember_device_days } };
  };
  const hasFactor = methods.includes('totp') || methods.includes('passkey');
  if (hasFactor) {
    if (await isRememberedDevice(db, http.request, user.id, http.now)) return signIn(db, http, user, method);
    return owed('verify', methods);
  }
  if (security.require_mfa) return owed('enrol', ['totp']);
  return signIn(db, http, user, method);
}
