import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, sessionCookie, type Credentials, type TestApp } from '../../../test/test-app';

/*
 * Invitations are mail to addresses a practice types: staff and portal invitations (resends
 * included) share one budget per practice per hour and per day, and demo practices send none.
 */

let t: TestApp;
let dana: Credentials;
let alice: Credentials;
let omar: Credentials;
beforeAll(async () => {
  t = await createTestApp({ env: { INVITES_PER_HOUR: '4', INVITES_PER_DAY: '6' } });
  [dana, alice, omar] = await Promise.all([t.login('dana'), t.login('alice'), t.login('omar')]);
});
afterAll(() => t.app.close());

const stamp = () => crypto.randomUUID().slice(0, 8);
const staffInvite = (who: Credentials) =>
  t.app.inject(
    as(who, { method: 'POST', url: '/api/admin/invites', payload: { email: `staff.${stamp()}@anywhere.test`, name: 'A Stranger', role: 'therapist' } }),
  );
async function newClient(who: Credentials): Promise<string> {
  const res = await t.app.inject(as(who, { method: 'POST', url: '/api/clients', payload: { first_name: 'Casey', last_name: `Invitee ${stamp()}` } }));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}
const portalInvite = (who: Credentials, clientId: string) =>
  t.app.inject(
    as(who, { method: 'POST', url: `/api/clients/${clientId}/portal-invites`, payload: { relation: 'self', email: `client.${stamp()}@anywhere.test` } }),
  );

describe('invitation limits', () => {
  it('counts staff and portal invitations and resends of one practice together, per hour and per day', async () => {
    const clients = await Promise.all([1, 2, 3, 4, 5, 6, 7].map(() => newClient(alice)));
    const first = await staffInvite(dana);
    expect(first.statusCode).toBe(201);
    expect((await portalInvite(alice, clients[0]!)).statusCode).toBe(201);
    expect((await t.app.inject(as(dana, { method: 'POST', url: `/api/admin/invites/${first.json().invite.id}/resend` }))).statusCode).toBe(200);
    expect((await portalInvite(alice, clients[1]!)).statusCode).toBe(201);
    await t.app.services.jobs.runUntilIdle();
    const mailsBefore = t.mail.length;

    const hourly = await portalInvite(alice, clients[2]!);
    expect(hourly.statusCode).toBe(429);
    expect(hourly.json().message).toContain('a practice may send 4 per hour');
    expect(Number(hourly.headers['retry-after'])).toBeGreaterThan(0);
    expect((await staffInvite(dana)).statusCode).toBe(429);
    await t.app.services.jobs.runUntilIdle();
    expect(t.mail.length).toBe(mailsBefore);
    // Another practice's budget is its own.
    expect((await portalInvite(omar, await newClient(omar))).statusCode).toBe(201);

    // The next hour: two more, then the day's limit.
    t.clock.advance(60 * 60_000);
    [dana, alice] = await Promise.all([t.login('dana'), t.login('alice')]);
    expect((await portalInvite(alice, clients[3]!)).statusCode).toBe(201);
    expect((await staffInvite(dana)).statusCode).toBe(201);
    const daily = await portalInvite(alice, clients[4]!);
    expect(daily.statusCode).toBe(429);
    expect(daily.json().message).toContain('a practice may send 6 per day');
  });

  it('holds when many invitations arrive at once', async () => {
    const fresh = await createTestApp({ env: { INVITES_PER_HOUR: '3', INVITES_PER_DAY: '30' } });
    try {
      const admin = await fresh.login('dana');
      const answers = await Promise.all(
        Array.from({ length: 12 }, () =>
          fresh.app.inject(
            as(admin, { method: 'POST', url: '/api/admin/invites', payload: { email: `burst.${stamp()}@anywhere.test`, name: 'Burst', role: 'therapist' } }),
          ),
        ),
      );
      expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(3);
      expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(9);
    } finally {
      await fresh.app.close();
    }
  });
});

describe('demo practices', () => {
  it('send no portal invitation, as they send no staff invitation', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/demo-login', payload: { character_type: 'therapist' } });
    expect(res.statusCode).toBe(201);
    const demo: Credentials = { cookie: sessionCookie(res), token: res.json().access_token, userId: res.json().user.uuid };
    await t.app.services.jobs.runUntilIdle();
    const before = t.mail.length;
    const portal = await portalInvite(demo, await newClient(demo));
    expect(portal.statusCode).toBe(403);
    expect(portal.json().message).toContain('Demo practices send no e-mail outside the demo');
    const admin = await t.app.inject({ method: 'POST', url: '/api/auth/demo-login', payload: { character_type: 'admin' } });
    const demoAdmin: Credentials = { cookie: sessionCookie(admin), token: admin.json().access_token, userId: admin.json().user.uuid };
    expect((await staffInvite(demoAdmin)).statusCode).toBe(403);
    await t.app.services.jobs.runUntilIdle();
    expect(t.mail.length).toBe(before);
  });
});
