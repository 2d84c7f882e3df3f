/**
 * Portal accounts: a clinician invites a client, the e-mail carries a single-use link that expires,
 * the client sets a password and is signed in to a portal that shows only their own record.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '@tend/db/schema/audit';
import { portalInvites } from '@tend/db/schema/portal';
import { users } from '@tend/db/schema/users';
import { createTestApp, type Credentials, type TestApp } from '../../../test/test-app';
import { portalTestKit } from './test-helpers';

let t: TestApp;
let alice: Credentials;
const { call, newClient, tokenMailedTo, invite, accept, scopeOf } = portalTestKit(() => t);

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.login('alice');
});
afterAll(() => t.app.close());

describe('inviting a client and accepting', () => {
  let clientId: string;
  let token: string;
  let portal: Credentials;
  const email = `portal-${crypto.randomUUID().slice(0, 8)}@client.test`;

  it('mails a link that names the practice and nothing clinical', async () => {
    clientId = await newClient(alice, { first_name: 'Quinn', email });
    const res = await call(alice, 'POST', `/api/clients/${clientId}/portal-invites`, { relation: 'self' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ relation: 'self', guardian_id: null, email });
    expect(res.json()).not.toHaveProperty('token');
    const expires = new Date(res.json().expires_at).getTime() - t.clock.now.getTime();
    expect(expires).toBe(7 * 24 * 60 * 60_000);
    const mail = t.mail.at(-1)!;
    expect(mail.to).toBe(email);
    expect(mail.subject).toContain('Harbor');
    expect(mail.text).toMatch(/http:\/\/localhost:\d+\/portal-invite\?token=/);
    expect(`${mail.subject} ${mail.text}`).not.toMatch(/Quinn|Probe/);
    token = tokenMailedTo(email);
    // Only the token's hash is kept.
    const [row] = await t.app.services.db.select().from(portalInvites).where(eq(portalInvites.clientId, clientId));
    expect(row!.tokenHash).not.toBe(token);
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('tells the link’s holder only that it is valid, the practice and a masked e-mail', async () => {
    const res = await call(null, 'GET', `/api/portal-invites/lookup?token=${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'valid', practice_name: expect.stringContaining('Harbor'), email_masked: `p•••@client.test` });
    const unknown = await call(null, 'GET', `/api/portal-invites/lookup?token=${'x'.repeat(43)}`);
    expect(unknown.json()).toEqual({ status: 'invalid', practice_name: null, email_masked: null });
  });

  it('lists the pending invitation on the client’s portal access, never its token', async () => {
    const res = await call(alice, 'GET', `/api/clients/${clientId}/portal-access`);
    expect(res.statusCode).toBe(200);
    expect(res.json().self).toMatchObject({ has_account: false, account_email: null, pending_invite: { email, relation: 'self' } });
    expect(res.body).not.toContain(token);
  });

  it('holds the password to the registration rules', async () => {
    const res = await call(null, 'POST', '/api/portal-invites/accept', { token, password: 'short' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/body\.password: Password must be at least 12 characters/);
  });

  it('creates a client account, signs it in, and shows it only its own record', async () => {
    portal = await accept(token);
    const me = await call(portal, 'GET', '/api/auth/me');
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({ email, role: 'client' });
    // The bearer token works as login's does.
    const bearer = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${portal.token}` } });
    expect(bearer.statusCode).toBe(200);
    expect(await scopeOf(portal.userId)).toEqual([clientId]);
    expect((await call(portal, 'GET', '/api/clients')).statusCode).toBe(403);
    expect((await call(portal, 'GET', `/api/clients/${clientId}`)).statusCode).toBe(403);
    const access = (await call(alice, 'GET', `/api/clients/${clientId}/portal-access`)).json();
    expect(access.self).toEqual({ has_account: true, account_email: email, pending_invite: null });
  });

  it('works once', async () => {
    const again = await call(null, 'POST', '/api/portal-invites/accept', { token, password: 'another long password' });
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ error: 'invite_used' });
    expect((await call(null, 'GET', `/api/portal-invites/lookup?token=${token}`)).json().status).toBe('used');
    // A client who already has access is not invited twice.
    const twice = await call(alice, 'POST', `/api/clients/${clientId}/portal-invites`, { relation: 'self' });
    expect(twice.statusCode).toBe(409);
  });

  it('audits the invitation, the reads and the acceptance', async () => {
    const events = await t.app.services.db.select().from(auditEvents).where(eq(auditEvents.clientId, clientId));
    const actions = events.map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['portal_invite', 'read_portal_access', 'portal_invite_lookup', 'portal_invite_accept']));
    expect(events.find((e) => e.action === 'portal_invite_accept' && e.outcome === 'success')?.actorId).toBe(portal.userId);
  });

  it('ends every session of a revoked account, and deactivates it once it acts for nobody', async () => {
    const res = await call(alice, 'POST', `/api/clients/${clientId}/portal-access/revoke`, { relation: 'self' });
    expect(res.statusCode).toBe(200);
    expect(res.json().self).toEqual({ has_account: false, account_email: null, pending_invite: null });
    expect((await call(portal, 'GET', '/api/auth/me')).statusCode).toBe(401);
    const bearer = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${portal.token}` } });
    expect(bearer.statusCode).toBe(401);
    const [user] = await t.app.services.db.select().from(users).where(eq(users.id, portal.userId));
    expect(user!.active).toBe(false);
    const login = await call(null, 'POST', '/api/auth/login', { email, password: 'a long enough password' });
    expect(login.statusCode).toBe(403);
    const audited = await t.app.services.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.clientId, clientId), eq(auditEvents.action, 'revoke_portal_access')));
    expect(audited).toHaveLength(1);
  });

  it('re-invites the same e-mail after a revocation: the account is linked again and reactivated, its password kept', async () => {
    const again = await invite(alice, clientId, { relation: 'self' });
    const res = await call(null, 'POST', '/api/portal-invites/accept', { token: again, password: 'ignored password here' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ outcome: 'linked_existing_account' });
    const login = await call(null, 'POST', '/api/auth/login', { email, password: 'a long enough password' });
    expect(login.statusCode).toBe(200);
  });
});

describe('invitation rules', () => {
  it('replaces a pending invitation with a newer one: only the newest link works', async () => {
    const clientId = await newClient(alice, { email: `twice-${crypto.randomUUID().slice(0, 8)}@client.test` });
    const first = await invite(alice, clientId, { relation: 'self' });
    const second = await invite(alice, clientId, { relation: 'self' });
    expect((await call(null, 'GET', `/api/portal-invites/lookup?token=${first}`)).json().status).toBe('revoked');
    const old = await call(null, 'POST', '/api/portal-invites/accept', { token: first, password: 'a long enough password' });
    expect(old.statusCode).toBe(410);
    await accept(second);
  });

  it('uses the e-mail given, and asks for one when the record has none', async () => {
    const clientId = await newClient(alice);
    const none = await call(alice, 'POST', `/api/clients/${clientId}/portal-invites`, { relation: 'self' });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toMatch(/^body\.email:/);
    const given = `given-${crypto.randomUUID().slice(0, 8)}@client.test`;
    const res = await call(alice, 'POST', `/api/clients/${clientId}/portal-invites`, { relation: 'self', email: given.toUpperCase() });
    expect(res.statusCode).toBe(201);
    expect(res.json().email).toBe(given);
  });

  it('refuses an e-mail that belongs to a staff account or another practice', async () => {
    const clientId = await newClient(alice);
    for (const email of [t.email('ben'), t.email('omar')]) {
      const res = await call(alice, 'POST', `/api/clients/${clientId}/portal-invites`, { relation: 'self', email });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/another Tend account/);
    }
  });

  it('answers a missing client to a therapist outside the caseload, and to another practice (404, nothing in the body)', async () => {
    const jordan = t.seeded.clientIds.jordan!;
    for (const who of [await t.login('ben'), await t.login('omar')]) {
      const res = await call(who, 'POST', `/api/clients/${jordan}/portal-invites`, { relation: 'self', email: 'x@client.test' });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Client not found.');
      expect((await call(who, 'GET', `/api/clients/${jordan}/portal-access`)).statusCode).toBe(404);
      expect((await call(who, 'POST', `/api/clients/${jordan}/portal-access/revoke`, { relation: 'self' })).statusCode).toBe(404);
    }
    // A client account may not invite at all.
    const sam = await t.login('sam');
    expect((await call(sam, 'POST', `/api/clients/${jordan}/portal-invites`, { relation: 'self' })).statusCode).toBe(403);
  });

  it('lets an invitation expire after 7 days', async () => {
    const clientId = await newClient(alice, { email: `late-${crypto.randomUUID().slice(0, 8)}@client.test` });
    const token = await invite(alice, clientId, { relation: 'self' });
    t.clock.advance(7 * 24 * 60 * 60_000 + 60_000);
    expect((await call(null, 'GET', `/api/portal-invites/lookup?token=${token}`)).json()).toMatchObject({ status: 'expired', email_masked: null });
    const res = await call(null, 'POST', '/api/portal-invites/accept', { token, password: 'a long enough password' });
    expect(res.statusCode).toBe(410);
    expect(res.json()).toEqual({ error: 'invite_expired', message: 'This invitation has expired. Ask your practice to send you a new one.' });
    // Alice's session idled out meanwhile.
    alice = await t.login('alice');
    const access = (await call(alice, 'GET', `/api/clients/${clientId}/portal-access`)).json();
    expect(access.self.pending_invite.expires_at < t.clock.now.toISOString()).toBe(true);
  });

  it('refuses an unknown token with a plain message', async () => {
    const res = await call(null, 'POST', '/api/portal-invites/accept', { token: 'y'.repeat(43), password: 'a long enough password' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^This invitation link is not valid/);
  });
});
