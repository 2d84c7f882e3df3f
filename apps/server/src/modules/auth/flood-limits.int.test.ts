/**
 * Floods of the public account calls and of the assistant: each is counted by the one
 * database-backed limiter, so a burst past the limit answers 429 (naming the limit, with
 * Retry-After) and does no work.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, sayAs, type TestApp } from '../../../test/test-app';
import { assistantLimitPerUser } from '../engine/engine.routes';
import { floodLimits } from './flood-limits';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { DEMO_LOGINS_PER_HOUR: '5' } });
});
afterAll(() => t.app.close());

/** An address of its own per test: files in one worker share the database and its counters. */
const freshAddress = () => `2001:db8::${crypto.randomUUID().slice(0, 4)}:${crypto.randomUUID().slice(0, 4)}`;
const burst = (n: number, send: (i: number) => Promise<LightMyRequestResponse>) => Promise.all(Array.from({ length: n }, (_, i) => send(i)));
const statuses = (answers: LightMyRequestResponse[]) => answers.map((r) => r.statusCode).sort();

function expectRefusal(res: LightMyRequestResponse, limitText: RegExp) {
  expect(res.statusCode).toBe(429);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  expect(res.json()).toMatchObject({ error: 'too_many_requests', message: expect.stringMatching(limitText) });
}

describe('flood limits', () => {
  it('register: one address creates at most its limit of practices in a burst', async () => {
    const from = freshAddress();
    const { limit } = floodLimits.registerPerAddress;
    const answers = await burst(limit + 10, (i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: from,
        payload: {
          email: `flood-${i}-${crypto.randomUUID().slice(0, 8)}@clinic.test`,
          password: 'a-long-enough-password',
          name: 'Dr Flood',
          practice_name: 'Flood Practice',
        },
      }),
    );
    expect(statuses(answers)).toEqual([...Array<number>(limit).fill(201), ...Array<number>(10).fill(429)]);
    expectRefusal(
      answers.find((r) => r.statusCode === 429)!,
      new RegExp(`${limit} .*hour`),
    );
  });

  it('forgot-password: one address is refused past its limit; one e-mail gets at most its limit of mails, answered the same', async () => {
    const from = freshAddress();
    const perAddress = floodLimits.forgotPerAddress.limit;
    const answers = await burst(perAddress + 5, (i) =>
      t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', remoteAddress: from, payload: { email: `nobody-${i}@nowhere.test` } }),
    );
    expect(statuses(answers)).toEqual([...Array<number>(perAddress).fill(200), ...Array<number>(5).fill(429)]);
    expectRefusal(
      answers.find((r) => r.statusCode === 429)!,
      new RegExp(`${perAddress} .*hour`),
    );

    const toBen = () => t.mail.filter((m) => m.to === t.email('ben')).length;
    const sent = toBen();
    const perEmail = floodLimits.forgotPerEmail.limit;
    const asks = await burst(perEmail + 5, () =>
      t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', remoteAddress: freshAddress(), payload: { email: t.email('ben') } }),
    );
    expect(new Set(asks.map((r) => `${r.statusCode} ${r.json().message}`)).size).toBe(1);
    expect(asks[0]!.statusCode).toBe(200);
    // The mails go out from jobs (on PostgreSQL the app's own worker may send some first); only Ben's are counted, as the
    // sign-ups above queue their own confirmation mails, which go out from the same jobs.
    await vi.waitFor(
      async () => {
        await t.app.services.jobs.runUntilIdle();
        expect(toBen() - sent).toBe(perEmail);
      },
      { timeout: 30_000, interval: 50 },
    );
  });

  it('demo-login: one address creates at most DEMO_LOGINS_PER_HOUR demo practices', async () => {
    const from = freshAddress();
    const answers = await burst(25, () =>
      t.app.inject({ method: 'POST', url: '/api/auth/demo-login', remoteAddress: from, payload: { character_type: 'therapist' } }),
    );
    expect(statuses(answers)).toEqual([...Array<number>(5).fill(201), ...Array<number>(20).fill(429)]);
    expectRefusal(
      answers.find((r) => r.statusCode === 429)!,
      /5 .*hour/,
    );
  });

  it('engine/respond: one user is refused past the per-minute limit, on the streamed call too', async () => {
    const alice = await t.login('alice');
    const { limit } = assistantLimitPerUser;
    const session = crypto.randomUUID();
    const send = (url: string) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { cookie: alice.cookie, origin: 'http://localhost:80' },
        payload: { user_input: 'what is pending?', session_id: session, message_id: crypto.randomUUID() },
      });
    const answers: LightMyRequestResponse[] = [];
    for (let i = 0; i < limit; i += 1) answers.push(await send('/api/engine/respond'));
    expect(answers.every((r) => r.statusCode === 200)).toBe(true);
    expectRefusal(await send('/api/engine/respond'), new RegExp(`${limit} .*minute`));
    expectRefusal(await send('/api/engine/respond/stream'), new RegExp(`${limit} .*minute`));
    t.clock.advance(60_000);
    expect((await sayAs(t, alice, session, 'what is pending?')).statusCode).toBe(200);
  });
});
