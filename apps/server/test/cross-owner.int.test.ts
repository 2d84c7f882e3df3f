/**
 * Cross-owner probes (ARCHITECTURE rule 3): another person's client or note answers 404 with no
 * health information in the body, and the probe itself is audited.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '@tend/db/schema/audit';
import { as, createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

/** Strings that would reveal Sam Lee's record if they leaked. */
const samPhi = ['Sam', 'Lee', '1991-04-12', 'steadier week'];

describe('a therapist probing a colleague’s records', () => {
  it.each([
    ['a therapist of the same practice', 'ben'],
    ['a therapist of another practice', 'omar'],
  ] as const)('%s gets 404 for Alice’s client and note, with nothing of them in the body', async (_, prober) => {
    const creds = await t.login(prober);
    for (const url of [`/api/clients/${t.seeded.clientIds.sam}`, `/api/notes/${t.seeded.noteIds.sam}`]) {
      const res = await t.app.inject(as(creds, { method: 'GET', url }));
      expect(res.statusCode).toBe(404);
      for (const phi of samPhi) expect(res.body).not.toContain(phi);
    }
  });

  it('search never returns another caseload', async () => {
    const ben = await t.login('ben');
    const res = await t.app.inject(as(ben, { method: 'GET', url: '/api/search?q=Lee' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().results.filter((r: { title: string }) => r.title.includes('Lee'))).toEqual([]);
    const alice = await t.login('alice');
    const own = await t.app.inject(as(alice, { method: 'GET', url: '/api/search?q=Lee' }));
    expect(own.json().results.map((r: { kind: string; title: string }) => `${r.kind}:${r.title}`)).toEqual(
      expect.arrayContaining(['client:Sam Lee', 'note:soap note — Sam Lee']),
    );
  });

  it('the client list holds only the caller’s caseload', async () => {
    const ben = await t.login('ben');
    const res = await t.app.inject(as(ben, { method: 'GET', url: '/api/clients' }));
    expect(res.json().clients.map((c: { id: string }) => c.id)).toEqual([t.seeded.clientIds.priya]);
  });

  it('records the probe as a not_found audit event', async () => {
    const omar = await t.login('omar');
    await t.app.inject(as(omar, { method: 'GET', url: `/api/notes/${t.seeded.noteIds.jordan}` }));
    const rows = await t.app.services.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.actorId, omar.userId), eq(auditEvents.recordId, t.seeded.noteIds.jordan!)));
    expect(rows).toMatchObject([{ action: 'read', recordType: 'note', outcome: 'not_found', clientId: null }]);
  });
});

describe('supervisors, admins and clients', () => {
  it('a supervisor sees their supervisee’s clients but not another therapist’s', async () => {
    const carla = await t.login('carla');
    expect((await t.app.inject(as(carla, { method: 'GET', url: `/api/clients/${t.seeded.clientIds.jordan}` }))).statusCode).toBe(200);
    expect((await t.app.inject(as(carla, { method: 'GET', url: `/api/clients/${t.seeded.clientIds.priya}` }))).statusCode).toBe(404);
  });

  it('an admin sees the whole practice and nothing of another practice', async () => {
    const dana = await t.login('dana');
    const list = await t.app.inject(as(dana, { method: 'GET', url: '/api/clients' }));
    expect(
      list
        .json()
        .clients.map((c: { id: string }) => c.id)
        .sort(),
    ).toEqual([t.seeded.clientIds.sam, t.seeded.clientIds.jordan, t.seeded.clientIds.priya].sort());
    expect((await t.app.inject(as(dana, { method: 'GET', url: `/api/clients/${t.seeded.clientIds.mateo}` }))).statusCode).toBe(404);
  });

  it('a client cannot read clinical records, not even their own', async () => {
    const sam = await t.login('sam');
    const res = await t.app.inject(as(sam, { method: 'GET', url: `/api/notes/${t.seeded.noteIds.sam}` }));
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain('steadier week');
  });

  it('nobody can trigger another user’s onboarding', async () => {
    const alice = await t.login('alice');
    const res = await t.app.inject(as(alice, { method: 'POST', url: `/api/preferences/${t.seeded.userIds.ben}/trigger-onboarding` }));
    expect(res.statusCode).toBe(404);
  });
});
