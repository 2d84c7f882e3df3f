/**
 * The sign-in throttle under a burst: the count and the check are one atomic statement, taken
 * before the password hash is verified, so concurrent wrong passwords past the limit are refused
 * unchecked. A 401 is a verified wrong password and leaves a `sign_in` denied audit event; a 429
 * was refused before any hash was checked.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '@tend/db/schema/audit';
import { seedPassword } from '@tend/db/seed/personas';
import { sessionPolicy } from '../../auth/session-policy';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

/** An address of its own per test: files in one worker share the database and its counters. */
const freshAddress = () => `2001:db8::${crypto.randomUUID().slice(0, 4)}:${crypto.randomUUID().slice(0, 4)}`;
const login = (email: string, password: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress, payload: { email, password } });

async function deniedSignIns(userId: string): Promise<number> {
  const rows = await t.app.services.db
    .select({ seq: auditEvents.seq })
    .from(auditEvents)
    .where(and(eq(auditEvents.action, 'sign_in'), eq(auditEvents.recordId, userId), eq(auditEvents.outcome, 'denied')));
  return rows.length;
}

describe('sign-in throttle', () => {
  it('checks at most 5 of 50 concurrent wrong passwords for one account; the rest answer 429 with Retry-After', async () => {
    const from = freshAddress();
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => login(t.email('alice'), `wrong-${i}`, from)));
    const checked = answers.filter((r) => r.statusCode === 401).length;
    const refused = answers.filter((r) => r.statusCode === 429);
    expect({ checked, refused: refused.length }).toEqual({ checked: sessionPolicy.maxFailuresPerAccount, refused: 50 - sessionPolicy.maxFailuresPerAccount });
    expect(await deniedSignIns(t.seeded.userIds.alice)).toBe(sessionPolicy.maxFailuresPerAccount);
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused[0]!.json()).toMatchObject({ error: 'too_many_requests', message: expect.stringMatching(/5 .*15 minutes/) });
  });

  it('checks at most 20 concurrent wrong passwords from one address across accounts', async () => {
    const from = freshAddress();
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => login(`probe-${i}-${crypto.randomUUID()}@nowhere.test`, 'wrong', from)));
    expect(answers.filter((r) => r.statusCode === 401)).toHaveLength(sessionPolicy.maxFailuresPerAddress);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(40 - sessionPolicy.maxFailuresPerAddress);
  });

  it('a refused attempt is not a failure: hammering a locked account does not use up the address', async () => {
    const from = freshAddress();
    const email = t.email('dana');
    for (let i = 0; i < sessionPolicy.maxFailuresPerAccount; i += 1) expect((await login(email, 'wrong', from)).statusCode).toBe(401);
    const refused = await Promise.all(Array.from({ length: 30 }, () => login(email, 'wrong', from)));
    expect(refused.every((r) => r.statusCode === 429)).toBe(true);
    expect((await login(t.email('sam'), seedPassword, from)).statusCode).toBe(200);
  });

  it('a successful sign-in clears the account count, and right passwords do not use up the address', async () => {
    const from = freshAddress();
    const email = t.email('ben');
    for (let i = 0; i < sessionPolicy.maxFailuresPerAccount - 1; i += 1) expect((await login(email, 'wrong', from)).statusCode).toBe(401);
    expect((await login(email, seedPassword, from)).statusCode).toBe(200);
    for (let i = 0; i < sessionPolicy.maxFailuresPerAccount; i += 1) expect((await login(email, 'wrong', from)).statusCode).toBe(401);
    expect((await login(email, seedPassword, from)).statusCode).toBe(429);

    // A clinic behind one address signs in all day: only failures count against it.
    const office = freshAddress();
    for (let i = 0; i <= sessionPolicy.maxFailuresPerAddress; i += 1) expect((await login(t.email('carla'), seedPassword, office)).statusCode).toBe(200);
  });
});
