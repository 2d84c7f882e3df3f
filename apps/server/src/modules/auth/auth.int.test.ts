import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authSessions } from '@tend/db/schema/auth';
import { users } from '@tend/db/schema/users';
import { seedPassword } from '@tend/db/seed/personas';
import { sessionPolicy } from '../../auth/session-policy';
import { hashToken } from '../../auth/tokens';
import { as, createTestApp, sessionCookie, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('sign-in', () => {
  it('answers the user, a bearer token and an httpOnly SameSite=Lax session cookie', async () => {
    const res = await post('/api/auth/login', { email: t.email('alice'), password: seedPassword });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({ email: t.email('alice'), name: 'Dr Alice Moreno', role: 'therapist', demo_mode: false });
    expect(body.user.permissions).toContain('notes:read');
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: sessionPolicy.accessTokenMs / 1000 });
    const cookie = res.cookies.find((c) => c.name === sessionPolicy.cookieName)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.secure).toBeFalsy();
  });

  it('marks the cookie Secure when served over HTTPS behind a trusted proxy', async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: 'on' } });
    const res = await proxied.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'x-forwarded-proto': 'https' },
      payload: { email: proxied.email('ben'), password: seedPassword },
    });
    expect(res.cookies.find((c) => c.name === sessionPolicy.cookieName)?.secure).toBe(true);
    await proxied.app.close();
  });

  it('refuses a wrong password without saying whether the account exists', async () => {
    const wrong = await post('/api/auth/login', { email: t.email('ben'), password: 'not-the-password' });
    const unknown = await post('/api/auth/login', { email: 'nobody@harbor.test', password: 'not-the-password' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe(unknown.json().message);
  });

  it('issues a new session id at every sign-in', async () => {
    const a = await t.login('carla');
    const b = await t.login('carla');
    expect(a.cookie).not.toBe(b.cookie);
  });

  it('answers 429 after repeated failures for one account, even with the right password', async () => {
    const email = t.email('dana');
    for (let i = 0; i < sessionPolicy.maxFailuresPerAccount; i += 1) {
      expect((await post('/api/auth/login', { email, password: `wrong-${i}` })).statusCode).toBe(401);
    }
    const blocked = await post('/api/auth/login', { email, password: seedPassword });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toBe('too_many_requests');
    t.clock.advance(sessionPolicy.loginWindowMs + 1000);
    expect((await post('/api/auth/login', { email, password: seedPassword })).statusCode).toBe(200);
  });

  it('answers 429 after repeated failures from one address across accounts', async () => {
    const throttled = await createTestApp();
    const from = { 'x-forwarded-for': '203.0.113.9' };
    for (let i = 0; i < sessionPolicy.maxFailuresPerAddress; i += 1) {
      await throttled.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '203.0.113.9',
        headers: from,
        payload: { email: `probe${i}@nowhere.test`, password: 'x' },
      });
    }
    const res = await throttled.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '203.0.113.9',
      payload: { email: throttled.email('alice'), password: seedPassword },
    });
    expect(res.statusCode).toBe(429);
    await throttled.app.close();
  });

  it('refuses a deactivated account with account_inactive, and its sessions stop working', async () => {
    const creds = await t.login('devon');
    await t.app.services.db.update(users).set({ active: false }).where(eq(users.id, creds.userId));
    const res = await post('/api/auth/login', { email: t.email('devon'), password: seedPassword });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('account_inactive');
    expect((await t.app.inject(as(creds, { method: 'GET', url: '/api/auth/me' }))).statusCode).toBe(401);
  });
});

describe('session', () => {
  it('GET /api/auth/me answers the user wrapped in `user`, by cookie or by bearer token', async () => {
    const creds = await t.login('alice');
    const byCookie = await t.app.inject(as(creds, { method: 'GET', url: '/api/auth/me' }));
    expect(byCookie.json().user.uuid).toBe(creds.userId);
    const byBearer = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${creds.token}` } });
    expect(byBearer.json().user.uuid).toBe(creds.userId);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
  });

  it('logout deletes the session on the server: the old cookie and its bearer token stop working', async () => {
    const creds = await t.login('alice');
    const out = await t.app.inject(as(creds, { method: 'POST', url: '/api/auth/logout' }));
    expect(out.statusCode).toBe(200);
    const [row] = await t.app.services.db
      .select()
      .from(authSessions)
      .where(eq(authSessions.tokenHash, hashToken(creds.cookie.split('=')[1]!)));
    expect(row).toBeUndefined();
    expect((await t.app.inject(as(creds, { method: 'GET', url: '/api/auth/me' }))).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${creds.token}` } })).statusCode).toBe(401);
  });

  it('logout without a session still answers ok (the client always lands on /login)', async () => {
    expect((await post('/api/auth/logout', undefined)).statusCode).toBe(200);
  });

  it('expires after the idle timeout, but activity keeps it alive', async () => {
    const creds = await t.login('ben');
    t.clock.advance(sessionPolicy.idleMs - 60_000);
    expect((await t.app.inject(as(creds, { method: 'GET', url: '/api/auth/me' }))).statusCode).toBe(200);
    t.clock.advance(sessionPolicy.idleMs - 60_000);
    expect((await t.app.inject(as(creds, { method: 'GET', url: '/api/auth/me' }))).statusCode).toBe(200);
    t.clock.advance(sessionPolicy.idleMs + 1000);
    expect((await t.app.inject(as(creds, { method: 'GET', url: '/api/auth/me' }))).statusCode).toBe(401);
  });

  it('expires at the absolute limit however active it is', async () => {
    const creds = await t.login('carla');
    for (let elapsed = 0; elapsed < sessionPolicy.absoluteMs; elapsed += sessionPolicy.idleMs / 2) {
      t.clock.advance(sessionPolicy.idleMs / 2);
      await t.app.inject(as(creds, { method: 'GET', url: '/api/auth/me' }));
    }
    expect((await t.app.inject(as(creds, { method: 'GET', url: '/api/auth/me' }))).statusCode).toBe(401);
  });

  it('refresh answers a new bearer token from the cookie; the access token expires on its own', async () => {
    const creds = await t.login('alice');
    t.clock.advance(sessionPolicy.accessTokenMs + 1000);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${creds.token}` } })).statusCode).toBe(401);
    const refreshed = await t.app.inject(as(creds, { method: 'POST', url: '/api/auth/refresh' }));
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json()).toMatchObject({ token_type: 'Bearer' });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${refreshed.json().access_token}` } });
    expect(me.statusCode).toBe(200);
  });

  it('refresh cannot be done with a bearer token alone', async () => {
    const creds = await t.login('alice');
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', headers: { authorization: `Bearer ${creds.token}` } });
    expect(res.statusCode).toBe(401);
  });
});

describe('register', () => {
  it('creates a practice whose first member is its admin and a provider, and signs them in', async () => {
    const email = `new-${crypto.randomUUID().slice(0, 8)}@clinic.test`;
    const res = await post('/api/auth/register', { email, password: 'a-long-enough-password', name: 'Dr New', practice_name: 'New Leaf Therapy' });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ email, role: 'admin', is_provider: true, practice_name: 'New Leaf Therapy' });
    expect(res.json().user.permissions).toEqual(expect.arrayContaining(['users:manage', 'notes:approve']));
    expect(sessionCookie(res)).toBeTruthy();
  });

  it('refuses a taken e-mail with 409 and a short password with 400 naming the field', async () => {
    const taken = await post('/api/auth/register', { email: t.email('alice'), password: 'a-long-enough-password', name: 'X', practice_name: 'Y' });
    expect(taken.statusCode).toBe(409);
    const short = await post('/api/auth/register', { email: 'short@clinic.test', password: 'short', name: 'X', practice_name: 'Y' });
    expect(short.statusCode).toBe(400);
    expect(short.json().details).toEqual([{ field: 'body.password', message: 'Password must be at least 12 characters' }]);
  });

  it('refuses a common password, or a simple variant of one, with 400 naming the reason', async () => {
    // The last two are only in the full breached-password list the server loads, not the browser's seed.
    for (const password of ['passwordpassword', 'Password123456!', 'iloveyouiloveyou', 'leavemealone', 'Unbelievable2024']) {
      const res = await post('/api/auth/register', { email: `common-${crypto.randomUUID().slice(0, 8)}@clinic.test`, password, name: 'X', practice_name: 'Y' });
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual([{ field: 'body.password', message: 'This password is too common' }]);
    }
  });
});

describe('password reset', () => {
  /** The link of the next reset mail, once its job has sent it (on PostgreSQL the app's own worker may send it first). */
  const resetToken = async (sentBefore: number) => {
    await vi.waitFor(
      async () => {
        await t.app.services.jobs.runUntilIdle();
        expect(t.mail.length).toBeGreaterThan(sentBefore);
      },
      { timeout: 10_000, interval: 50 },
    );
    return /token=([\w-]+)/.exec(t.mail.at(-1)!.text)![1]!;
  };

  it('mails a single-use link that sets the new password and ends every existing session', async () => {
    const before = await t.login('ben');
    const sent = t.mail.length;
    const ask = await post('/api/auth/forgot-password', { email: t.email('ben') });
    expect(ask.statusCode).toBe(200);
    const token = await resetToken(sent);
    expect(t.mail.at(-1)!.to).toBe(t.email('ben'));
    const reset = await post('/api/auth/reset-password', { token, password: 'brand-new-password-1' });
    expect(reset.statusCode).toBe(200);
    expect((await t.app.inject(as(before, { method: 'GET', url: '/api/auth/me' }))).statusCode).toBe(401);
    expect((await post('/api/auth/login', { email: t.email('ben'), password: 'brand-new-password-1' })).statusCode).toBe(200);
    const again = await post('/api/auth/reset-password', { token, password: 'another-password-22' });
    expect(again.statusCode).toBe(400);
  });

  it('refuses an expired link', async () => {
    const sent = t.mail.length;
    await post('/api/auth/forgot-password', { email: t.email('carla') });
    const token = await resetToken(sent);
    t.clock.advance(sessionPolicy.resetTokenMs + 1000);
    expect((await post('/api/auth/reset-password', { token, password: 'brand-new-password-1' })).statusCode).toBe(400);
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const sent = t.mail.length;
    const res = await post('/api/auth/forgot-password', { email: 'nobody@nowhere.test' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toMatch(/If an account exists/);
    await t.app.services.jobs.runUntilIdle();
    expect(t.mail.length).toBe(sent);
  });
});

describe('cross-site request forgery', () => {
  it('refuses a state-changing request from a foreign Origin', async () => {
    const res = await post('/api/auth/login', { email: t.email('alice'), password: seedPassword }, { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe('cross_origin_refused');
  });

  it('accepts the same origin', async () => {
    const res = await post('/api/auth/login', { email: t.email('alice'), password: seedPassword }, { origin: 'http://localhost:80', host: 'localhost:80' });
    expect(res.statusCode).toBe(200);
  });
});
