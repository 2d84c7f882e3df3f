/**
 * Consents (the latest record per kind is in force, the history keeps every record), the
 * reminder opt-out, and couple/family groups — scoped to the caller's clients and audited.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '@tend/db/schema/audit';
import { clients } from '@tend/db/schema/clients';
import { as, createTestApp, type Credentials, type TestApp } from '../../../test/test-app';

let t: TestApp;
let alice: Credentials;
let ben: Credentials;
let dana: Credentials;
let sam: string;
let jordan: string;
let priya: string;
beforeAll(async () => {
  t = await createTestApp();
  [alice, ben, dana] = await Promise.all([t.login('alice'), t.login('ben'), t.login('dana')]);
  [sam, jordan, priya] = [t.seeded.clientIds.sam!, t.seeded.clientIds.jordan!, t.seeded.clientIds.priya!];
});
afterAll(() => t.app.close());

const call = (who: Credentials, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject(as(who, { method, url, ...(payload ? { payload } : {}) }));

describe('consents', () => {
  it('starts with nothing recorded for any kind', async () => {
    const res = await call(alice, 'GET', `/api/clients/${sam}/consents`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      consents: ['telehealth', 'ai_assistance', 'recording', 'sms_reminders'].map((kind) => ({
        kind,
        granted: null,
        recorded_at: null,
        recorded_by_name: null,
        source: null,
      })),
      history: [],
      reminders_opt_out: false,
    });
  });

  it('records a grant and a later withdrawal: the latest is in force, both stay in the history with who and when', async () => {
    const granted = await call(alice, 'POST', `/api/clients/${sam}/consents`, { kind: 'telehealth', granted: true, source: 'signed form' });
    expect(granted.statusCode).toBe(201);
    const grantedAt = t.clock.now.toISOString();
    t.clock.advance(60_000);
    const withdrawn = await call(alice, 'POST', `/api/clients/${sam}/consents`, { kind: 'telehealth', granted: false });
    const body = withdrawn.json();
    expect(body.consents[0]).toEqual({
      kind: 'telehealth',
      granted: false,
      recorded_at: t.clock.now.toISOString(),
      recorded_by_name: 'Dr Alice Moreno',
      source: null,
    });
    expect(body.history.map((h: { granted: boolean; recorded_at: string; source: string | null }) => [h.granted, h.recorded_at, h.source])).toEqual([
      [false, t.clock.now.toISOString(), null],
      [true, grantedAt, 'signed form'],
    ]);
    expect(body.consents.slice(1).every((c: { granted: boolean | null }) => c.granted === null)).toBe(true);
  });

  it('toggles the reminder opt-out on the client’s record', async () => {
    const res = await call(alice, 'PATCH', `/api/clients/${sam}/reminder-preference`, { reminders_opt_out: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().reminders_opt_out).toBe(true);
    const [row] = await t.app.services.db.select({ optOut: clients.remindersOptOut }).from(clients).where(eq(clients.id, sam));
    expect(row!.optOut).toBe(true);
    expect((await call(alice, 'GET', `/api/clients/${sam}/consents`)).json().reminders_opt_out).toBe(true);
  });

  it('names the field that is wrong', async () => {
    const kind = await call(alice, 'POST', `/api/clients/${sam}/consents`, { kind: 'photography', granted: true });
    expect(kind.statusCode).toBe(400);
    expect(kind.json().message).toMatch(/body\.kind/);
    const granted = await call(alice, 'POST', `/api/clients/${sam}/consents`, { kind: 'recording', granted: 'yes' });
    expect(granted.json().message).toMatch(/body\.granted/);
    const optOut = await call(alice, 'PATCH', `/api/clients/${sam}/reminder-preference`, {});
    expect(optOut.statusCode).toBe(400);
    expect(optOut.json().message).toMatch(/body\.reminders_opt_out/);
  });

  it('is missing to another clinician, and every touch is audited', async () => {
    expect((await call(ben, 'GET', `/api/clients/${sam}/consents`)).statusCode).toBe(404);
    expect((await call(ben, 'POST', `/api/clients/${sam}/consents`, { kind: 'recording', granted: true })).statusCode).toBe(404);
    expect((await call(ben, 'PATCH', `/api/clients/${sam}/reminder-preference`, { reminders_opt_out: false })).statusCode).toBe(404);
    expect((await call(alice, 'GET', `/api/clients/${sam}/consents`)).json().history).toHaveLength(2);
    const events = await t.app.services.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.recordId, sam), eq(auditEvents.recordType, 'client')));
    const by = (actor: string) => events.filter((e) => e.actorId === actor).map((e) => `${e.action}:${e.outcome}`);
    expect(by(alice.userId)).toEqual(expect.arrayContaining(['read_consents:success', 'record_consent:success', 'update_reminder_preference:success']));
    expect(by(ben.userId).sort()).toEqual(['read_consents:not_found', 'record_consent:not_found', 'update_reminder_preference:not_found']);
  });
});

describe('couple and family groups', () => {
  let group: string;

  it('groups two of the caller’s clients and lists the group on each with the members’ names', async () => {
    const res = await call(alice, 'POST', '/api/client-groups', { kind: 'couple', client_ids: [sam, jordan] });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ kind: 'couple', name: 'Couple: Lee & Blake', hidden_members: 0 });
    group = res.json().id;
    for (const clientId of [sam, jordan]) {
      const groups = (await call(alice, 'GET', `/api/clients/${clientId}/groups`)).json().groups;
      expect(groups).toHaveLength(1);
      expect(groups[0].members).toEqual([
        { client_id: jordan, name: 'Jordan Blake' },
        { client_id: sam, name: 'Sam Lee' },
      ]);
    }
    const created = await t.app.services.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'create_group'), eq(auditEvents.actorId, alice.userId)));
    expect(created.map((e) => e.clientId).sort()).toEqual([sam, jordan].sort());
  });

  it('will not group a client the caller may not see, and names a wrong field', async () => {
    const res = await call(alice, 'POST', '/api/client-groups', { kind: 'family', client_ids: [sam, priya] });
    expect(res.statusCode).toBe(404);
    const one = await call(alice, 'POST', '/api/client-groups', { kind: 'family', client_ids: [sam] });
    expect(one.statusCode).toBe(400);
    expect(one.json().message).toMatch(/body\.client_ids/);
    const kind = await call(alice, 'POST', '/api/client-groups', { kind: 'team', client_ids: [sam, jordan] });
    expect(kind.json().message).toMatch(/body\.kind/);
    expect((await call(alice, 'GET', `/api/clients/${sam}/groups`)).json().groups).toHaveLength(1);
  });

  it('shows members on another caseload only as a count', async () => {
    const family = await call(dana, 'POST', '/api/client-groups', { kind: 'family', name: 'Lee–Nair family', client_ids: [sam, priya] });
    expect(family.json().members).toHaveLength(2);
    const seenByAlice = (await call(alice, 'GET', `/api/clients/${sam}/groups`)).json().groups.find((g: { id: string }) => g.id === family.json().id);
    expect(seenByAlice).toMatchObject({ name: 'Lee–Nair family', members: [{ client_id: sam, name: 'Sam Lee' }], hidden_members: 1 });
    expect((await call(ben, 'GET', `/api/clients/${sam}/groups`)).statusCode).toBe(404);
    expect((await call(ben, 'GET', `/api/clients/${priya}/groups`)).json().groups[0]).toMatchObject({
      members: [{ client_id: priya, name: 'Priya Nair' }],
      hidden_members: 1,
    });
  });

  it('adds and removes a member; another clinician can do neither', async () => {
    expect((await call(ben, 'DELETE', `/api/client-groups/${group}/members/${jordan}`)).statusCode).toBe(404);
    expect((await call(ben, 'POST', `/api/client-groups/${group}/members`, { client_id: priya })).statusCode).toBe(404);
    const removed = await call(alice, 'DELETE', `/api/client-groups/${group}/members/${jordan}`);
    expect(removed.json()).toEqual({ ok: true });
    expect((await call(alice, 'GET', `/api/clients/${jordan}/groups`)).json().groups).toEqual([]);
    const back = await call(alice, 'POST', `/api/client-groups/${group}/members`, { client_id: jordan });
    expect(back.statusCode).toBe(200);
    expect(
      back
        .json()
        .members.map((m: { client_id: string }) => m.client_id)
        .sort(),
    ).toEqual([sam, jordan].sort());
    expect((await call(alice, 'POST', `/api/client-groups/${group}/members`, { client_id: jordan })).statusCode).toBe(409);
    const audited = await t.app.services.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.clientId, jordan), eq(auditEvents.actorId, alice.userId)));
    expect(audited.map((e) => e.action)).toEqual(expect.arrayContaining(['leave_group', 'join_group', 'list_groups']));
  });
});
