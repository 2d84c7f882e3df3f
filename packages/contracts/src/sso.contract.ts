import { z } from 'zod';

/** GET /api/auth/sso: whether this server offers single sign-on, and the button's text. */
export const ssoStatusResponseSchema = z.object({
  enabled: z.boolean(),
  label: z.string(),
});
export type SsoStatusResponse = z.infer<typeof ssoStatusResponseSchema>;

/** GET /api/auth/sso/start: where to land after signing in (a path on this site only). */
export const ssoStartQuerySchema = z.object({
  return_to: z
    .string()
    .max(500)
    // A path of this site, never another origin ('//evil.example' is protocol-relative).
    .regex(/^\/(?![/\\])/, 'a path on this site')
    .optional(),
});
export type SsoStartQuery = z.infer<typeof ssoStartQuerySchema>;

/**
 * GET /api/auth/sso/callback: what the identity provider sends back. Loose on purpose: a bad
 * answer is a refusal redirect to the sign-in page, not a 400 page in the middle of a sign-in.
 */
export const ssoCallbackQuerySchema = z.looseObject({
  state: z.string().max(500).optional(),
  code: z.string().max(4000).optional(),
  error: z.string().max(200).optional(),
});
export type SsoCallbackQuery = z.infer<typeof ssoCallbackQuerySchema>;
