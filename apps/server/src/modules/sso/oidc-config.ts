import * as oidc from 'openid-client';
import type { Env } from '../../env';

export interface SsoSettings {
  issuer: URL;
  clientId: string;
  clientSecret?: string;
  label: string;
  /** Registered at the provider: PUBLIC_URL + /api/auth/sso/callback. */
  redirectUri: string;
}

/** The operator's SSO configuration, or null when OIDC_ISSUER and OIDC_CLIENT_ID are not set. */
export function ssoSettingsOf(env: Env): SsoSettings | null {
  if (!env.OIDC_ISSUER || !env.OIDC_CLIENT_ID) return null;
  return {
    issuer: new URL(env.OIDC_ISSUER),
    clientId: env.OIDC_CLIENT_ID,
    clientSecret: env.OIDC_CLIENT_SECRET,
    label: env.OIDC_LABEL,
    redirectUri: new URL('/api/auth/sso/callback', env.PUBLIC_URL).href,
  };
}

/** Plain HTTP only for a provider on this machine (tests, development); a real provider must be HTTPS. */
export function isLoopbackHttp(issuer: URL): boolean {
  return issuer.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);
}

const discovered = new Map<string, Promise<oidc.Configuration>>();

/**
 * The provider's metadata and keys, discovered once per issuer and client and kept; a failed
 * discovery is forgotten so the next sign-in tries again (the provider may have been down).
 */
export function providerConfig(settings: SsoSettings): Promise<oidc.Configuration> {
  const key = `${settings.issuer.href}|${settings.clientId}`;
  let config = discovered.get(key);
  if (!config) {
    const auth = settings.clientSecret ? oidc.ClientSecretPost(settings.clientSecret) : oidc.None();
    config = oidc.discovery(settings.issuer, settings.clientId, undefined, auth, {
      timeout: 10,
      ...(isLoopbackHttp(settings.issuer) ? { execute: [oidc.allowInsecureRequests] } : {}),
    });
    config.catch(() => discovered.delete(key));
    discovered.set(key, config);
  }
  return config;
}
