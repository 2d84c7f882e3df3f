import type { SsoErrorCode } from '@tend/contracts/sso-errors';
import * as oidc from 'openid-client';
import type { Db } from '@tend/db/client';
import type { users } from '@tend/db/schema/users';
import { findUserByEmail } from '../users/users.repo';
import { providerConfig, type SsoSettings } from './oidc-config';
import { findUserByIdentity, linkIdentity, takeLogin } from './sso.repo';

type UserRow = typeof users.$inferSelect;

export type SsoOutcome = { ok: true; user: UserRow; linked: boolean } | { ok: false; reason: SsoErrorCode; user?: UserRow };

/** Staff sign in with SSO; clients use the portal's own sign-in, and demo accounts are not real people. */
const ssoRoles = new Set<UserRow['role']>(['therapist', 'supervisor', 'admin', 'dev']);

/** What openid-client says when the ID token itself fails a check (signature, issuer, audience, nonce, time). */
const tokenCheckCodes = new Set([
  'OAUTH_JWT_CLAIM_COMPARISON_FAILED',
  'OAUTH_JWT_TIMESTAMP_CHECK_FAILED',
  'OAUTH_INVALID_RESPONSE',
  'OAUTH_KEY_SELECTION_FAILED',
  'OAUTH_JSON_ATTRIBUTE_COMPARISON_FAILED',
]);

function refusalOf(failure: unknown): SsoErrorCode {
  // The provider's token endpoint refused the code: wrong PKCE verifier, reused or foreign code.
  if (failure instanceof oidc.ResponseBodyError) return 'code_rejected';
  if (failure instanceof oidc.AuthorizationResponseError) return 'provider_error';
  const code = (failure as { code?: unknown })?.code;
  return typeof code === 'string' && tokenCheckCodes.has(code) ? 'token_invalid' : 'provider_error';
}

/**
 * The browser is back from the provider. The state is taken out first (single use, 10 minutes),
 * then the code is exchanged with the PKCE verifier and the ID token checked (signature, issuer,
 * audience, nonce) by openid-client; the identity is matched to an existing account, never a new one.
 */
export async function completeSsoLogin(db: Db, settings: SsoSettings, callback: { query: string; state?: string; now: Date }): Promise<SsoOutcome> {
  const login = callback.state ? await takeLogin(db, callback.state, callback.now) : null;
  if (!login) return { ok: false, reason: 'state_invalid' };

  const currentUrl = new URL(settings.redirectUri);
  currentUrl.search = callback.query;
  let claims: oidc.IDToken | undefined;
  try {
    const config = await providerConfig(settings);
    const tokens = await oidc.authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: login.codeVerifier,
      expectedState: login.state,
      expectedNonce: login.nonce,
      idTokenExpected: true,
    });
    claims = tokens.claims();
  } catch (failure) {
    return { ok: false, reason: refusalOf(failure) };
  }
  if (!claims) return { ok: false, reason: 'token_invalid' };
  return matchAccount(db, claims, callback.now);
}

async function matchAccount(db: Db, claims: oidc.IDToken, now: Date): Promise<SsoOutcome> {
  const linkedUser = await findUserByIdentity(db, claims.iss, claims.sub);
  if (linkedUser) return admit(linkedUser, false);

  // An e-mail the provider has not verified could be anyone's: it never links an account.
  const email = typeof claims.email === 'string' ? claims.email : null;
  if (!email) return { ok: false, reason: 'unknown_user' };
  if (claims.email_verified !== true) return { ok: false, reason: 'email_unverified' };
  const user = await findUserByEmail(db, email);
  if (!user) return { ok: false, reason: 'unknown_user' };
  const outcome = admit(user, true);
  if (outcome.ok) await linkIdentity(db, { issuer: claims.iss, subject: claims.sub, userId: user.id }, now);
  return outcome;
}

function admit(user: UserRow, linked: boolean): SsoOutcome {
  if (!ssoRoles.has(user.role)) return { ok: false, reason: 'unknown_user' };
  if (!user.active) return { ok: false, reason: 'inactive', user };
  return { ok: true, user, linked };
}
