import { z } from 'zod';
import { authResponseSchema } from './auth.contract';

/** A TOTP code as typed: six digits, spaces allowed (authenticator apps show "123 456"). */
const totpCode = z
  .string()
  .trim()
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app'));
/** A recovery code as printed (abcd-efgh-ijkl); case and dashes do not matter. */
const recoveryCode = z.string().trim().min(8, 'Enter a recovery code').max(40);

export const secondFactorMethods = ['totp', 'recovery_code', 'passkey'] as const;
export const secondFactorMethodSchema = z.enum(secondFactorMethods);

/** POST /api/auth/mfa/verify (challenge cookie): one of a TOTP code or a recovery code. */
export const mfaVerifyRequestSchema = z
  .object({
    code: totpCode.optional(),
    recovery_code: recoveryCode.optional(),
    remember_device: z.boolean().default(false),
  })
  .refine((b) => (b.code === undefined) !== (b.recovery_code === undefined), { message: 'Send either code or recovery_code', path: ['code'] });
export type MfaVerifyRequest = z.input<typeof mfaVerifyRequestSchema>;

/** Enrolment start (at sign-in or from the account page): the secret three ways. */
export const totpEnrolmentSchema = z.object({
  /** Base32, for typing into an app by hand. */
  secret: z.string(),
  otpauth_uri: z.string(),
  /** An SVG image of the QR code of otpauth_uri. */
  qr_svg: z.string(),
});
export type TotpEnrolment = z.infer<typeof totpEnrolmentSchema>;

export const totpCodeRequestSchema = z.object({ code: totpCode });
export type TotpCodeRequest = z.input<typeof totpCodeRequestSchema>;

/** Ten one-time codes, shown once. */
export const recoveryCodesSchema = z.array(z.string()).length(10);
export const recoveryCodesResponseSchema = z.object({ recovery_codes: recoveryCodesSchema });
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponseSchema>;

/** Enrolment at sign-in finishes the sign-in and shows the recovery codes once. */
export const enrolConfirmResponseSchema = authResponseSchema.extend({ recovery_codes: recoveryCodesSchema });
export type EnrolConfirmResponse = z.infer<typeof enrolConfirmResponseSchema>;

/**
 * WebAuthn options (PublicKeyCredentialRequestOptionsJSON / CreationOptionsJSON) and the browser's
 * answer: shaped by the WebAuthn spec and checked by @simplewebauthn/server, so passed through here.
 */
export const webauthnOptionsSchema = z.looseObject({ challenge: z.string() });
export const webauthnCredentialSchema = z.looseObject({ id: z.string().min(1).max(1024), type: z.literal('public-key'), response: z.looseObject({}) });

export const passkeyVerifyRequestSchema = z.object({ credential: webauthnCredentialSchema, remember_device: z.boolean().default(false) });
export type PasskeyVerifyRequest = z.input<typeof passkeyVerifyRequestSchema>;

export const passkeyRegisterRequestSchema = z.object({
  credential: webauthnCredentialSchema,
  name: z.string().trim().min(1, 'Name the passkey').max(80).default('Passkey'),
});
export type PasskeyRegisterRequest = z.input<typeof passkeyRegisterRequestSchema>;

export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;

/** GET /api/account/mfa */
export const mfaStatusSchema = z.object({
  totp_enabled: z.boolean(),
  recovery_codes_left: z.number().int(),
  passkeys: z.array(passkeySchema),
  remembered_devices: z.number().int(),
  practice_requires_mfa: z.boolean(),
  remember_device_days: z.number().int(),
});
export type MfaStatus = z.infer<typeof mfaStatusSchema>;

/** DELETE /api/account/mfa/devices: how many remembered browsers were forgotten. */
export const forgetDevicesResponseSchema = z.object({ ok: z.literal(true), forgotten: z.number().int() });
export type ForgetDevicesResponse = z.infer<typeof forgetDevicesResponseSchema>;

export const passkeyParamsSchema = z.object({ id: z.string().min(1).max(1024) });
