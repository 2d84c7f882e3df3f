/**
 * An admin who knows another practice's client id and tries it on routes that refuse them: each
 * try is audited with the id tried (ARCHITECTURE rule 4), and the admin's own audit viewer and
 * its CSV show that id, never the other practice's client's name.
 */
import type { AuditLogResponse } from '@tend/contracts/audit-log.contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, sessionCookie, type Credentials, type TestApp } from '../../../test/test-app';

let t: TestApp;
/** The admin of a practice registered at /register: someone anyone can become. */
let outsider: Credentials;
beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: '2001:db8::a0d1',
    payload: { email: `outsider-${crypto.randomUUID()}@example.test`, password: 'violet-kettle-harbour-9', name: 'Olive Outsider', practice_name: 'Elsewhere' },
  });
  expect(res.statusCode, res.body).toBe(201);
  outsider = { cookie: sessionCookie(res), token: res.json().access_token, userId: res.json().user.uuid };
});
afterAll(() => t.app.close());

describe("another practice's client in the audit trail", () => {
  it('shows the id tried, never the name, in the viewer and its CSV', async () => {
    const sam = t.seeded.clientIds.sam!;
    const tries = [
      as(outsider, { method: 'GET', url: `/api/notes?client_id=${sam}` }),
      as(outsider, { method: 'POST', url: '/api/admin/exports', payload: { scope: 'client', client_id: sam, format: 'bundle' } }),
      as(outsider, { method: 'GET', url: `/api/tasks?view=mine&client_id=${sam}` }),
    ];
    for (const request of tries) {
      const res = await t.app.inject(request);
      // Refused as missing, or an empty list: nothing of Harbor's client in the answer either way.
      expect([200, 404]).toContain(res.statusCode);
      expect(res.body).not.toMatch(/Sam|Lee/);
    }

    const viewer = await t.app.inject(as(outsider, { method: 'GET', url: `/api/admin/audit-logs?client_id=${sam}` }));
    expect(viewer.statusCode, viewer.body).toBe(200);
    const { events } = viewer.json<AuditLogResponse>();
    expect(events.map((e) => e.action).sort()).toEqual(['create', 'list', 'list_tasks']);
    expect(events.every((e) => e.client_id === sam && e.client_name === null)).toBe(true);
    expect(viewer.body).not.toMatch(/Sam|Lee/);

    const everything = await t.app.inject(as(outsider, { method: 'GET', url: '/api/admin/audit-logs' }));
    expect(everything.body).not.toMatch(/Sam|Lee/);

    const csv = await t.app.inject(as(outsider, { method: 'GET', url: '/api/admin/audit-logs/export' }));
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain(sam);
    expect(csv.body).not.toMatch(/Sam|Lee/);
  });

  it("still names the reader's own clients", async () => {
    const dana = await t.login('dana');
    const sam = t.seeded.clientIds.sam!;
    expect((await t.app.inject(as(dana, { method: 'GET', url: `/api/clients/${sam}` }))).statusCode).toBe(200);
    const viewer = await t.app.inject(as(dana, { method: 'GET', url: `/api/admin/audit-logs?client_id=${sam}&limit=1` }));
    expect(viewer.json<AuditLogResponse>().events[0]!.client_name).toContain('Lee');
  });
});
