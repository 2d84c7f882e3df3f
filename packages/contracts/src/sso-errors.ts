/** Kept apart from sso.contract.ts so the sign-in page can read it without zod (its bundle budget). */

/** Why an SSO sign-in was refused: `/login?sso_error=<code>`. */
export const ssoErrorCodes = [
  'not_configured',
  'state_invalid',
  'provider_error',
  'code_rejected',
  'token_invalid',
  'email_unverified',
  'unknown_user',
  'inactive',
] as const;
export type SsoErrorCode = (typeof ssoErrorCodes)[number];

/** What the sign-in page says for each refusal. */
export const ssoErrorMessages: Record<SsoErrorCode, string> = {
  not_configured: 'Single sign-on is not set up on this server. Sign in with your e-mail and password.',
  state_invalid: 'That sign-in link has expired or was already used. Please start again.',
  provider_error: 'The identity provider did not complete the sign-in. Please try again.',
  code_rejected: 'The identity provider refused to confirm this sign-in. Please start again.',
  token_invalid: 'The identity provider’s answer could not be verified. Please start again.',
  email_unverified: 'Your identity provider has not verified your e-mail address, so it cannot be matched to a Tend account.',
  unknown_user: 'No Tend account matches that identity. Ask your practice administrator to invite you.',
  inactive: 'This account has been deactivated. Contact your practice administrator.',
};
