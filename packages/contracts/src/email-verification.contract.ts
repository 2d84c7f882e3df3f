import { z } from 'zod';

/** How long a confirmation link works. */
export const emailVerificationLifetimeHours = 48;

/** POST /api/auth/verify-email (public: the link's token is the scope). */
export const verifyEmailRequestSchema = z.object({
  token: z.string().min(20, 'The confirmation link is incomplete').max(200),
});
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequestSchema>;

export const verifyEmailResponseSchema = z.object({ ok: z.literal(true), message: z.string() });
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;

/** POST /api/auth/verify-email/resend (the signed-in user's own address; no body). */
export const resendVerificationResponseSchema = z.object({ ok: z.literal(true), message: z.string() });
export type ResendVerificationResponse = z.infer<typeof resendVerificationResponseSchema>;
