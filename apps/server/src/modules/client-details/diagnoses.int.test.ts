/**
 * The ICD-10-CM code search and a client's diagnoses: add from the list, rank (primary first),
 * resolve and bring back — scoped to the caller's clients and audited.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '@tend/db/schema/audit';
import { as, createTestApp, type Credentials, type TestApp } from '../../../test/test-app';

let t: TestApp;
let alice: Credentials;
let ben: Credentials;
let carla: Credentials;
let sam: string;
beforeAll(async () => {
  t = await createTestApp();
  [alice, ben, carla] = await Promise.all([t.login('alice'), t.login('ben'), t.login('carla')]);
  sam = t.seeded.clientIds.sam!;
});
afterAll(() => t.app.close());

const get = (who: Credentials, url: string) => t.app.inject(as(who, { method: 'GET', url }));
const send = (who: Credentials, method: 'POST' | 'PATCH' | 'PUT', url: string, payload: unknown) =>
  t.app.inject(as(who, { method, url, payload: payload as object }));
const diagnosesOf = async (who: Credentials, clientId = sam) => (await get(who, `/api/clients/${clientId}/diagnoses`)).json().diagnoses;

describe('GET /api/diagnosis-codes', () => {
  it('finds codes by code, with or without the dot, and by words', async () => {
    expect((await get(alice, '/api/diagnosis-codes?search=F41.1')).json()).toEqual([{ code: 'F41.1', description: 'Generalized anxiety disorder' }]);
    expect((await get(alice, '/api/diagnosis-codes?search=F411')).json()[0].code).toBe('F41.1');
    const words = (await get(alice, '/api/diagnosis-codes?search=generalized%20anxiety&limit=3')).json();
    expect(words[0]).toEqual({ code: 'F41.1', description: 'Generalized anxiety disorder' });
    expect(words.length).toBeLessThanOrEqual(3);
  });

  it('names the query field that is wrong', async () => {
    const missing = await get(alice, '/api/diagnosis-codes');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/query\.search/);
    const tooMany = await get(alice, '/api/diagnosis-codes?search=F4&limit=500');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toMatch(/query\.limit/);
  });
});

describe('a client’s diagnoses', () => {
  let gad: string;
  let ptsd: string;
  let insomnia: string;

  it('adds a code from the list with its description, the first as primary, and audits it', async () => {
    const res = await send(alice, 'POST', `/api/clients/${sam}/diagnoses`, { code: 'f411', diagnosed_on: '2026-01-10' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      code: 'F41.1',
      description: 'Generalized anxiety disorder',
      rank: 1,
      diagnosed_on: '2026-01-10',
      resolved_on: null,
      added_by_name: 'Dr Alice Moreno',
    });
    gad = res.json().id;
    ptsd = (await send(alice, 'POST', `/api/clients/${sam}/diagnoses`, { code: 'F43.10' })).json().id;
    insomnia = (await send(alice, 'POST', `/api/clients/${sam}/diagnoses`, { code: 'G47.00' })).json().id;
    expect((await diagnosesOf(alice)).map((d: { code: string; rank: number }) => [d.code, d.rank])).toEqual([
      ['F41.1', 1],
      ['F43.10', 2],
      ['G47.00', 3],
    ]);
    const events = await t.app.services.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.clientId, sam), eq(auditEvents.action, 'add_diagnosis')));
    expect(events).toHaveLength(3);
    expect(events[0]).toMatchObject({ recordType: 'client', recordId: sam, outcome: 'success', actorId: alice.userId });
  });

  it('refuses a code not on the list, naming the field, and a code already current', async () => {
    const invented = await send(alice, 'POST', `/api/clients/${sam}/diagnoses`, { code: 'F41.7' });
    expect(invented.statusCode).toBe(400);
    expect(invented.json().message).toBe('body.code: not an ICD-10-CM code');
    const blank = await send(alice, 'POST', `/api/clients/${sam}/diagnoses`, { code: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toMatch(/^body\.code: /);
    const badDate = await send(alice, 'POST', `/api/clients/${sam}/diagnoses`, { code: 'F32.A', diagnosed_on: 'last week' });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().message).toMatch(/body\.diagnosed_on/);
    const again = await send(alice, 'POST', `/api/clients/${sam}/diagnoses`, { code: 'F41.1' });
    expect(again.statusCode).toBe(409);
    expect(await diagnosesOf(alice)).toHaveLength(3);
  });

  it('reorders the current diagnoses: the first listed becomes primary', async () => {
    const res = await send(alice, 'PUT', `/api/clients/${sam}/diagnoses/order`, { ids: [ptsd, gad, insomnia] });
    expect(res.statusCode).toBe(200);
    expect(res.json().diagnoses.map((d: { id: string; rank: number }) => [d.id, d.rank])).toEqual([
      [ptsd, 1],
      [gad, 2],
      [insomnia, 3],
    ]);
    const partial = await send(alice, 'PUT', `/api/clients/${sam}/diagnoses/order`, { ids: [gad, ptsd] });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().message).toBe('body.ids: list every current diagnosis once');
    const twice = await send(alice, 'PUT', `/api/clients/${sam}/diagnoses/order`, { ids: [gad, gad, ptsd] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toMatch(/body\.ids/);
  });

  it('resolves one, keeping it in the history below the current ones, which close ranks', async () => {
    const res = await send(alice, 'PATCH', `/api/clients/${sam}/diagnoses/${ptsd}`, { resolved_on: '2026-03-01' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: ptsd, resolved_on: '2026-03-01' });
    expect((await diagnosesOf(alice)).map((d: { code: string; rank: number; resolved_on: string | null }) => [d.code, d.rank, d.resolved_on])).toEqual([
      ['F41.1', 1, null],
      ['G47.00', 2, null],
      ['F43.10', 1, '2026-03-01'],
    ]);
    const early = await send(alice, 'PATCH', `/api/clients/${sam}/diagnoses/${gad}`, { resolved_on: '2025-12-31' });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toMatch(/^body\.resolved_on: /);
  });

  it('brings a resolved diagnosis back at the end of the current ones', async () => {
    const res = await send(alice, 'PATCH', `/api/clients/${sam}/diagnoses/${ptsd}`, { resolved_on: null });
    expect(res.json()).toMatchObject({ resolved_on: null, rank: 3 });
    const empty = await send(alice, 'PATCH', `/api/clients/${sam}/diagnoses/${ptsd}`, {});
    expect(empty.statusCode).toBe(400);
  });

  it('is another clinician’s client’s record: missing to Ben, visible to Alice’s supervisor', async () => {
    expect((await get(ben, `/api/clients/${sam}/diagnoses`)).statusCode).toBe(404);
    expect((await send(ben, 'POST', `/api/clients/${sam}/diagnoses`, { code: 'F32.A' })).statusCode).toBe(404);
    expect((await send(ben, 'PATCH', `/api/clients/${sam}/diagnoses/${gad}`, { resolved_on: '2026-04-01' })).statusCode).toBe(404);
    expect((await send(ben, 'PUT', `/api/clients/${sam}/diagnoses/order`, { ids: [gad] })).statusCode).toBe(404);
    expect(await diagnosesOf(carla)).toHaveLength(3);
    const refused = await t.app.services.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.recordId, sam), eq(auditEvents.actorId, ben.userId), eq(auditEvents.outcome, 'not_found')));
    expect(refused.map((e) => e.action).sort()).toEqual(['add_diagnosis', 'list_diagnoses', 'reorder_diagnoses', 'update_diagnosis']);
    expect(refused.every((e) => e.clientId === null)).toBe(true);
    // A diagnosis id of another client answers 404 too, and changes nothing.
    const jordan = t.seeded.clientIds.jordan!;
    expect((await send(alice, 'PATCH', `/api/clients/${jordan}/diagnoses/${gad}`, { resolved_on: '2026-04-01' })).statusCode).toBe(404);
    expect((await diagnosesOf(alice)).find((d: { id: string }) => d.id === gad).resolved_on).toBeNull();
  });

  it('audits each read', async () => {
    const reads = await t.app.services.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.clientId, sam), eq(auditEvents.action, 'list_diagnoses'), eq(auditEvents.actorId, carla.userId)));
    expect(reads).toHaveLength(1);
    expect(reads[0]).toMatchObject({ recordType: 'client', outcome: 'success' });
  });
});
