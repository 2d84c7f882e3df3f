import { authResponseSchema, secondFactorRequiredSchema, type AuthResponse, type SecondFactorRequired } from '@tend/contracts/auth.contract';
import {
  enrolConfirmResponseSchema,
  mfaVerifyRequestSchema,
  passkeyVerifyRequestSchema,
  totpCodeRequestSchema,
  totpEnrolmentSchema,
  webauthnOptionsSchema,
  type EnrolConfirmResponse,
  type TotpEnrolment,
} from '@tend/contracts/mfa.contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { passkeys, totpFactors } from '@tend/db/schema/staff-access';
import { secretBox } from '../../auth/mfa/secret-box';
import { enrolmentOf, newTotpSecret } from '../../auth/mfa/totp';
import { badRequest, conflict } from '../../http/errors';
import { route } from '../../http/route';
import { challengeOf } from './challenges';
import { confirmedTotpOf, methodsOf, passkeysOf, replaceRecoveryCodes, securitySettingsOfPractice, spendRecoveryCode } from './mfa.repo';
import { authenticationOptions, relyingPartyOf, signInWebauthnChallenge, verifyAssertion } from './passkey-ceremonies';
import { lockoutNotifier, type OnLocked } from './second-factor-lockout-mail.job';
import { checkSecondFactor, finishSignIn } from './sign-in-factor';
import { checkTotp } from './totp-check';

/**
 * The second half of a sign-in. Public: the caller is identified by the httpOnly challenge cookie
 * that login (or SSO, or invite accept) set, never by a token in the body.
 */
export function registerMfaSignInRoutes(app: FastifyInstance): void {
  const { db, env, mailer, jobs } = app.services;
  const box = () => secretBox(env);
  // The holder of a locked account is told by mail, sent from a job (an SMTP outage changes no answer).
  const onLocked: OnLocked = lockoutNotifier({ env, mailer, jobs });

  route(app, {
    method: 'GET',
    url: '/api/auth/mfa/challenge',
    access: 'public',
    response: secondFactorRequiredSchema,
    // The sign-in page after SSO or an invite: what the open challenge asks for (401 when there is none).
    handler: async ({ request, now }): Promise<SecondFactorRequired> => {
      const { challenge, user } = await challengeOf(db, request, now, undefined);
      const security = await securitySettingsOfPractice(db, user.practiceId);
      const methods = challenge.kind === 'enrol' ? (['totp'] as const) : await methodsOf(db, user.id);
      return { second_factor: { kind: challenge.kind, methods: [...methods], remember_device_days: security.remember_device_days } };
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/auth/mfa/verify',
    access: 'public',
    body: mfaVerifyRequestSchema,
    response: authResponseSchema,
    handler: async ({ body, request, reply, now }): Promise<AuthResponse> => {
      const http = { request, reply, now };
      const { challenge, user } = await challengeOf(db, request, now, 'verify');
      await checkSecondFactor(db, http, onLocked, challenge, user, {
        action: 'mfa_verify',
        what: body.code !== undefined ? 'code' : 'recovery code',
        budget: true,
        check: () => (body.code !== undefined ? checkTotp(db, box(), user.id, body.code, now) : spendRecoveryCode(db, user.id, body.recovery_code ?? '', now)),
      });
      return finishSignIn(db, http, challenge, user, 'mfa_verify', body.remember_device);
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/auth/mfa/enrol/start',
    access: 'public',
    response: totpEnrolmentSchema,
    handler: async ({ request, now }): Promise<TotpEnrolment> => {
      const { user } = await challengeOf(db, request, now, 'enrol');
      if (await confirmedTotpOf(db, user.id)) throw conflict('Two-factor authentication is already set up. Sign in again to use it.');
      const secret = newTotpSecret();
      // A restarted enrolment replaces the unconfirmed secret: only the newest QR code works.
      await db.delete(totpFactors).where(eq(totpFactors.userId, user.id));
      await db.insert(totpFactors).values({ userId: user.id, secretBox: box().seal(secret), createdAt: now });
      return enrolmentOf(secret, user.email);
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/auth/mfa/enrol/confirm',
    access: 'public',
    body: totpCodeRequestSchema,
    response: enrolConfirmResponseSchema,
    handler: async ({ body, request, reply, now }): Promise<EnrolConfirmResponse> => {
      const http = { request, reply, now };
      const { challenge, user } = await challengeOf(db, request, now, 'enrol');
      await checkSecondFactor(db, http, onLocked, challenge, user, {
        action: 'mfa_enrol',
        what: 'code',
        budget: false,
        check: () => checkTotp(db, box(), user.id, body.code, now, true),
      });
      const recoveryCodes = await replaceRecoveryCodes(db, user.id, now);
      const auth = await finishSignIn(db, http, challenge, user, 'mfa_enrol', false);
      return { ...auth, recovery_codes: recoveryCodes };
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/auth/mfa/passkey/options',
    access: 'public',
    response: webauthnOptionsSchema,
    handler: async ({ request, now }) => {
      const { user, token } = await challengeOf(db, request, now, 'verify');
      const keys = await passkeysOf(db, user.id);
      if (keys.length === 0) throw badRequest('This account has no passkey. Use your authenticator code.');
      return authenticationOptions(relyingPartyOf(env.PUBLIC_URL), signInWebauthnChallenge(token), keys);
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/auth/mfa/passkey/verify',
    access: 'public',
    body: passkeyVerifyRequestSchema,
    response: authResponseSchema,
    handler: async ({ body, request, reply, now }): Promise<AuthResponse> => {
      const http = { request, reply, now };
      const { challenge, user, token } = await challengeOf(db, request, now, 'verify');
      const key = (await passkeysOf(db, user.id)).find((k) => k.id === body.credential.id);
      const verified: { counter?: number } = {};
      await checkSecondFactor(db, http, onLocked, challenge, user, {
        action: 'mfa_verify',
        what: 'passkey',
        budget: true,
        check: async () => {
          const counter = key ? await verifyAssertion(relyingPartyOf(env.PUBLIC_URL), signInWebauthnChallenge(token), key, body.credential) : null;
          if (counter === null) return false;
          verified.counter = counter;
          return true;
        },
      });
      await db.update(passkeys).set({ counter: verified.counter, lastUsedAt: now }).where(eq(passkeys.id, key!.id));
      return finishSignIn(db, http, challenge, user, 'mfa_verify', body.remember_device);
    },
  });
}
