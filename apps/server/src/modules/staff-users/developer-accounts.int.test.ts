/**
 * Developer accounts are the server operator's (ADR 020): a developer sees the whole install's
 * machinery, so only the users CLI makes one. A practice's admin — anyone, through /register —
 * can neither invite one, promote to one, see one nor change one; and the console they use shows
 * no practice's values and records who looked.
 */
import { and, eq } from 'drizzle-orm';
import type { DevConsole } from '@tend/contracts/dev-console.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '@tend/db/schema/audit';
import { jobs } from '@tend/db/schema/jobs';
import { staffInvites } from '@tend/db/schema/staff-access';
import { as, createTestApp, type Credentials, type TestApp } from '../../../test/test-app';
import { hashToken, newToken } from '../../auth/tokens';
import { accept, invite, lookup } from './test-helpers';

let t: TestApp;
let dana: Credentials;
beforeAll(async () => {
  t = await createTestApp();
  dana = await t.login('dana');
});
afterAll(() => t.app.close());

const noDevRole = /role dev cannot be given here: developer accounts are made by the server’s operator with the users CLI/;

describe('developer accounts and practice admins', () => {
  it('refuses to invite a developer, naming the problem', async () => {
    const res = await invite(t, dana, { email: `dev.${crypto.randomUUID().slice(0, 8)}@harbor.test`, name: 'Dee Veloper', role: 'dev' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toContainEqual(expect.objectContaining({ field: 'body.role', message: expect.stringMatching(noDevRole) }));
  });

  it('refuses to make a member of staff a developer, naming the problem', async () => {
    const res = await t.app.inject(as(dana, { method: 'PATCH', url: `/api/admin/users/${t.seeded.userIds.ben}`, payload: { role: 'dev' } }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(noDevRole);
  });

  it('neither lists nor lets an admin change the developer accounts in their practice', async () => {
    const devon = t.seeded.userIds.devon;
    const staff = await t.app.inject(as(dana, { method: 'GET', url: '/api/admin/users' }));
    expect(staff.statusCode).toBe(200);
    expect(staff.json().users.map((u: { uuid: string }) => u.uuid)).not.toContain(devon);
    expect(staff.json().users.map((u: { uuid: string }) => u.uuid)).toContain(t.seeded.userIds.ben);
    const members = await t.app.inject(as(dana, { method: 'GET', url: '/api/users' }));
    expect(members.json().users.map((u: { uuid: string }) => u.uuid)).not.toContain(devon);
    for (const request of [
      { method: 'PATCH' as const, url: `/api/admin/users/${devon}`, payload: { name: 'Renamed' } },
      { method: 'POST' as const, url: `/api/admin/users/${devon}/deactivate` },
      { method: 'POST' as const, url: `/api/admin/users/${devon}/reset-mfa` },
    ]) {
      expect((await t.app.inject(as(dana, request))).statusCode).toBe(404);
    }
  });

  it('does not honour a developer invitation sent before', async () => {
    const token = newToken();
    const [row] = await t.app.services.db
      .insert(staffInvites)
      .values({
        practiceId: t.seeded.practiceIds.harbor,
        email: `old.dev.${crypto.randomUUID().slice(0, 8)}@harbor.test`,
        name: 'Old Invite',
        role: 'dev',
        tokenHash: hashToken(token),
        expiresAt: new Date(t.clock.now.getTime() + 86_400_000),
        invitedBy: dana.userId,
      })
      .returning({ id: staffInvites.id });
    expect((await lookup(t, token)).statusCode).toBe(404);
    expect((await accept(t, token)).statusCode).toBe(404);
    const list = await t.app.inject(as(dana, { method: 'GET', url: '/api/admin/users' }));
    expect(list.json().invites.map((i: { id: string }) => i.id)).not.toContain(row!.id);
  });

  it('records every look at the dev console and shows no values of a failed database write', async () => {
    const devon = await t.login('devon');
    const [failed] = await t.app.services.db
      .insert(jobs)
      .values({
        kind: 'probe_failed_write',
        payload: {},
        status: 'error',
        attempts: 3,
        error: 'Failed query: insert into "clients" ("first_name", "last_name") values ($1, $2)\nparams: Sam,Lee',
        finishedAt: t.clock.now,
      })
      .returning({ id: jobs.id });
    const view = await t.app.inject(as(devon, { method: 'GET', url: '/api/dev/console' }));
    expect(view.statusCode, view.body).toBe(200);
    const shown = view.json<DevConsole>().jobs.failed.find((j) => j.id === failed!.id);
    expect(shown!.error).toBe('database error (its values are not shown)');
    expect(view.body).not.toMatch(/Sam|Lee/);
    const unknown = await t.app.inject(as(devon, { method: 'POST', url: `/api/dev/jobs/${crypto.randomUUID()}/retry` }));
    expect(unknown.statusCode).toBe(404);

    const trail = await t.app.services.db
      .select({ action: auditEvents.action, outcome: auditEvents.outcome })
      .from(auditEvents)
      .where(and(eq(auditEvents.actorId, devon.userId)));
    expect(trail).toContainEqual({ action: 'read_dev_console', outcome: 'success' });
    expect(trail).toContainEqual({ action: 'job_retry', outcome: 'not_found' });
  });
});
