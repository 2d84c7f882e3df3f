import { z } from 'zod';
import { isCommonPassword, passwordMessages, passwordRule } from './password-rule';
import { practiceNameSchema } from './practice-name';
import { characterTypeSchema, userSchema } from './users.contract';

const email = z.email('Enter a valid e-mail address').trim().toLowerCase().max(254);
/** NIST 800-63B: length over composition rules, 12 characters minimum, generous maximum, and none of the common passwords. */
export const passwordSchema = z
  .string()
  .min(passwordRule.minLength, passwordMessages.tooShort)
  .max(passwordRule.maxLength, passwordMessages.tooLong)
  // A too-short password gets the length message alone (it fails whatever else it is).
  .refine((password) => password.length < passwordRule.minLength || !isCommonPassword(password), passwordMessages.tooCommon);

export const loginRequestSchema = z.object({
  email,
  password: z.string().min(1, 'Password is required').max(256),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const registerRequestSchema = z.object({
  email,
  password: passwordSchema,
  name: z.string().trim().min(1, 'Name is required').max(200),
  practice_name: practiceNameSchema,
  /**
   * Whether the registrant sees clients (is_provider): then they can be their own clients'
   * clinician, and safety alerts about those clients reach them. Most who sign up are solo clinicians.
   */
  is_provider: z.boolean().default(true),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const forgotPasswordRequestSchema = z.object({ email });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

export const resetPasswordRequestSchema = z.object({
  token: z.string().min(20, 'Reset link is incomplete').max(200),
  password: passwordSchema,
});
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const demoLoginRequestSchema = z.object({
  character_type: characterTypeSchema,
  /** The browser's IANA zone: the demo practice's calendar is set in it (an unknown zone is UTC). Checked on the server, so the sign-in page carries no zone data. */
  time_zone: z.string().max(64).optional(),
});
export type DemoLoginRequest = z.infer<typeof demoLoginRequestSchema>;

/** GET /api/auth/demo (public): whether the sign-in pages offer demo accounts right now. */
export const demoStatusResponseSchema = z.object({ available: z.boolean() });
export type DemoStatusResponse = z.infer<typeof demoStatusResponseSchema>;

/** Login, register and demo-login answer the user plus a short-lived bearer token. */
export const authResponseSchema = z.object({
  user: userSchema,
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** Login (and SSO, invite accept) when a second factor is owed: the challenge rides in an httpOnly cookie. */
export const secondFactorRequiredSchema = z.object({
  second_factor: z.object({
    /** 'verify': give a code or passkey; 'enrol': the practice requires MFA and the user must set it up. */
    kind: z.enum(['verify', 'enrol']),
    methods: z.array(z.enum(['totp', 'recovery_code', 'passkey'])),
    /** How long "Remember this device" lasts in this practice; 0 (or absent) hides the choice. */
    remember_device_days: z.number().int().optional(),
  }),
});
export type SecondFactorRequired = z.infer<typeof secondFactorRequiredSchema>;

/** POST /api/auth/login: signed in, or a second factor is owed. */
export const loginResponseSchema = z.union([authResponseSchema, secondFactorRequiredSchema]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const meResponseSchema = z.object({ user: userSchema });
export type MeResponse = z.infer<typeof meResponseSchema>;

export const refreshResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int(),
});
export type RefreshResponse = z.infer<typeof refreshResponseSchema>;

export const okResponseSchema = z.object({ ok: z.literal(true) });
export type OkResponse = z.infer<typeof okResponseSchema>;

/** Forgot-password always answers the same, so it cannot be used to discover accounts. */
export const forgotPasswordResponseSchema = z.object({ ok: z.literal(true), message: z.string() });
