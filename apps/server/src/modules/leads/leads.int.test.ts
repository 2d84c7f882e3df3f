/**
 * Leads end to end: a lead's life from New to a client who keeps its history, closing with a
 * reason, who sees which lead, the funnel, and the client's side ("from inquiry on…").
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '@tend/db/schema/audit';
import { clients } from '@tend/db/schema/clients';
import { as, createTestApp, type Credentials, type TestApp } from '../../../test/test-app';

let t: TestApp;
let alice: Credentials;
let ben: Credentials;
let carla: Credentials;
let dana: Credentials;
let omar: Credentials;
let sam: Credentials;

beforeAll(async () => {
  t = await createTestApp();
  [alice, ben, carla, dana, omar, sam] = await Promise.all([
    t.login('alice'),
    t.login('ben'),
    t.login('carla'),
    t.login('dana'),
    t.login('omar'),
    t.login('sam'),
  ]);
});
afterAll(() => t.app.close());

type Method = 'GET' | 'POST' | 'PATCH';
/** The test clock is frozen: it moves a second first, as real time does between clicks, so the history has an order. */
const call = (who: Credentials, method: Method, url: string, payload?: object) => {
  t.clock.advance(1000);
  return t.app.inject(as(who, { method, url, ...(payload ? { payload } : {}) }));
};
const newLead = async (who: Credentials, fields: object = {}) => {
  const res = await call(who, 'POST', '/api/leads', {
    first_name: 'Riley',
    last_name: 'Chen',
    email: 'riley@example.org',
    referral_source: 'Psychology Today',
    ...fields,
  });
  expect(res.statusCode).toBe(201);
  return res.json().lead.id as string;
};
const setStatus = (who: Credentials, id: string, body: object) => call(who, 'POST', `/api/leads/${id}/status`, body);

describe('a lead from New to a client', () => {
  it('moves through the stages, keeps notes, and converts into a client who keeps its history', async () => {
    const id = await newLead(alice, { phone: '(555) 010-2000', reason: 'Anxiety at work', assignee_id: alice.userId });
    expect((await setStatus(alice, id, { status: 'contacted', note: 'Left a voicemail' })).statusCode).toBe(200);
    expect((await call(alice, 'POST', `/api/leads/${id}/notes`, { body: 'Called back, wants evenings' })).statusCode).toBe(201);
    expect((await call(alice, 'PATCH', `/api/leads/${id}`, { preferred_times: 'Weekday evenings' })).json().lead.preferred_times).toBe('Weekday evenings');
    expect((await setStatus(alice, id, { status: 'consultation_booked' })).json().lead.status).toBe('consultation_booked');
    expect((await setStatus(alice, id, { status: 'converted' })).statusCode).toBe(400); // only through convert

    const converted = await call(alice, 'POST', `/api/leads/${id}/convert`, { client_status: 'active' });
    expect(converted.statusCode).toBe(201);
    const clientId = converted.json().client_id as string;
    expect(converted.json().lead).toMatchObject({ status: 'converted', client_id: clientId });

    const client = await call(alice, 'GET', `/api/clients/${clientId}`);
    expect(client.json()).toMatchObject({
      first_name: 'Riley',
      last_name: 'Chen',
      email: 'riley@example.org',
      phone: '(555) 010-2000',
      status: 'active',
      provider_id: alice.userId,
    });

    const history = await call(alice, 'GET', `/api/clients/${clientId}/lead-history`);
    expect(history.statusCode).toBe(200);
    expect(history.json().lead).toMatchObject({ id, reason: 'Anxiety at work', referral_source: 'Psychology Today' });
    expect(history.json().events.map((e: { kind: string; to_status: string | null }) => [e.kind, e.to_status])).toEqual([
      ['created', 'new'],
      ['status', 'contacted'],
      ['note', null],
      ['updated', null],
      ['status', 'consultation_booked'],
      ['converted', 'converted'],
    ]);
    expect(history.json().events[1].body).toBe('Left a voicemail');

    expect((await call(alice, 'POST', `/api/leads/${id}/convert`, {})).statusCode).toBe(409);
    expect((await setStatus(alice, id, { status: 'contacted' })).statusCode).toBe(409);
    const audited = await t.app.services.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'convert'), eq(auditEvents.recordId, id)));
    expect(audited).toMatchObject([{ outcome: 'success', clientId, actorId: alice.userId }]);
  });

  it('closes with a reason and to whom the person was referred; reopening clears them from the lead', async () => {
    const id = await newLead(alice);
    const noReason = await setStatus(alice, id, { status: 'closed' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toContain('body.close_reason');
    const closed = await setStatus(alice, id, { status: 'closed', close_reason: 'Needs a child specialist', referred_to: 'Dr Kim, Bayside Kids' });
    expect(closed.json().lead).toMatchObject({ status: 'closed', close_reason: 'Needs a child specialist', referred_to: 'Dr Kim, Bayside Kids' });
    expect(closed.json().events.at(-1).body).toBe('Reason: Needs a child specialist\nReferred to: Dr Kim, Bayside Kids');
    const reopened = await setStatus(alice, id, { status: 'new' });
    expect(reopened.json().lead).toMatchObject({ status: 'new', close_reason: null, referred_to: null });
  });

  it('two simultaneous conversions of one lead make one client; the other answers 409', async () => {
    const id = await newLead(alice, { first_name: 'Twice', last_name: 'Converted' });
    const answers = await Promise.all([1, 2].map(() => t.app.inject(as(alice, { method: 'POST', url: `/api/leads/${id}/convert`, payload: {} }))));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    const made = await t.app.services.db
      .select()
      .from(clients)
      .where(and(eq(clients.firstName, 'Twice'), eq(clients.lastName, 'Converted')));
    expect(made).toHaveLength(1);
  });

  it('an admin must choose the clinician for an unassigned lead', async () => {
    const id = await newLead(dana, { first_name: 'Unowned' });
    const refused = await call(dana, 'POST', `/api/leads/${id}/convert`, {});
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual([{ field: 'body.provider_id', message: 'Choose the clinician who will see this client' }]);
    expect((await call(dana, 'GET', `/api/leads/${id}`)).json().lead.status).toBe('new');
    const converted = await call(dana, 'POST', `/api/leads/${id}/convert`, { provider_id: t.seeded.userIds.alice });
    expect(converted.statusCode).toBe(201);
    expect((await call(alice, 'GET', `/api/clients/${converted.json().client_id}`)).json().provider_id).toBe(t.seeded.userIds.alice);
  });

  it('an admin converts into the assignee’s caseload', async () => {
    const id = await newLead(dana, { assignee_id: t.seeded.userIds.ben });
    const converted = await call(dana, 'POST', `/api/leads/${id}/convert`, {});
    expect(converted.statusCode).toBe(201);
    expect((await call(ben, 'GET', `/api/clients/${converted.json().client_id}`)).json()).toMatchObject({
      status: 'prospective',
      provider_id: t.seeded.userIds.ben,
    });
  });
});

describe('who sees which lead', () => {
  it('a therapist sees their own and unassigned leads; supervisors and admins all of the practice; no one another practice’s', async () => {
    const bens = await newLead(dana, { first_name: 'Benslead', assignee_id: t.seeded.userIds.ben });
    const open = await newLead(dana, { first_name: 'Unassigned' });
    for (const [method, url, body] of [
      ['GET', `/api/leads/${bens}`],
      ['PATCH', `/api/leads/${bens}`, { phone: '1' }],
      ['POST', `/api/leads/${bens}/status`, { status: 'contacted' }],
      ['POST', `/api/leads/${bens}/notes`, { body: 'x' }],
      ['POST', `/api/leads/${bens}/convert`, {}],
    ] as [Method, string, object?][]) {
      expect((await call(alice, method, url, body)).statusCode, `${method} ${url} as alice`).toBe(404);
      expect((await call(omar, method, url, body)).statusCode, `${method} ${url} as omar`).toBe(404);
    }
    expect((await call(alice, 'GET', `/api/leads/${open}`)).statusCode).toBe(200);
    const names = async (who: Credentials) => (await call(who, 'GET', '/api/leads?search=lead')).json().leads.map((l: { first_name: string }) => l.first_name);
    expect(await names(alice)).not.toContain('Benslead');
    expect(await names(carla)).toContain('Benslead');
    expect(await names(dana)).toContain('Benslead');
    expect(await names(omar)).toEqual([]);
    expect((await call(sam, 'GET', '/api/leads')).statusCode).toBe(403);
    expect((await call(alice, 'PATCH', `/api/leads/${open}`, { assignee_id: t.seeded.userIds.ben })).statusCode).toBe(400);
  });

  it('lists by status with counts, and finds by phone digits', async () => {
    const id = await newLead(alice, { first_name: 'Digits', phone: '555-777-1234' });
    const found = (await call(alice, 'GET', '/api/leads?search=7771234')).json();
    expect(found.leads.map((l: { id: string }) => l.id)).toEqual([id]);
    const newOnes = (await call(alice, 'GET', '/api/leads?status=new')).json();
    expect(newOnes.leads.every((l: { status: string }) => l.status === 'new')).toBe(true);
    expect(newOnes.counts.new).toBe(newOnes.leads.length);
  });
});

describe('the funnel', () => {
  it('counts each stage reached and conversion by referral source', async () => {
    const funnel = (await call(omar, 'GET', '/api/leads/funnel')).json();
    expect(funnel).toEqual({ stages: expect.any(Array), total: 0, by_source: [] });
    const a = await newLead(omar, { referral_source: 'Website' });
    await newLead(omar, { referral_source: 'Website' });
    await newLead(omar, { referral_source: null });
    await call(omar, 'POST', `/api/leads/${a}/convert`, {});
    const after = (await call(omar, 'GET', '/api/leads/funnel')).json();
    expect(after.total).toBe(3);
    // Stages reached: the converted lead counts for every stage up to converted.
    expect(after.stages).toEqual([
      { status: 'new', count: 3 },
      { status: 'contacted', count: 1 },
      { status: 'consultation_booked', count: 1 },
      { status: 'converted', count: 1 },
      { status: 'closed', count: 0 },
    ]);
    expect(after.by_source).toEqual([
      { referral_source: 'Website', total: 2, converted: 1, conversion_percent: 50 },
      { referral_source: '', total: 1, converted: 0, conversion_percent: 0 },
    ]);
  });
});
