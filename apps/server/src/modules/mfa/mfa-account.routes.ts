import { okResponseSchema, type OkResponse } from '@tend/contracts/auth.contract';
import {
  forgetDevicesResponseSchema,
  mfaStatusSchema,
  recoveryCodesResponseSchema,
  totpCodeRequestSchema,
  totpEnrolmentSchema,
  type ForgetDevicesResponse,
  type MfaStatus,
  type RecoveryCodesResponse,
  type TotpEnrolment,
} from '@tend/contracts/mfa.contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { mfaRecoveryCodes, totpFactors } from '@tend/db/schema/staff-access';
import { users } from '@tend/db/schema/users';
import { secretBox } from '../../auth/mfa/secret-box';
import { enrolmentOf, newTotpSecret } from '../../auth/mfa/totp';
import { conflict, HttpError, notFound } from '../../http/errors';
import { route } from '../../http/route';
import { errorCodes } from '@tend/contracts/errors';
import { refuseDemo, refuseLastFactor, requireCurrentCode } from './account-guards';
import { confirmedTotpOf, passkeysOf, recoveryCodesLeft, rememberedDeviceCount, replaceRecoveryCodes, securitySettingsOfPractice } from './mfa.repo';
import { forgetDevices } from './remembered-devices';
import { lockoutNotifier } from './second-factor-lockout-mail.job';
import { checkTotp } from './totp-check';

/** The signed-in user's own second factors (every query is keyed by the caller's id). */
export function registerMfaAccountRoutes(app: FastifyInstance): void {
  const { db, env, mailer, jobs } = app.services;
  const onLocked = lockoutNotifier({ env, mailer, jobs });
  const box = () => secretBox(env);

  route(app, {
    method: 'GET',
    url: '/api/account/mfa',
    access: 'self:read',
    response: mfaStatusSchema,
    handler: async ({ actor, now }): Promise<MfaStatus> => {
      const [totp, keys, left, devices, security] = await Promise.all([
        confirmedTotpOf(db, actor.userId),
        passkeysOf(db, actor.userId),
        recoveryCodesLeft(db, actor.userId),
        rememberedDeviceCount(db, actor.userId, now),
        securitySettingsOfPractice(db, actor.practiceId),
      ]);
      return {
        totp_enabled: !!totp,
        recovery_codes_left: left,
        passkeys: keys.map((k) => ({ id: k.id, name: k.name, created_at: k.createdAt.toISOString(), last_used_at: k.lastUsedAt?.toISOString() ?? null })),
        remembered_devices: devices,
        practice_requires_mfa: security.require_mfa,
        remember_device_days: security.remember_device_days,
      };
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/account/mfa/totp/start',
    access: 'self:read',
    response: totpEnrolmentSchema,
    handler: async ({ actor, now }): Promise<TotpEnrolment> => {
      refuseDemo(actor);
      if (await confirmedTotpOf(db, actor.userId)) throw conflict('Two-factor authentication is already on. Turn it off first to move it to another app.');
      const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, actor.userId));
      if (!user) throw notFound('User');
      const secret = newTotpSecret();
      await db.delete(totpFactors).where(eq(totpFactors.userId, actor.userId));
      await db.insert(totpFactors).values({ userId: actor.userId, secretBox: box().seal(secret), createdAt: now });
      return enrolmentOf(secret, user.email);
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/account/mfa/totp/confirm',
    access: 'self:read',
    body: totpCodeRequestSchema,
    response: recoveryCodesResponseSchema,
    handler: async ({ actor, body, now, audit }): Promise<RecoveryCodesResponse> => {
      refuseDemo(actor);
      if (await confirmedTotpOf(db, actor.userId)) throw conflict('Two-factor authentication is already on.');
      if (!(await checkTotp(db, box(), actor.userId, body.code, now, true))) {
        await audit({ action: 'mfa_enrol', recordType: 'user', recordId: actor.userId, outcome: 'denied' });
        throw new HttpError(400, errorCodes.mfaCodeInvalid, 'That code is not right. Check the time on your phone and try the newest code.');
      }
      const codes = await replaceRecoveryCodes(db, actor.userId, now);
      await audit({ action: 'mfa_enrol', recordType: 'user', recordId: actor.userId, outcome: 'success' });
      return { recovery_codes: codes };
    },
  });

  route(app, {
    method: 'DELETE',
    url: '/api/account/mfa/totp',
    access: 'self:read',
    body: totpCodeRequestSchema,
    response: okResponseSchema,
    handler: async ({ actor, body, reply, now, audit }): Promise<OkResponse> => {
      if (!(await confirmedTotpOf(db, actor.userId))) throw notFound('Authenticator app');
      await requireCurrentCode(db, box(), { reply, now, audit, onLocked }, actor, body.code, 'mfa_disable');
      await refuseLastFactor(db, actor, 'totp');
      await db.delete(totpFactors).where(eq(totpFactors.userId, actor.userId));
      // Recovery codes stand in for a missing phone; with no passkey left they guard nothing.
      if ((await passkeysOf(db, actor.userId)).length === 0) await db.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, actor.userId));
      await audit({ action: 'mfa_disable', recordType: 'user', recordId: actor.userId, outcome: 'success' });
      return { ok: true };
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/account/mfa/recovery-codes',
    access: 'self:read',
    body: totpCodeRequestSchema,
    response: recoveryCodesResponseSchema,
    handler: async ({ actor, body, reply, now, audit }): Promise<RecoveryCodesResponse> => {
      if (!(await confirmedTotpOf(db, actor.userId))) throw notFound('Authenticator app');
      await requireCurrentCode(db, box(), { reply, now, audit, onLocked }, actor, body.code, 'mfa_recovery_codes');
      const codes = await replaceRecoveryCodes(db, actor.userId, now);
      await audit({ action: 'mfa_recovery_codes', recordType: 'user', recordId: actor.userId, outcome: 'success' });
      return { recovery_codes: codes };
    },
  });

  route(app, {
    method: 'DELETE',
    url: '/api/account/mfa/devices',
    access: 'self:read',
    response: forgetDevicesResponseSchema,
    handler: async ({ actor, reply, audit }): Promise<ForgetDevicesResponse> => {
      const forgotten = await forgetDevices(db, actor.userId);
      reply.clearCookie('tend_device', { path: '/' });
      await audit({ action: 'mfa_forget_devices', recordType: 'user', recordId: actor.userId, outcome: 'success' });
      return { ok: true, forgotten };
    },
  });
}
