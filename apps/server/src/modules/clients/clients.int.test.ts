/**
 * Client records: create with the full record, the duplicate warning, the paged and searchable
 * list, edits and the discharge rules — each scoped to the caller and audited.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '@tend/db/schema/audit';
import { as, createTestApp, type Credentials, type TestApp } from '../../../test/test-app';

let t: TestApp;
let alice: Credentials;
let ben: Credentials;
let dana: Credentials;
beforeAll(async () => {
  t = await createTestApp();
  [alice, ben, dana] = await Promise.all([t.login('alice'), t.login('ben'), t.login('dana')]);
});
afterAll(() => t.app.close());

const maya = {
  first_name: 'Maya',
  last_name: 'Castellanos',
  preferred_name: 'Mia',
  pronouns: 'she/her',
  email: 'maya.c@example.test',
  phone: '(555) 010-4477',
  date_of_birth: '1994-02-17',
  address: { line1: '12 Quay Street', city: 'Portland', region: 'ME', postal_code: '04101' },
  emergency_contact: { name: 'Rosa Castellanos', relationship: 'mother', phone: '555 010 9911' },
  status: 'prospective',
};

const create = (who: Credentials, payload: Record<string, unknown>) => t.app.inject(as(who, { method: 'POST', url: '/api/clients', payload }));
const patch = (who: Credentials, id: string, payload: Record<string, unknown>) =>
  t.app.inject(as(who, { method: 'PATCH', url: `/api/clients/${id}`, payload }));
const list = (who: Credentials, query = '') => t.app.inject(as(who, { method: 'GET', url: `/api/clients${query}` }));

describe('creating a client', () => {
  let mayaId: string;

  it('keeps the whole record, in the creating clinician’s caseload, and audits it', async () => {
    const res = await create(alice, maya);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    mayaId = body.id;
    expect(body).toMatchObject({
      first_name: 'Maya',
      preferred_name: 'Mia',
      pronouns: 'she/her',
      address: { line1: '12 Quay Street', line2: '', city: 'Portland', region: 'ME', postal_code: '04101', country: '' },
      emergency_contact: { name: 'Rosa Castellanos', relationship: 'mother', phone: '555 010 9911' },
      status: 'prospective',
      discharged_on: null,
      provider_id: alice.userId,
      provider_name: 'Dr Alice Moreno',
    });
    const events = await t.app.services.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.recordId, mayaId), eq(auditEvents.action, 'create')));
    expect(events).toMatchObject([{ recordType: 'client', clientId: mayaId, outcome: 'success', actorId: alice.userId }]);
  });

  it('warns of a possible duplicate (same name and date of birth, any caseload) until the user confirms', async () => {
    const again = await create(ben, { first_name: 'maya', last_name: 'CASTELLANOS', date_of_birth: '1994-02-17' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'possible_duplicate', details: { duplicates: [{ id: mayaId, date_of_birth: '1994-02-17' }] } });
    const otherBirthday = await create(ben, { first_name: 'Maya', last_name: 'Castellanos', date_of_birth: '1994-02-18' });
    expect(otherBirthday.statusCode).toBe(201);
    const confirmed = await create(ben, { first_name: 'Maya', last_name: 'Castellanos', date_of_birth: '1994-02-17', confirm_duplicate: true });
    expect(confirmed.statusCode).toBe(201);
    expect(confirmed.json().provider_id).toBe(ben.userId);
  });

  it('an admin assigns any clinician of the practice; a clinician cannot assign someone else', async () => {
    const byAdmin = await create(dana, { first_name: 'Noor', last_name: 'Haddad', provider_id: ben.userId });
    expect(byAdmin.json()).toMatchObject({ provider_id: ben.userId, provider_name: 'Dr Ben Okafor' });
    const byAlice = await create(alice, { first_name: 'Theo', last_name: 'Brandt', provider_id: ben.userId });
    expect(byAlice.json().provider_id).toBe(alice.userId);
  });

  it('names the field that is wrong', async () => {
    const res = await create(alice, { first_name: 'A', last_name: 'B', status: 'discharged' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/discharged_on/);
    const email = await create(alice, { first_name: 'A', last_name: 'B', emergency_contact: { name: 'X' } });
    expect(email.statusCode).toBe(400);
    expect(email.json().message).toMatch(/emergency_contact\.phone/);
  });
});

describe('the client list', () => {
  beforeAll(async () => {
    for (const [first, last, status] of [
      ['Aiden', 'Zhou', 'waitlist'],
      ['Bea', 'Okonkwo', 'active'],
      ['Cal', 'Nguyen', 'discharged'],
    ] as const) {
      const extra = status === 'discharged' ? { discharged_on: '2026-10-01', discharge_reason: 'Goals met' } : {};
      expect((await create(alice, { first_name: first, last_name: last, status, email: `${first.toLowerCase()}@mail.test`, ...extra })).statusCode).toBe(201);
    }
  });

  it('finds by legal or preferred name, e-mail and phone digits', async () => {
    const names = async (q: string) => (await list(alice, `?search=${encodeURIComponent(q)}`)).json().clients.map((c: { last_name: string }) => c.last_name);
    expect(await names('castell')).toEqual(['Castellanos']);
    expect(await names('Mia')).toEqual(['Castellanos']);
    expect(await names('maya castellanos')).toEqual(['Castellanos']);
    expect(await names('bea@mail')).toEqual(['Okonkwo']);
    expect(await names('555-0104')).toEqual(['Castellanos']);
    expect(await names('50%_')).toEqual([]);
  });

  it('filters by status and clinician, sorts and pages with the total', async () => {
    const waitlist = (await list(alice, '?status=waitlist')).json();
    expect(waitlist.clients.map((c: { last_name: string }) => c.last_name)).toEqual(['Zhou']);
    const all = (await list(alice)).json();
    const lastNames = all.clients.map((c: { last_name: string }) => c.last_name);
    expect(lastNames).toEqual([...lastNames].sort((a: string, b: string) => a.localeCompare(b)));
    const page = (await list(alice, '?limit=2&offset=1&sort=name&order=desc')).json();
    expect(page.total).toBe(all.total);
    expect(page.clients.map((c: { id: string }) => c.id)).toEqual(
      [...all.clients]
        .reverse()
        .slice(1, 3)
        .map((c: { id: string }) => c.id),
    );
    const bens = (await list(dana, `?provider_id=${ben.userId}`)).json();
    expect(bens.clients.every((c: { provider_id: string }) => c.provider_id === ben.userId)).toBe(true);
    expect(bens.total).toBeGreaterThanOrEqual(3);
  });

  it('holds only the caller’s caseload', async () => {
    const bens = (await list(ben, '?search=Zhou')).json();
    expect(bens).toEqual({ clients: [], total: 0 });
  });

  it('refuses an unknown status or sort, naming it', async () => {
    for (const [query, field] of [
      ['?status=gone', 'status'],
      ['?sort=age', 'sort'],
      ['?limit=0', 'limit'],
    ]) {
      const res = await list(alice, query);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(field);
    }
  });
});

describe('editing a client', () => {
  let id: string;
  beforeAll(async () => {
    id = (await create(alice, { first_name: 'Iris', last_name: 'Vale', status: 'active' })).json().id;
  });

  it('changes only what was sent', async () => {
    const res = await patch(alice, id, { pronouns: 'they/them', phone: '555 010 2000' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ first_name: 'Iris', pronouns: 'they/them', phone: '555 010 2000', status: 'active' });
  });

  it('a discharge needs its date and reason; returning to active clears them', async () => {
    const bare = await patch(alice, id, { status: 'discharged' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toMatch(/discharged_on.*discharge_reason|discharge_reason.*discharged_on/s);
    const discharged = await patch(alice, id, { status: 'discharged', discharged_on: '2026-11-20', discharge_reason: 'Moved away' });
    expect(discharged.json()).toMatchObject({ status: 'discharged', discharged_on: '2026-11-20', discharge_reason: 'Moved away' });
    const reason = await patch(alice, id, { discharge_reason: 'Moved to Denver' });
    expect(reason.json()).toMatchObject({ status: 'discharged', discharged_on: '2026-11-20', discharge_reason: 'Moved to Denver' });
    const back = await patch(alice, id, { status: 'active' });
    expect(back.json()).toMatchObject({ status: 'active', discharged_on: null, discharge_reason: null });
    const stray = await patch(alice, id, { discharge_reason: 'x' });
    expect(stray.statusCode).toBe(400);
    expect(stray.json().message).toMatch(/status/);
  });

  it('a clinician cannot move a client to another caseload; an admin can', async () => {
    expect((await patch(alice, id, { provider_id: ben.userId })).json().provider_id).toBe(alice.userId);
    expect((await patch(dana, id, { provider_id: ben.userId })).json().provider_id).toBe(ben.userId);
    expect((await patch(dana, id, { provider_id: alice.userId })).json().provider_id).toBe(alice.userId);
  });

  it('another caseload’s client is not found, and the attempt is audited', async () => {
    const res = await patch(ben, id, { pronouns: 'he/him' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('Vale');
    const events = await t.app.services.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.actorId, ben.userId), eq(auditEvents.recordId, id)));
    expect(events).toMatchObject([{ action: 'update', outcome: 'not_found' }]);
  });

  it('an empty change is refused', async () => {
    const res = await patch(alice, id, {});
    expect(res.statusCode).toBe(400);
  });
});

describe('reading one client', () => {
  it('follows each role’s scope, whoever asked before with the same role', async () => {
    const [carla, omar] = await Promise.all([t.login('carla'), t.login('omar')]);
    const read = async (who: Credentials, client: 'sam' | 'priya') =>
      (await t.app.inject(as(who, { method: 'GET', url: `/api/clients/${t.seeded.clientIds[client]}` }))).statusCode;
    // Alice's Sam: hers, her supervisor's and the practice admin's; not another therapist's, not another practice's.
    expect(await read(alice, 'sam')).toBe(200);
    expect(await read(ben, 'sam')).toBe(404);
    expect(await read(carla, 'sam')).toBe(200);
    expect(await read(dana, 'sam')).toBe(200);
    expect(await read(omar, 'sam')).toBe(404);
    // Ben's Priya: Carla does not supervise Ben.
    expect(await read(ben, 'priya')).toBe(200);
    expect(await read(alice, 'priya')).toBe(404);
    expect(await read(carla, 'priya')).toBe(404);
  });
});
