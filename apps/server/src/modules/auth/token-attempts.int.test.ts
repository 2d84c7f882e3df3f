/**
 * The single-use links (password reset, portal invitation) under bursts: a link is claimed by one
 * conditional update, so requests racing with it set one password; and each address gets a bounded
 * number of tries, refused before a password is hashed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { portalInviteLimits } from '../portal-accounts/portal-invite.routes';
import { floodLimits } from './flood-limits';
import { issueResetToken } from './password-reset.repo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

const freshAddress = () => `2001:db8::${crypto.randomUUID().slice(0, 4)}:${crypto.randomUUID().slice(0, 4)}`;
/** Moves the clock just past the start of an hour, so one test's counts share a window. */
const startOfHour = () => t.clock.advance(3_600_000 - (t.clock.now.getTime() % 3_600_000) + 1000);
const reset = (token: string, password: string, from: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/reset-password', remoteAddress: from, payload: { token, password } });
const signIn = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: freshAddress(), payload: { email, password } });

describe('reset links', () => {
  it('sets one password when one link is sent ten times at once', async () => {
    const token = await issueResetToken(t.app.services.db, t.seeded.userIds.ben, t.clock.now);
    const passwords = Array.from({ length: 10 }, (_, i) => `violet-kettle-harbour-${i}`);
    const answers = await Promise.all(passwords.map((p) => reset(token, p, freshAddress())));
    const won = answers.flatMap((r, i) => (r.statusCode === 200 ? [passwords[i]!] : []));
    expect(won).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 400).every((r) => /invalid, expired or already used/.test(r.json().message))).toBe(true);
    expect((await signIn(t.email('ben'), won[0]!)).statusCode).toBe(200);
  });

  it('refuses an address past its tries with 429 naming the limit', async () => {
    startOfHour();
    const from = freshAddress();
    const { limit } = floodLimits.resetPerAddress;
    for (let i = 0; i < limit; i += 1) expect((await reset(`guess-${i}-${crypto.randomUUID()}`, 'violet-kettle-harbour-9', from)).statusCode).toBe(400);
    const refused = await reset(await issueResetToken(t.app.services.db, t.seeded.userIds.carla, t.clock.now), 'violet-kettle-harbour-9', from);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/password reset attempts from one address: the limit is 20 per hour/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('portal invitation links', () => {
  it('refuses an address past its tries at accepting or looking up links', async () => {
    startOfHour();
    const from = freshAddress();
    const accept = (token: string) =>
      t.app.inject({ method: 'POST', url: '/api/portal-invites/accept', remoteAddress: from, payload: { token, password: 'violet-kettle-harbour-9' } });
    for (let i = 0; i < portalInviteLimits.acceptPerAddress.limit; i += 1) expect((await accept(`guess-${i}-${crypto.randomUUID()}`)).statusCode).toBe(400);
    const refused = await accept(`guess-${crypto.randomUUID()}`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/invitation attempts from one address/);

    const lookup = () => t.app.inject({ method: 'GET', url: `/api/portal-invites/lookup?token=guess-${crypto.randomUUID()}`, remoteAddress: from });
    for (let i = 0; i < portalInviteLimits.lookupPerAddress.limit; i += 1) expect((await lookup()).statusCode).toBe(200);
    expect((await lookup()).statusCode).toBe(429);
  });
});
