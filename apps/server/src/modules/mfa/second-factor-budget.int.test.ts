/**
 * The second step under guessing (ADR 020): a challenge's attempts are counted by one conditional
 * increment before a code is checked, and the account has one budget across challenges and
 * factors, so neither a burst of codes at once nor a fresh sign-in after each five wrong ones gets
 * more checks than the limit. A `mfa_verify` denied audit event is a code that was checked.
 */
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditEvents } from '@tend/db/schema/audit';
import { seedPassword, type PersonaKey } from '@tend/db/seed/personas';
import { sessionPolicy } from '../../auth/session-policy';
import { as, createTestApp, type TestApp } from '../../../test/test-app';
import { challengePolicy } from './challenges';
import { secondFactorPolicy } from './second-factor-throttle.repo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

/** An address of its own per test: files in one worker share the database and its counters. */
const freshAddress = () => `2001:db8::${crypto.randomUUID().slice(0, 4)}:${crypto.randomUUID().slice(0, 4)}`;
/** Moves the clock just past the start of a 15-minute window, so one test's counts share a window. */
const startOfWindow = () => {
  const windowMs = sessionPolicy.loginWindowMs;
  t.clock.advance(windowMs - (t.clock.now.getTime() % windowMs) + 1000);
};
const codeOf = (secret: string, at = t.clock.now) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: at.getTime() });
/** A well-formed code that is not the current one (nor its neighbours, which TOTP also accepts). */
const wrongCode = (secret: string, i = 0) => {
  const near = new Set([-30_000, 0, 30_000].map((d) => codeOf(secret, new Date(t.clock.now.getTime() + d))));
  for (let n = i; ; n += 1) {
    const code = String(100000 + ((n * 7919) % 900000));
    if (!near.has(code)) return code;
  }
};
const cookieOf = (res: LightMyRequestResponse, name: string) => {
  const c = res.cookies.find((x) => x.name === name && x.value);
  return c ? `${c.name}=${c.value}` : undefined;
};
const login = (persona: PersonaKey, from: string, password = seedPassword) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: from, payload: { email: t.email(persona), password } });
async function challenge(persona: PersonaKey, from: string): Promise<string> {
  const res = await login(persona, from);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().second_factor.kind).toBe('verify');
  return cookieOf(res, 'tend_challenge')!;
}
const verify = (cookie: string, from: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/mfa/verify', remoteAddress: from, payload, headers: { cookie } });

/** Turns TOTP on for a persona from their account page; answers the secret and the recovery codes. */
async function enrol(persona: PersonaKey): Promise<{ secret: string; recoveryCodes: string[] }> {
  const who = await t.login(persona);
  const start = await t.app.inject(as(who, { method: 'POST', url: '/api/account/mfa/totp/start' }));
  const secret: string = start.json().secret;
  const confirm = await t.app.inject(as(who, { method: 'POST', url: '/api/account/mfa/totp/confirm', payload: { code: codeOf(secret) } }));
  expect(confirm.statusCode, confirm.body).toBe(200);
  // The code just used is spent: the tests' own codes come from the next step.
  t.clock.advance(30_000);
  return { secret, recoveryCodes: confirm.json().recovery_codes };
}

async function checkedWrongCodes(persona: PersonaKey): Promise<number> {
  const rows = await t.app.services.db
    .select({ seq: auditEvents.seq })
    .from(auditEvents)
    .where(and(eq(auditEvents.action, 'mfa_verify'), eq(auditEvents.recordId, t.seeded.userIds[persona]), eq(auditEvents.outcome, 'denied')));
  return rows.length;
}

const lockoutMails = (persona: PersonaKey) => t.mail.filter((m) => m.to === t.email(persona) && /locked/.test(m.subject));
/** The lock-out mails, once the job runner (here, or its own loop) has sent `count` of them. */
async function mailsOnceSent(persona: PersonaKey, count: number) {
  await vi.waitFor(
    async () => {
      await t.app.services.jobs.runUntilIdle();
      expect(lockoutMails(persona)).toHaveLength(count);
    },
    { timeout: 10_000, interval: 100 },
  );
  return lockoutMails(persona);
}

describe('the second step under guessing', () => {
  it('checks at most the challenge’s limit of 30 wrong codes sent at once on one challenge', async () => {
    const { secret } = await enrol('ben');
    const from = freshAddress();
    const cookie = await challenge('ben', from);
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => verify(cookie, from, { code: wrongCode(secret, i) })));
    expect(answers.every((r) => [401, 429].includes(r.statusCode))).toBe(true);
    expect(answers.filter((r) => r.json().error === 'mfa_code_invalid').length).toBeLessThan(challengePolicy.maxAttempts);
    expect(await checkedWrongCodes('ben')).toBeLessThanOrEqual(challengePolicy.maxAttempts);
  });

  it('does not sign in when wrong codes and then the right one are sent at once', async () => {
    const { secret } = await enrol('carla');
    const from = freshAddress();
    const cookie = await challenge('carla', from);
    const wrong = Array.from({ length: 40 }, (_, i) => verify(cookie, from, { code: wrongCode(secret, i) }));
    const answers = await Promise.all([...wrong, verify(cookie, from, { code: codeOf(secret) })]);
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(0);
    expect(answers.at(-1)!.cookies.find((c) => c.name === sessionPolicy.cookieName && c.value)).toBeUndefined();
    expect(await checkedWrongCodes('carla')).toBeLessThanOrEqual(secondFactorPolicy.maxFailures);
  });

  it('keeps one budget across challenges and factors: a new sign-in after the lock-out is still locked, and the holder is told', async () => {
    const { secret, recoveryCodes } = await enrol('dana');
    const from = freshAddress();
    // Two wrong authenticator codes on one challenge, two wrong recovery codes on the next, one more on a third.
    let cookie = await challenge('dana', from);
    for (const i of [0, 1]) expect((await verify(cookie, from, { code: wrongCode(secret, i) })).json().error).toBe('mfa_code_invalid');
    cookie = await challenge('dana', from);
    for (const code of ['aaaa-bbbb-cccc', 'dddd-eeee-ffff'])
      expect((await verify(cookie, from, { recovery_code: code })).json().error).toBe('mfa_code_invalid');
    cookie = await challenge('dana', from);
    const fifth = await verify(cookie, from, { code: wrongCode(secret, 2) });
    expect(fifth.statusCode).toBe(429);
    expect(Number(fifth.headers['retry-after'])).toBe(secondFactorPolicy.firstLockMs / 1000);
    expect(fifth.json().message).toMatch(/locked for 15 minutes/);

    // The password still opens a challenge, but neither the right code nor a recovery code is checked.
    cookie = await challenge('dana', from);
    const right = await verify(cookie, from, { code: codeOf(secret) });
    expect(right.statusCode).toBe(429);
    expect((await verify(cookie, from, { recovery_code: recoveryCodes[0] })).statusCode).toBe(429);
    expect(await checkedWrongCodes('dana')).toBe(secondFactorPolicy.maxFailures);

    // One mail to the account's own address, naming no practice, person or address.
    const mails = await mailsOnceSent('dana', 1);
    expect(mails[0]!.text).toMatch(/locked for 15 minutes/);
    for (const personal of ['Dana', 'Harbor', from]) expect(mails[0]!.text).not.toContain(personal);

    // After the lock, the right code enters; the next lock-out after wrong codes lasts twice as long.
    t.clock.advance(secondFactorPolicy.firstLockMs + 1000);
    cookie = await challenge('dana', from);
    for (let i = 0; i < secondFactorPolicy.maxFailures - 1; i += 1) await verify(cookie, from, { code: wrongCode(secret, 10 + i) });
    cookie = await challenge('dana', from);
    const again = await verify(cookie, from, { code: wrongCode(secret, 20) });
    expect(again.statusCode).toBe(429);
    expect(Number(again.headers['retry-after'])).toBe((2 * secondFactorPolicy.firstLockMs) / 1000);
    t.clock.advance(2 * secondFactorPolicy.firstLockMs + 1000);
    const entered = await verify(await challenge('dana', from), from, { code: codeOf(secret) });
    expect(entered.statusCode, entered.body).toBe(200);
    // A passed second factor starts the budget and the lock-outs' growth afresh.
    t.clock.advance(30_000);
    cookie = await challenge('dana', from);
    for (let i = 0; i < secondFactorPolicy.maxFailures - 1; i += 1)
      expect((await verify(cookie, from, { code: wrongCode(secret, 30 + i) })).statusCode).toBe(401);
    const third = await verify(cookie, from, { code: wrongCode(secret, 40) });
    expect(Number(third.headers['retry-after'])).toBe(secondFactorPolicy.firstLockMs / 1000);
    await mailsOnceSent('dana', 3);
  });

  it('counts a right password as no failure, but forgets failed passwords only when the second factor has passed too', async () => {
    await enrol('alice');
    const from = freshAddress();
    startOfWindow();
    for (let i = 0; i < sessionPolicy.maxFailuresPerAccount - 1; i += 1) expect((await login('alice', from, 'wrong password')).statusCode).toBe(401);
    // The right password opens a challenge; the four failures before it still count.
    expect((await login('alice', from)).json().second_factor.kind).toBe('verify');
    expect((await login('alice', from, 'wrong password')).statusCode).toBe(401);
    expect((await login('alice', from)).statusCode).toBe(429);
  });

  it('limits wrong codes per address across accounts', async () => {
    const { secret } = await enrol('omar');
    const from = freshAddress();
    startOfWindow();
    // Omar's own budget would lock him after 5: reset it between rounds as a passed code does.
    let checked = 0;
    for (let round = 0; round < secondFactorPolicy.maxFailuresPerAddress / (secondFactorPolicy.maxFailures - 1); round += 1) {
      const cookie = await challenge('omar', from);
      for (let i = 0; i < secondFactorPolicy.maxFailures - 1; i += 1) {
        expect((await verify(cookie, from, { code: wrongCode(secret, round * 10 + i) })).statusCode).toBe(401);
        checked += 1;
      }
      // A right code from another address clears his budget without giving this address anything back.
      expect((await verify(cookie, freshAddress(), { code: codeOf(secret) })).statusCode).toBe(200);
      t.clock.advance(30_000);
    }
    expect(checked).toBe(secondFactorPolicy.maxFailuresPerAddress);
    const refused = await verify(await challenge('omar', from), from, { code: wrongCode(secret, 99) });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/from this address/);
  });
});
