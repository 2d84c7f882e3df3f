import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PersonaKey } from '@tend/db/seed/personas';
import { seedPassword } from '@tend/db/seed/personas';
import { practices } from '@tend/db/schema/practices';
import { totpFactors } from '@tend/db/schema/staff-access';
import { as, createTestApp, sessionCookie, type Credentials, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

const codeOf = (secret: string, at = t.clock.now) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: at.getTime() });
const cookieOf = (res: LightMyRequestResponse, name: string) => {
  const c = res.cookies.find((x) => x.name === name && x.value);
  return c ? `${c.name}=${c.value}` : undefined;
};
const login = (persona: PersonaKey, cookie?: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: t.email(persona), password: seedPassword }, headers: cookie ? { cookie } : {} });
/** Signs in with the password and answers the challenge cookie it set. */
async function challenge(persona: PersonaKey, kind: 'verify' | 'enrol' = 'verify', cookie?: string): Promise<string> {
  const res = await login(persona, cookie);
  expect(res.statusCode).toBe(200);
  expect(res.json().second_factor.kind).toBe(kind);
  expect(res.cookies.find((c) => c.name === 'tend_session')).toBeUndefined();
  const challengeCookie = cookieOf(res, 'tend_challenge');
  expect(challengeCookie).toBeDefined();
  return challengeCookie!;
}
const verify = (cookie: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/mfa/verify', payload, headers: { cookie } });
const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });

/** Ben turns TOTP on from his account; the secret and recovery codes are kept for the tests below. */
let ben: Credentials;
let secret: string;
let recoveryCodes: string[];

describe('enrolment from the account page', () => {
  it('starts, refuses a wrong code, confirms with the current one and shows ten recovery codes once', async () => {
    ben = await t.login('ben');
    const before = await t.app.inject(as(ben, { method: 'GET', url: '/api/account/mfa' }));
    expect(before.json()).toMatchObject({ totp_enabled: false, recovery_codes_left: 0, passkeys: [], practice_requires_mfa: false });
    const start = await t.app.inject(as(ben, { method: 'POST', url: '/api/account/mfa/totp/start' }));
    expect(start.statusCode).toBe(200);
    secret = start.json().secret;
    expect(start.json().otpauth_uri).toContain(`secret=${secret}`);
    expect(start.json().qr_svg).toContain('<svg');
    // The secret is stored sealed, not in clear.
    const [row] = await t.app.services.db.select().from(totpFactors).where(eq(totpFactors.userId, ben.userId));
    expect(row!.secretBox).not.toContain(secret);
    expect(row!.confirmedAt).toBeNull();

    const wrong = await t.app.inject(
      as(ben, { method: 'POST', url: '/api/account/mfa/totp/confirm', payload: { code: codeOf(secret, new Date(t.clock.now.getTime() - 10 * 60_000)) } }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toBe('mfa_code_invalid');
    const confirm = await t.app.inject(as(ben, { method: 'POST', url: '/api/account/mfa/totp/confirm', payload: { code: codeOf(secret) } }));
    expect(confirm.statusCode).toBe(200);
    recoveryCodes = confirm.json().recovery_codes;
    expect(recoveryCodes).toHaveLength(10);
    expect(recoveryCodes[0]).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    const after = await t.app.inject(as(ben, { method: 'GET', url: '/api/account/mfa' }));
    expect(after.json()).toMatchObject({ totp_enabled: true, recovery_codes_left: 10 });
  });
});

describe('signing in with TOTP', () => {
  it('asks for a code after the password, refuses a wrong one, enters with the right one', async () => {
    t.clock.advance(30_000);
    const res = await login('ben');
    expect(res.json()).toEqual({ second_factor: { kind: 'verify', methods: ['totp', 'recovery_code'], remember_device_days: 30 } });
    const asked = await t.app.inject({ method: 'GET', url: '/api/auth/mfa/challenge', headers: { cookie: cookieOf(res, 'tend_challenge')! } });
    expect(asked.json()).toEqual(res.json());
    const cookie = cookieOf(res, 'tend_challenge')!;
    // The challenge cookie is not a session.
    expect((await me(cookie)).statusCode).toBe(401);
    const wrong = await verify(cookie, { code: '000000' === codeOf(secret) ? '111111' : '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toBe('mfa_code_invalid');
    const right = await verify(cookie, { code: codeOf(secret) });
    expect(right.statusCode).toBe(200);
    expect(right.json().user.uuid).toBe(ben.userId);
    expect((await me(sessionCookie(right))).statusCode).toBe(200);
    // The challenge is spent.
    expect((await verify(cookie, { code: codeOf(secret) })).json().error).toBe('mfa_challenge_expired');
  });

  it('refuses a code replayed within its own 30 seconds, accepts the next one', async () => {
    t.clock.advance(30_000);
    const first = await verify(await challenge('ben'), { code: codeOf(secret) });
    expect(first.statusCode).toBe(200);
    const cookie = await challenge('ben');
    const replay = await verify(cookie, { code: codeOf(secret) });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error).toBe('mfa_code_invalid');
    t.clock.advance(30_000);
    expect((await verify(cookie, { code: codeOf(secret) })).statusCode).toBe(200);
  });

  it('ends the challenge after five wrong codes and locks the second step: even the right code then needs the password again, later', async () => {
    t.clock.advance(30_000);
    const cookie = await challenge('ben');
    const bad = codeOf(secret) === '123456' ? '654321' : '123456';
    for (let i = 0; i < 4; i++) expect((await verify(cookie, { code: bad })).json().error).toBe('mfa_code_invalid');
    const fifth = await verify(cookie, { code: bad });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().error).toBe('too_many_requests');
    expect((await verify(cookie, { code: codeOf(secret) })).json().error).toBe('mfa_challenge_expired');
    // The lock-out is the account's, across challenges (second-factor-budget.int.test.ts): it ends after 15 minutes.
    t.clock.advance(15 * 60_000 + 1000);
  });

  it('accepts a recovery code once, whatever its case and dashes', async () => {
    const code = recoveryCodes[3]!;
    const first = await verify(await challenge('ben'), { recovery_code: code.toUpperCase().replace(/-/g, '') });
    expect(first.statusCode).toBe(200);
    const again = await verify(await challenge('ben'), { recovery_code: code });
    expect(again.statusCode).toBe(401);
    expect(again.json().error).toBe('mfa_code_invalid');
    expect((await t.app.inject(as(ben, { method: 'GET', url: '/api/account/mfa' }))).json().recovery_codes_left).toBe(9);
  });

  it('skips the code on a remembered device until it expires (30 days by default)', async () => {
    t.clock.advance(30_000);
    const res = await verify(await challenge('ben'), { code: codeOf(secret), remember_device: true });
    expect(res.statusCode).toBe(200);
    const device = cookieOf(res, 'tend_device');
    expect(device).toBeDefined();
    const skipped = await login('ben', device);
    expect(skipped.json().user.uuid).toBe(ben.userId);
    // Once the remembered device expires, the code is asked again.
    t.clock.advance(31 * 24 * 60 * 60_000);
    ben = await (async () => {
      const cookie = await challenge('ben', 'verify', device);
      const ok = await verify(cookie, { code: codeOf(secret) });
      return { cookie: sessionCookie(ok), token: ok.json().access_token, userId: ok.json().user.uuid };
    })();
  });
});

describe('turning TOTP off', () => {
  it('needs a current code', async () => {
    t.clock.advance(30_000);
    const refused = await t.app.inject(as(ben, { method: 'DELETE', url: '/api/account/mfa/totp', payload: { code: codeOf(secret, new Date(0)) } }));
    expect(refused.statusCode).toBe(400);
    const off = await t.app.inject(as(ben, { method: 'DELETE', url: '/api/account/mfa/totp', payload: { code: codeOf(secret) } }));
    expect(off.statusCode).toBe(200);
    expect((await t.app.inject(as(ben, { method: 'GET', url: '/api/account/mfa' }))).json()).toMatchObject({ totp_enabled: false, recovery_codes_left: 0 });
    expect((await login('ben')).json().user.uuid).toBe(ben.userId);
  });
});

describe('a practice that requires MFA', () => {
  it('sends a user without a factor through enrolment before the session starts, and keeps the last factor', async () => {
    await t.app.services.db
      .update(practices)
      .set({ settings: sql`${practices.settings} || '{"security":{"require_mfa":true}}'::jsonb` })
      .where(eq(practices.id, t.seeded.practiceIds.riverside));
    const res = await login('omar');
    expect(res.json()).toEqual({ second_factor: { kind: 'enrol', methods: ['totp'], remember_device_days: 30 } });
    const cookie = cookieOf(res, 'tend_challenge')!;
    expect((await me(cookie)).statusCode).toBe(401);
    // An enrol challenge is not a verify challenge.
    expect((await verify(cookie, { code: '123456' })).json().error).toBe('mfa_challenge_expired');
    const start = await t.app.inject({ method: 'POST', url: '/api/auth/mfa/enrol/start', headers: { cookie } });
    expect(start.statusCode).toBe(200);
    const omarSecret: string = start.json().secret;
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/mfa/enrol/confirm',
      payload: { code: codeOf(omarSecret, new Date(0)) },
      headers: { cookie },
    });
    expect(wrong.json().error).toBe('mfa_code_invalid');
    const done = await t.app.inject({ method: 'POST', url: '/api/auth/mfa/enrol/confirm', payload: { code: codeOf(omarSecret) }, headers: { cookie } });
    expect(done.statusCode).toBe(200);
    expect(done.json().recovery_codes).toHaveLength(10);
    const omar = { cookie: sessionCookie(done), token: done.json().access_token, userId: done.json().user.uuid };
    expect((await me(omar.cookie)).statusCode).toBe(200);
    t.clock.advance(30_000);
    const off = await t.app.inject(as(omar, { method: 'DELETE', url: '/api/account/mfa/totp', payload: { code: codeOf(omarSecret) } }));
    expect(off.statusCode).toBe(409);
    expect((await t.app.inject(as(omar, { method: 'GET', url: '/api/account/mfa' }))).json()).toMatchObject({
      totp_enabled: true,
      practice_requires_mfa: true,
    });
  });
});
