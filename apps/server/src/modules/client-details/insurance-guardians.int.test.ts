/**
 * Insurance policies (primary, secondary…) and a minor's guardians: add, edit, remove, each
 * scoped to the caller's clients and audited.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '@tend/db/schema/audit';
import { as, createTestApp, type Credentials, type TestApp } from '../../../test/test-app';

let t: TestApp;
let alice: Credentials;
let ben: Credentials;
let dana: Credentials;
let sam: string;
beforeAll(async () => {
  t = await createTestApp();
  [alice, ben, dana] = await Promise.all([t.login('alice'), t.login('ben'), t.login('dana')]);
  sam = t.seeded.clientIds.sam!;
});
afterAll(() => t.app.close());

const call = (who: Credentials, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject(as(who, { method, url, ...(payload ? { payload } : {}) }));
const actions = async (clientId: string, actor: string) =>
  (
    await t.app.services.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.clientId, clientId), eq(auditEvents.actorId, actor)))
  ).map((e) => e.action);

describe('insurance', () => {
  const aetna = { payer_name: 'Aetna', payer_id: '60054', member_id: 'W123456789', group_number: 'GRP-881' };
  let primary: string;
  let secondary: string;

  it('adds policies, the first primary and the next secondary', async () => {
    const first = await call(alice, 'POST', `/api/clients/${sam}/insurance`, aetna);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ ...aetna, rank: 1, subscriber_relationship: 'self', subscriber_name: null });
    primary = first.json().id;
    const second = await call(alice, 'POST', `/api/clients/${sam}/insurance`, {
      payer_name: 'Blue Cross',
      member_id: 'XB-77',
      subscriber_relationship: 'spouse',
      subscriber_name: 'Jordan Lee',
      subscriber_date_of_birth: '1990-06-02',
    });
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({ rank: 2, payer_id: null, group_number: null, subscriber_name: 'Jordan Lee' });
    secondary = second.json().id;
    const listed = (await call(alice, 'GET', `/api/clients/${sam}/insurance`)).json().policies;
    expect(listed.map((p: { payer_name: string }) => p.payer_name)).toEqual(['Aetna', 'Blue Cross']);
  });

  it('names the field that is wrong, and refuses a rank already held', async () => {
    const noMember = await call(alice, 'POST', `/api/clients/${sam}/insurance`, { payer_name: 'Cigna' });
    expect(noMember.statusCode).toBe(400);
    expect(noMember.json().message).toMatch(/body\.member_id/);
    const noSubscriber = await call(alice, 'POST', `/api/clients/${sam}/insurance`, {
      payer_name: 'Cigna',
      member_id: 'C1',
      subscriber_relationship: 'parent',
    });
    expect(noSubscriber.statusCode).toBe(400);
    expect(noSubscriber.json().message).toMatch(/body\.subscriber_name/);
    const badRank = await call(alice, 'POST', `/api/clients/${sam}/insurance`, { payer_name: 'Cigna', member_id: 'C1', rank: 7 });
    expect(badRank.statusCode).toBe(400);
    expect(badRank.json().message).toMatch(/body\.rank/);
    const taken = await call(alice, 'POST', `/api/clients/${sam}/insurance`, { payer_name: 'Cigna', member_id: 'C1', rank: 1 });
    expect(taken.statusCode).toBe(409);
    const unsubscribed = await call(alice, 'PATCH', `/api/clients/${sam}/insurance/${secondary}`, { subscriber_name: null });
    expect(unsubscribed.statusCode).toBe(400);
    expect(unsubscribed.json().message).toMatch(/^body\.subscriber_name: /);
  });

  it('edits a policy; taking the primary rank swaps the two', async () => {
    const res = await call(alice, 'PATCH', `/api/clients/${sam}/insurance/${secondary}`, { group_number: 'G-2', rank: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ group_number: 'G-2', rank: 1, member_id: 'XB-77' });
    const listed = (await call(alice, 'GET', `/api/clients/${sam}/insurance`)).json().policies;
    expect(listed.map((p: { id: string; rank: number }) => [p.id, p.rank])).toEqual([
      [secondary, 1],
      [primary, 2],
    ]);
    const own = await call(alice, 'PATCH', `/api/clients/${sam}/insurance/${secondary}`, { subscriber_relationship: 'self' });
    expect(own.json()).toMatchObject({ subscriber_relationship: 'self', subscriber_name: null, subscriber_date_of_birth: null });
  });

  it('removes a policy and moves the next one up', async () => {
    const res = await call(alice, 'DELETE', `/api/clients/${sam}/insurance/${secondary}`);
    expect(res.json()).toEqual({ ok: true });
    const listed = (await call(alice, 'GET', `/api/clients/${sam}/insurance`)).json().policies;
    expect(listed.map((p: { id: string; rank: number }) => [p.id, p.rank])).toEqual([[primary, 1]]);
    expect((await call(alice, 'DELETE', `/api/clients/${sam}/insurance/${secondary}`)).statusCode).toBe(404);
  });

  it('is missing to another clinician, visible to the practice admin, and audited', async () => {
    expect((await call(ben, 'GET', `/api/clients/${sam}/insurance`)).statusCode).toBe(404);
    expect((await call(ben, 'POST', `/api/clients/${sam}/insurance`, aetna)).statusCode).toBe(404);
    expect((await call(ben, 'PATCH', `/api/clients/${sam}/insurance/${primary}`, { member_id: 'X' })).statusCode).toBe(404);
    expect((await call(ben, 'DELETE', `/api/clients/${sam}/insurance/${primary}`)).statusCode).toBe(404);
    expect((await call(dana, 'GET', `/api/clients/${sam}/insurance`)).json().policies).toHaveLength(1);
    expect((await call(alice, 'GET', `/api/clients/${sam}/insurance`)).json().policies[0].member_id).toBe('W123456789');
    const mine = await actions(sam, alice.userId);
    for (const action of ['add_insurance', 'update_insurance', 'remove_insurance', 'list_insurance']) expect(mine).toContain(action);
    expect(await actions(sam, dana.userId)).toEqual(['list_insurance']);
  });
});

describe('guardians', () => {
  let guardian: string;

  it('adds, edits and removes a guardian', async () => {
    const res = await call(alice, 'POST', `/api/clients/${sam}/guardians`, { name: 'Rosa Lee', relationship: 'Mother', phone: '555 010 2222' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'Rosa Lee', relationship: 'Mother', phone: '555 010 2222', email: null });
    guardian = res.json().id;
    const edited = await call(alice, 'PATCH', `/api/clients/${sam}/guardians/${guardian}`, { email: 'rosa@example.test', phone: '' });
    expect(edited.json()).toMatchObject({ email: 'rosa@example.test', phone: null, name: 'Rosa Lee' });
    expect((await call(alice, 'GET', `/api/clients/${sam}/guardians`)).json().guardians).toHaveLength(1);
    expect((await call(alice, 'DELETE', `/api/clients/${sam}/guardians/${guardian}`)).json()).toEqual({ ok: true });
    expect((await call(alice, 'GET', `/api/clients/${sam}/guardians`)).json().guardians).toEqual([]);
    expect(await actions(sam, alice.userId)).toEqual(expect.arrayContaining(['add_guardian', 'update_guardian', 'remove_guardian', 'list_guardians']));
  });

  it('names the field that is wrong', async () => {
    const res = await call(alice, 'POST', `/api/clients/${sam}/guardians`, { name: 'Rosa Lee', email: 'not-an-address' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/body\.relationship/);
    expect(res.json().message).toMatch(/body\.email/);
  });

  it('is missing to another clinician', async () => {
    const kept = (await call(alice, 'POST', `/api/clients/${sam}/guardians`, { name: 'Tom Lee', relationship: 'Father' })).json().id;
    expect((await call(ben, 'GET', `/api/clients/${sam}/guardians`)).statusCode).toBe(404);
    expect((await call(ben, 'POST', `/api/clients/${sam}/guardians`, { name: 'X', relationship: 'Y' })).statusCode).toBe(404);
    expect((await call(ben, 'PATCH', `/api/clients/${sam}/guardians/${kept}`, { name: 'Z' })).statusCode).toBe(404);
    expect((await call(ben, 'DELETE', `/api/clients/${sam}/guardians/${kept}`)).statusCode).toBe(404);
    expect((await call(alice, 'GET', `/api/clients/${sam}/guardians`)).json().guardians.map((g: { name: string }) => g.name)).toEqual(['Tom Lee']);
  });
});
