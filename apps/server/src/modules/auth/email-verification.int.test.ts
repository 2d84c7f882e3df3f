import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { auditEvents } from '@tend/db/schema/audit';
import { practices } from '@tend/db/schema/practices';
import { as, createTestApp, sessionCookie, type Credentials, type TestApp } from '../../../test/test-app';

/*
 * A practice anyone may register, or a demo anyone may open, must not be a way to mail strangers:
 * a new practice confirms its registrant's e-mail before it sends invitations, its name cannot
 * carry a link into those e-mails, and a demo practice sends none.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

const somewhere = () => ({ remoteAddress: `203.0.113.${Math.floor(Math.random() * 250) + 1}` });
const stamp = () => crypto.randomUUID().slice(0, 8);

async function register(practiceName = `Sunrise Therapy ${stamp()}`): Promise<Credentials & { email: string }> {
  const email = `owner.${stamp()}@signup.test`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { email, password: 'violet-kettle-harbour-9', name: 'Robin Owner', practice_name: practiceName },
    ...somewhere(),
  });
  expect(res.statusCode, res.body).toBe(201);
  return { cookie: sessionCookie(res), token: res.json().access_token, userId: res.json().user.uuid, email };
}

const me = async (who: Credentials) => (await t.app.inject(as(who, { method: 'GET', url: '/api/auth/me' }))).json().user;
const staffInvite = (who: Credentials) =>
  t.app.inject(
    as(who, { method: 'POST', url: '/api/admin/invites', payload: { email: `stranger.${stamp()}@anywhere.test`, name: 'A Stranger', role: 'therapist' } }),
  );
async function portalInvite(who: Credentials) {
  const client = await t.app.inject(as(who, { method: 'POST', url: '/api/clients', payload: { first_name: 'Casey', last_name: `Stranger ${stamp()}` } }));
  expect(client.statusCode, client.body).toBe(201);
  return t.app.inject(
    as(who, {
      method: 'POST',
      url: `/api/clients/${client.json().id}/portal-invites`,
      payload: { relation: 'self', email: `stranger.${stamp()}@anywhere.test` },
    }),
  );
}
const verify = (token: string) => t.app.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token }, ...somewhere() });
const resend = (who: Credentials) => t.app.inject(as(who, { method: 'POST', url: '/api/auth/verify-email/resend' }));

/** The token of the `nth` confirmation mail to `to` (a resend's job may already be running in the background: wait for it). */
async function mailedVerificationToken(to: string, nth = 1): Promise<string> {
  await t.app.services.jobs.runUntilIdle();
  await vi.waitFor(() => expect(t.mail.filter((m) => m.to === to).length).toBeGreaterThanOrEqual(nth));
  const mail = t.mail.filter((m) => m.to === to)[nth - 1];
  const token = /\/verify-email\?token=([\w-]+)/.exec(mail!.text)?.[1];
  expect(token).toBeDefined();
  return token!;
}

describe('e-mail verification', () => {
  it('a new practice sends no staff or portal invitation until its registrant confirms the mailed link', async () => {
    const owner = await register();
    expect((await me(owner)).email_verified).toBe(false);
    const token = await mailedVerificationToken(owner.email);
    expect(t.mail.filter((m) => m.to === owner.email).at(-1)!.subject).toBe('Confirm your e-mail address for Tend');

    for (const refused of [await staffInvite(owner), await portalInvite(owner)]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ error: 'email_unverified', message: expect.stringContaining('Confirm your e-mail address to send invitations') });
    }
    expect(t.mail.filter((m) => m.to.startsWith('stranger.'))).toHaveLength(0);

    const confirmed = await verify(token);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await me(owner)).email_verified).toBe(true);
    expect((await verify(token)).statusCode).toBe(400);
    expect((await staffInvite(owner)).statusCode).toBe(201);
    expect((await portalInvite(owner)).statusCode).toBe(201);

    const audited = await t.app.services.db.select().from(auditEvents).where(eq(auditEvents.recordId, owner.userId));
    expect(audited.map((e) => `${e.action}:${e.outcome}`)).toEqual(expect.arrayContaining(['email_verification_sent:success', 'email_verified:success']));
  });

  it('a new link replaces the old one, and asking for links is limited', async () => {
    const owner = await register();
    const first = await mailedVerificationToken(owner.email);
    const again = await resend(owner);
    expect(again.statusCode, again.body).toBe(200);
    const second = await mailedVerificationToken(owner.email, 2);
    expect(second).not.toBe(first);
    expect((await verify(first)).statusCode).toBe(400);

    expect((await resend(owner)).statusCode).toBe(200);
    expect((await resend(owner)).statusCode).toBe(200);
    const limited = await resend(owner);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toContain('the limit is 3 per hour');

    expect((await verify(await mailedVerificationToken(owner.email, 4))).statusCode).toBe(200);
    t.clock.advance(60 * 60_000);
    const done = await resend(await relogin(owner.email));
    expect(done.statusCode).toBe(409);
  });

  it('the seeded accounts (as the users CLI’s) count as confirmed; a wrong token changes nothing', async () => {
    const dana = await t.login('dana');
    expect((await me(dana)).email_verified).toBe(true);
    expect((await resend(dana)).statusCode).toBe(409);
    expect((await verify('x'.repeat(43))).statusCode).toBe(400);
  });
});

async function relogin(email: string): Promise<Credentials> {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'violet-kettle-harbour-9' }, ...somewhere() });
  expect(res.statusCode, res.body).toBe(200);
  return { cookie: sessionCookie(res), token: res.json().access_token, userId: res.json().user.uuid };
}

describe('practice names in e-mail', () => {
  it('refuses a name carrying a link at registration and in the practice settings, naming the problem', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        email: `owner.${stamp()}@signup.test`,
        password: 'violet-kettle-harbour-9',
        name: 'Robin Owner',
        practice_name: 'Reset your bank password at https://bank.example',
      },
      ...somewhere(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('body.practice_name: The practice name cannot contain a web address, e-mail address or link.');

    const dana = await t.login('dana');
    for (const name of ['Visit bank-reset.example today', 'www.bank.example', 'Harbor\nCounseling']) {
      const patched = await t.app.inject(as(dana, { method: 'PATCH', url: '/api/admin/practice-profile', payload: { name } }));
      expect(patched.statusCode, name).toBe(400);
      expect(patched.json().message).toContain('body.name: The practice name');
    }
  });

  it('an invitation from a practice whose saved name carries a link does not repeat it', async () => {
    const dana = await t.login('dana');
    await t.app.services.db.update(practices).set({ name: 'Reset your password at https://bank.example' }).where(eq(practices.id, t.seeded.practiceIds.harbor));
    const sent = await staffInvite(dana);
    expect(sent.statusCode).toBe(201);
    await t.app.services.jobs.runUntilIdle();
    const mail = t.mail.filter((m) => m.to === sent.json().invite.email).at(-1)!;
    expect(mail.subject).toBe('You are invited to join a practice on Tend');
    expect(`${mail.subject}\n${mail.text}`).not.toContain('bank.example');
    await t.app.services.db.update(practices).set({ name: 'Harbor Counseling Collective' }).where(eq(practices.id, t.seeded.practiceIds.harbor));
  });
});
