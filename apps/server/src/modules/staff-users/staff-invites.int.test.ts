import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '@tend/db/schema/audit';
import { jobs } from '@tend/db/schema/jobs';
import { staffInvites } from '@tend/db/schema/staff-access';
import { as, createTestApp, sessionCookie, type Credentials, type TestApp } from '../../../test/test-app';
import { accept, invite, lookup, mailedToken } from './test-helpers';

let t: TestApp;
let dana: Credentials;
beforeAll(async () => {
  t = await createTestApp();
  dana = await t.login('dana');
});
afterAll(() => t.app.close());

const newEmail = () => `new.${crypto.randomUUID().slice(0, 8)}@harbor.test`;

describe('staff invitations', () => {
  it('sends a link by mail that signs the new user in with the invited role, in the practice, once', async () => {
    const email = newEmail();
    const created = await invite(t, dana, { email, name: 'Erin Vale', role: 'therapist', is_provider: true, supervisor_id: t.seeded.userIds.carla });
    expect(created.statusCode).toBe(201);
    const inviteId = created.json().invite.id;

    // The queued job holds the invite's id only: no token, no link.
    const [job] = await t.app.services.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'send_staff_invite_mail'), eq(jobs.userId, dana.userId)));
    expect(job!.payload).toEqual({ inviteId });
    const token = await mailedToken(t, email);
    const [row] = await t.app.services.db.select().from(staffInvites).where(eq(staffInvites.id, inviteId));
    expect(row!.tokenHash).not.toContain(token);
    expect(row!.sentAt).not.toBeNull();

    const found = await lookup(t, token);
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({ practice_name: expect.any(String), email, name: 'Erin Vale', role: 'therapist' });

    const accepted = await accept(t, token);
    expect(accepted.statusCode).toBe(201);
    expect(accepted.json().user).toMatchObject({ email, role: 'therapist', name: 'Erin Vale' });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: sessionCookie(accepted) } });
    expect(me.json().user).toMatchObject({ email, role: 'therapist' });

    // In the inviting practice, with the invited provider flag and supervisor.
    const list = await t.app.inject(as(dana, { method: 'GET', url: '/api/admin/users' }));
    expect(list.json().users.find((u: { email: string }) => u.email === email)).toMatchObject({
      role: 'therapist',
      is_provider: true,
      supervisor_id: t.seeded.userIds.carla,
      active: true,
      last_sign_in_at: expect.any(String),
    });
    expect(list.json().invites.map((i: { id: string }) => i.id)).not.toContain(inviteId);

    // Single use: the link is dead after it was used.
    expect((await lookup(t, token)).statusCode).toBe(404);
    expect((await accept(t, token)).statusCode).toBe(404);
    const audited = await t.app.services.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'user_invite'), eq(auditEvents.recordId, inviteId)));
    expect(audited).toHaveLength(1);
  });

  it('accepts a link once when two accepts race', async () => {
    const email = newEmail();
    await invite(t, dana, { email, name: 'Race Twice', role: 'therapist' });
    const token = await mailedToken(t, email);
    const answers = await Promise.all([accept(t, token), accept(t, token)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 404]);
  });

  it('refuses an e-mail that has an account or a pending invitation (409), and replays an Idempotency-Key', async () => {
    expect((await invite(t, dana, { email: t.email('ben'), name: 'Ben', role: 'therapist' })).statusCode).toBe(409);
    const email = newEmail();
    const key = { 'idempotency-key': crypto.randomUUID() };
    const first = await invite(t, dana, { email, name: 'Once Only', role: 'supervisor' }, key);
    const again = await invite(t, dana, { email, name: 'Once Only', role: 'supervisor' }, key);
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect((await invite(t, dana, { email, name: 'Once Only', role: 'supervisor' })).statusCode).toBe(409);
  });

  it('refuses a supervisor who is not a supervisor or admin of the practice', async () => {
    const email = newEmail();
    const byTherapist = await invite(t, dana, { email, name: 'X', role: 'therapist', supervisor_id: t.seeded.userIds.ben });
    expect(byTherapist.statusCode).toBe(400);
    const otherPractice = await invite(t, dana, { email, name: 'X', role: 'therapist', supervisor_id: t.seeded.userIds.omar });
    expect(otherPractice.statusCode).toBe(400);
  });

  it('resend makes a new link and kills the old one; revoke kills it; an expired link is refused', async () => {
    const email = newEmail();
    const id = (await invite(t, dana, { email, name: 'Resent', role: 'therapist' })).json().invite.id;
    const oldToken = await mailedToken(t, email);
    const resent = await t.app.inject(as(dana, { method: 'POST', url: `/api/admin/invites/${id}/resend` }));
    expect(resent.statusCode).toBe(200);
    // Dead at once, before the new mail goes.
    expect((await lookup(t, oldToken)).statusCode).toBe(404);
    const newToken = await mailedToken(t, email);
    expect(newToken).not.toBe(oldToken);
    expect((await lookup(t, newToken)).statusCode).toBe(200);

    const revoked = await t.app.inject(as(dana, { method: 'DELETE', url: `/api/admin/invites/${id}` }));
    expect(revoked.statusCode).toBe(200);
    expect((await lookup(t, newToken)).statusCode).toBe(404);
    expect((await accept(t, newToken)).statusCode).toBe(404);
    expect((await t.app.inject(as(dana, { method: 'POST', url: `/api/admin/invites/${id}/resend` }))).statusCode).toBe(404);

    const lateEmail = newEmail();
    await invite(t, dana, { email: lateEmail, name: 'Too Late', role: 'therapist' });
    const lateToken = await mailedToken(t, lateEmail);
    t.clock.advance(7 * 24 * 60 * 60_000 + 60_000);
    const expired = await lookup(t, lateToken);
    expect(expired.statusCode).toBe(404);
    expect(expired.json().message).toMatch(/expired/);
    expect((await accept(t, lateToken)).statusCode).toBe(404);
    // A week on, the admin's own session has lapsed too.
    dana = await t.login('dana');
    // Still listed as pending (with its past expiry) so the admin can resend it.
    const list = await t.app.inject(as(dana, { method: 'GET', url: '/api/admin/users' }));
    expect(list.json().invites.map((i: { email: string }) => i.email)).toContain(lateEmail);
  });

  it('checks the password rule', async () => {
    const email = newEmail();
    await invite(t, dana, { email, name: 'Weak', role: 'therapist' });
    const token = await mailedToken(t, email);
    const weak = await accept(t, token, { password: 'short' });
    expect(weak.statusCode).toBe(400);
    expect((await lookup(t, token)).statusCode).toBe(200);
  });

  it('keeps invitations to admins: a supervisor cannot invite or see them, another practice cannot touch them', async () => {
    const carla = await t.login('carla');
    expect((await invite(t, carla, { email: newEmail(), name: 'No', role: 'therapist' })).statusCode).toBe(403);
    const seen = await t.app.inject(as(carla, { method: 'GET', url: '/api/admin/users' }));
    expect(seen.json()).toMatchObject({ invites: [], can_manage: false });

    const id = (await invite(t, dana, { email: newEmail(), name: 'Mine', role: 'therapist' })).json().invite.id;
    const { users } = await import('@tend/db/schema/users');
    await t.app.services.db.update(users).set({ role: 'admin' }).where(eq(users.id, t.seeded.userIds.omar));
    const omar = await t.login('omar');
    expect((await t.app.inject(as(omar, { method: 'GET', url: '/api/admin/users' }))).json().invites).toEqual([]);
    expect((await t.app.inject(as(omar, { method: 'POST', url: `/api/admin/invites/${id}/resend` }))).statusCode).toBe(404);
    expect((await t.app.inject(as(omar, { method: 'DELETE', url: `/api/admin/invites/${id}` }))).statusCode).toBe(404);
  });
});
