/**
 * Single sign-on against a real OpenID Connect provider (oidc-provider on 127.0.0.1): the browser's
 * redirects are driven by hand, the provider's with fetch and a cookie jar, Tend's with inject.
 */
import { and, desc, eq } from 'drizzle-orm';
import { auditEvents } from '@tend/db/schema/audit';
import { ssoIdentities, ssoLogins } from '@tend/db/schema/staff-access';
import { users } from '@tend/db/schema/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionPolicy } from '../../auth/session-policy';
import { startOidcTestProvider, type OidcTestProvider } from '../../../test/oidc-test-provider';
import { createTestApp, sessionCookie, type TestApp } from '../../../test/test-app';

const publicUrl = 'http://localhost:3215';
const callbackUrl = `${publicUrl}/api/auth/sso/callback`;

let provider: OidcTestProvider;
let t: TestApp;

beforeAll(async () => {
  provider = await startOidcTestProvider({ redirectUris: [callbackUrl] });
  t = await createTestApp({
    env: {
      PUBLIC_URL: publicUrl,
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      OIDC_LABEL: 'Harbor SSO',
    },
  });
  const identity = (sub: string, email: string, verified = true) => provider.identities.set(email, { sub, email, email_verified: verified });
  identity('sub-ben', t.email('ben'));
  identity('sub-carla', t.email('carla'));
  identity('sub-omar', t.email('omar'));
  identity('sub-sam', t.email('sam'));
  identity('sub-dana-unverified', t.email('dana'), false);
});

afterAll(async () => {
  await t?.app.close();
  await provider?.close();
});

/** Starts a sign-in at Tend; answers the provider URL it redirects to. */
async function start(returnTo?: string): Promise<URL> {
  const res = await t.app.inject({ method: 'GET', url: `/api/auth/sso/start${returnTo ? `?return_to=${encodeURIComponent(returnTo)}` : ''}` });
  expect(res.statusCode).toBe(302);
  return new URL(res.headers.location!);
}

/** Plays the browser at the provider: follows its redirects, fills its sign-in form, stops at Tend's callback. */
async function throughProvider(authorizationUrl: URL, email: string): Promise<string> {
  const jar = new Map<string, string>();
  let url = authorizationUrl.href;
  let form: URLSearchParams | null = null;
  for (let hop = 0; hop < 10; hop++) {
    if (url.startsWith(publicUrl)) return url.slice(publicUrl.length);
    const res = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '), ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      body: form?.toString(),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    form = null;
    const location = res.headers.get('location');
    if (location) {
      url = new URL(location, url).href;
    } else if (res.status === 200 && new URL(url).pathname.startsWith('/interaction/')) {
      form = new URLSearchParams({ email });
    } else {
      throw new Error(`provider answered ${res.status}: ${await res.text()}`);
    }
  }
  throw new Error('too many redirects at the provider');
}

const callback = (path: string) => t.app.inject({ method: 'GET', url: path });
const refusalOf = (res: { statusCode: number; headers: Record<string, unknown> }) => {
  expect(res.statusCode).toBe(302);
  return new URL(String(res.headers.location), publicUrl).searchParams.get('sso_error');
};

async function lastSsoRefusal() {
  const [row] = await t.app.services.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, 'sign_in'), eq(auditEvents.recordType, 'sso')))
    .orderBy(desc(auditEvents.seq))
    .limit(1);
  return row;
}

describe('single sign-on (OpenID Connect)', () => {
  it('says SSO is on, with the operator’s label', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/sso' });
    expect(res.json()).toEqual({ enabled: true, label: 'Harbor SSO' });
  });

  it('sends the browser to the provider with state, nonce and an S256 PKCE challenge, and keeps them for 10 minutes', async () => {
    const url = await start('/clients');
    expect(url.origin).toBe(provider.issuer);
    const params = url.searchParams;
    expect(params.get('client_id')).toBe(provider.clientId);
    expect(params.get('redirect_uri')).toBe(callbackUrl);
    expect(params.get('scope')).toBe('openid email profile');
    expect(params.get('code_challenge_method')).toBe('S256');
    const [login] = await t.app.services.db
      .select()
      .from(ssoLogins)
      .where(eq(ssoLogins.state, params.get('state')!));
    expect(login).toMatchObject({ nonce: params.get('nonce'), returnTo: '/clients' });
    expect(login!.expiresAt.getTime() - t.clock.now.getTime()).toBe(10 * 60_000);
    expect(params.get('code_challenge')).not.toBe(login!.codeVerifier);
  });

  it('refuses a return_to that leaves the site', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/auth/sso/start?return_to=${encodeURIComponent('//evil.example/x')}` });
    expect(res.statusCode).toBe(400);
  });

  it('signs a known member of staff in by verified e-mail, links the identity, then knows them by subject', async () => {
    const path = await throughProvider(await start(), t.email('ben'));
    const res = await callback(path);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/callback');
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: sessionCookie(res) } });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe(t.email('ben'));
    const [link] = await t.app.services.db.select().from(ssoIdentities).where(eq(ssoIdentities.subject, 'sub-ben'));
    expect(link).toMatchObject({ issuer: provider.issuer, userId: me.json().user.uuid });

    // The provider's e-mail changes; the linked subject still signs in as Ben.
    provider.identities.delete(t.email('ben'));
    provider.identities.set('ben.renamed@elsewhere.test', { sub: 'sub-ben', email: 'ben.renamed@elsewhere.test', email_verified: true });
    const again = await callback(await throughProvider(await start(), 'ben.renamed@elsewhere.test'));
    expect(again.headers.location).toBe('/callback');
    const meAgain = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: sessionCookie(again) } });
    expect(meAgain.json().user.uuid).toBe(me.json().user.uuid);
  });

  it('refuses an unknown state and a missing one', async () => {
    expect(refusalOf(await callback('/api/auth/sso/callback?state=made-up&code=abc'))).toBe('state_invalid');
    expect(refusalOf(await callback('/api/auth/sso/callback?code=abc'))).toBe('state_invalid');
    expect(await lastSsoRefusal()).toMatchObject({ recordId: 'state_invalid', outcome: 'denied', actorId: null });
  });

  it('uses a state once: the same callback replayed is refused', async () => {
    const path = await throughProvider(await start(), t.email('carla'));
    expect((await callback(path)).headers.location).toBe('/callback');
    expect(refusalOf(await callback(path))).toBe('state_invalid');
  });

  it('refuses a state older than 10 minutes', async () => {
    const path = await throughProvider(await start(), t.email('carla'));
    t.clock.advance(10 * 60_000 + 1000);
    const res = await callback(path);
    expect(refusalOf(res)).toBe('state_invalid');
    expect(res.cookies.find((c) => c.name === sessionPolicy.cookieName)).toBeUndefined();
  });

  it('refuses an ID token whose nonce is not the one this sign-in sent', async () => {
    const url = await start();
    url.searchParams.set('nonce', 'a-nonce-of-another-login');
    expect(refusalOf(await callback(await throughProvider(url, t.email('carla'))))).toBe('token_invalid');
    expect(await lastSsoRefusal()).toMatchObject({ recordId: 'token_invalid' });
  });

  it('refuses a code obtained for another sign-in (its PKCE verifier does not match)', async () => {
    const mine = await start();
    const other = await start();
    const otherPath = new URL(await throughProvider(other, t.email('carla')), publicUrl);
    otherPath.searchParams.set('state', mine.searchParams.get('state')!);
    expect(refusalOf(await callback(otherPath.pathname + otherPath.search))).toBe('code_rejected');
  });

  it('refuses when the PKCE verifier kept for the sign-in is not the one the challenge was made from', async () => {
    const url = await start();
    await t.app.services.db
      .update(ssoLogins)
      .set({ codeVerifier: 'x'.repeat(43) })
      .where(eq(ssoLogins.state, url.searchParams.get('state')!));
    expect(refusalOf(await callback(await throughProvider(url, t.email('carla'))))).toBe('code_rejected');
  });

  it('a request without a PKCE challenge is refused by the provider, and Tend says so', async () => {
    const url = await start();
    url.searchParams.delete('code_challenge');
    url.searchParams.delete('code_challenge_method');
    expect(refusalOf(await callback(await throughProvider(url, t.email('carla'))))).toBe('provider_error');
  });

  it('never creates an account for an identity it does not know', async () => {
    const before = await t.app.services.db.$count(users);
    const res = await callback(await throughProvider(await start(), 'stranger@nowhere.test'));
    expect(refusalOf(res)).toBe('unknown_user');
    expect(await t.app.services.db.$count(users)).toBe(before);
    expect(await lastSsoRefusal()).toMatchObject({ recordId: 'unknown_user', outcome: 'denied' });
  });

  it('does not match an account by an e-mail the provider has not verified', async () => {
    const res = await callback(await throughProvider(await start(), t.email('dana')));
    expect(refusalOf(res)).toBe('email_unverified');
    const links = await t.app.services.db.select().from(ssoIdentities).where(eq(ssoIdentities.subject, 'sub-dana-unverified'));
    expect(links).toEqual([]);
  });

  it('refuses a deactivated account, naming the account in the audit', async () => {
    const [omar] = await t.app.services.db
      .update(users)
      .set({ active: false })
      .where(eq(users.email, t.email('omar')))
      .returning();
    const res = await callback(await throughProvider(await start(), t.email('omar')));
    expect(refusalOf(res)).toBe('inactive');
    expect(await lastSsoRefusal()).toMatchObject({ recordId: 'inactive', actorId: omar!.id });
  });

  it('is for staff: a client’s portal account is not signed in through SSO', async () => {
    expect(refusalOf(await callback(await throughProvider(await start(), t.email('sam'))))).toBe('unknown_user');
  });

  it('keeps no code or token in the audit trail', async () => {
    const rows = await t.app.services.db.select().from(auditEvents).where(eq(auditEvents.recordType, 'sso'));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.recordId).toMatch(/^[a-z_]+$/);
  });
});

describe('single sign-on when not configured', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp();
  });
  afterAll(async () => {
    await off?.app.close();
  });

  it('says it is off, and its routes send the browser back to sign in', async () => {
    expect((await off.app.inject({ method: 'GET', url: '/api/auth/sso' })).json()).toEqual({ enabled: false, label: 'Sign in with SSO' });
    const startRes = await off.app.inject({ method: 'GET', url: '/api/auth/sso/start' });
    expect(startRes.headers.location).toBe('/login?sso_error=not_configured');
    const callbackRes = await off.app.inject({ method: 'GET', url: '/api/auth/sso/callback?state=x&code=y' });
    expect(callbackRes.headers.location).toBe('/login?sso_error=not_configured');
  });
});
