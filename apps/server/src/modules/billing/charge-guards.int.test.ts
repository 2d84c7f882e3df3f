/**
 * Guards on what a charge may bill: a service line by hand only for a completed visit and once per
 * code; a completed visit re-priced when its details change (refused once claimed); only active
 * codes on a visit and no $0 line for a code without a fee; a retried payment that is not the same
 * payment; the practice's settings kept by its administrator; a line too large for its column.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Charge } from '@tend/contracts/billing.contract';
import { charges, claimBatches } from '@tend/db/schema/billing';
import { as, createTestApp, type Credentials, type TestApp } from '../../../test/test-app';
import { billingKit } from './billing-test-kit';

let t: TestApp;
let alice: Credentials;
let dana: Credentials;
let omar: Credentials;
let kit: ReturnType<typeof billingKit>;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2026-03-10T18:00:00Z');
  kit = billingKit(t);
  [alice, dana, omar] = await Promise.all([t.login('alice'), t.login('dana'), t.login('omar')]);
});
afterAll(() => t.app.close());

const live = async (clientId: string): Promise<Charge[]> => (await kit.ledger(alice, clientId)).charges.filter((c) => !c.voided);
const serviceLine = (appointmentId: string | null, code: string, extra: Record<string, unknown> = {}) => ({
  kind: 'service',
  appointment_id: appointmentId,
  service_date: '2026-03-10',
  service_code: code,
  ...extra,
});

describe('a service line by hand', () => {
  it('needs a completed visit, bills each code once, and goes when the visit is reopened', async () => {
    const clientId = await kit.newClient(alice, 'Manual');
    const missed = await kit.book(alice, clientId, { minutes: 53, code: '90837' });
    await kit.setStatus(alice, missed, { status: 'no_show' });
    const onMissed = await kit.call(alice, 'POST', `/api/clients/${clientId}/charges`, serviceLine(missed, '90785'));
    expect(onMissed.statusCode).toBe(400);
    expect(onMissed.json().message).toContain('body.appointment_id');

    const visit = await kit.book(alice, clientId, { minutes: 53, code: '90837', startsAt: new Date('2026-03-10T12:00:00Z') });
    await kit.setStatus(alice, visit, { status: 'completed' });
    const twice = await kit.call(alice, 'POST', `/api/clients/${clientId}/charges`, serviceLine(visit, '90837'));
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toContain('body.service_code');

    const addOn = await kit.call(alice, 'POST', `/api/clients/${clientId}/charges`, serviceLine(visit, '90785'));
    expect(addOn.statusCode).toBe(201);
    // The office visit's place of service, not left blank.
    expect(addOn.json()).toMatchObject({ service_code: '90785', place_of_service: '11' });

    expect((await kit.setStatus(alice, visit, { status: 'scheduled' })).statusCode).toBe(200);
    expect(await live(clientId)).toEqual([]);
  });

  it('without a visit says its place of service', async () => {
    const clientId = await kit.newClient(alice, 'Nowhere');
    const res = await kit.call(alice, 'POST', `/api/clients/${clientId}/charges`, serviceLine(null, '90834'));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('body.place_of_service');
    expect((await kit.call(alice, 'POST', `/api/clients/${clientId}/charges`, serviceLine(null, '90834', { place_of_service: '02' }))).statusCode).toBe(201);
  });

  it('cannot come to more than a line may hold', async () => {
    const clientId = await kit.newClient(alice, 'Huge');
    const res = await kit.call(alice, 'POST', `/api/clients/${clientId}/charges`, {
      kind: 'other',
      service_date: '2026-03-10',
      description: 'Typo',
      units: 24,
      unit_fee_cents: 90_000_000,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('body.unit_fee_cents');
  });
});

describe('editing a completed visit', () => {
  it('re-prices its line to the new place; once the line is claimed it is refused', async () => {
    const clientId = await kit.newClient(alice, 'Moved');
    const visit = await kit.book(alice, clientId, { minutes: 53, code: '90837' });
    await kit.setStatus(alice, visit, { status: 'completed' });
    const [office] = await live(clientId);
    expect(office).toMatchObject({ place_of_service: '11', modifiers: [] });

    const patch = (payload: Record<string, unknown>) =>
      t.app.inject(as(alice, { method: 'PATCH', url: `/api/appointments/${visit}`, payload: { ...payload, allow_conflict: true, allow_outside_hours: true } }));
    expect((await patch({ location: 'telehealth' })).statusCode).toBe(200);
    const [tele] = await live(clientId);
    expect(tele).toMatchObject({ service_code: '90837', place_of_service: '10', modifiers: ['95'] });
    expect(tele!.id).not.toBe(office!.id);

    const db = t.app.services.db;
    const [batch] = await db
      .insert(claimBatches)
      .values({ practiceId: t.seeded.practiceIds.harbor, controlNumber: 900, createdBy: t.seeded.userIds.alice })
      .returning();
    await db.update(charges).set({ claimBatchId: batch!.id }).where(eq(charges.id, tele!.id));
    const refused = await patch({ location: 'office' });
    expect(refused.statusCode).toBe(409);
    expect((await live(clientId)).map((c) => c.id)).toEqual([tele!.id]);
  });
});

describe('a visit’s code', () => {
  it('must be active on the schedule; a code without a fee makes no $0 line', async () => {
    const clientId = await kit.newClient(alice, 'Coded');
    const visit = await kit.book(alice, clientId, { minutes: 60, code: '90853' });
    const unknown = await kit.call(alice, 'PUT', `/api/appointments/${visit}/service-code`, { service_code: '99213' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toContain('body.service_code');

    const off = { description: 'Group psychotherapy', default_minutes: 60, fee_cents: 6000, active: false };
    expect((await kit.call(dana, 'PUT', '/api/billing/services/90853', off)).statusCode).toBe(200);
    expect((await kit.call(alice, 'PUT', `/api/appointments/${visit}/service-code`, { service_code: '90853' })).statusCode).toBe(400);
    expect((await kit.setStatus(alice, visit, { status: 'completed' })).statusCode).toBe(200);
    expect((await kit.ledger(alice, clientId)).charges).toEqual([]);
    expect((await kit.call(dana, 'PUT', '/api/billing/services/90853', { ...off, active: true })).statusCode).toBe(200);
  });
});

describe('a retried payment', () => {
  it('with the same key but another amount is refused, naming the key', async () => {
    const clientId = await kit.newClient(alice, 'Retry');
    const payment = { method: 'cash', amount_cents: 5000, received_on: '2026-03-01', idempotency_key: 'retry-key-0001' };
    expect((await kit.call(alice, 'POST', `/api/clients/${clientId}/payments`, payment)).statusCode).toBe(201);
    expect((await kit.call(alice, 'POST', `/api/clients/${clientId}/payments`, payment)).statusCode).toBe(200);
    const other = await kit.call(alice, 'POST', `/api/clients/${clientId}/payments`, { ...payment, amount_cents: 7000 });
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toContain('idempotency_key');
    expect((await kit.ledger(alice, clientId)).payments).toHaveLength(1);
  });
});

describe('the practice’s billing settings', () => {
  const profile = {
    legal_name: null,
    npi: null,
    tax_id: null,
    address: null,
    phone: null,
    late_cancel_fee_cents: null,
    no_show_fee_cents: null,
    telehealth_place_of_service: '10',
  };
  it('are kept by the administrator in a group practice, by the therapist in a solo one', async () => {
    const fee = { description: 'Family psychotherapy', default_minutes: 50, fee_cents: 15000 };
    expect((await kit.call(alice, 'PUT', '/api/billing/practice-profile', profile)).statusCode).toBe(403);
    expect((await kit.call(alice, 'PUT', '/api/billing/services/90846', fee)).statusCode).toBe(403);
    expect((await kit.call(dana, 'PUT', '/api/billing/practice-profile', profile)).statusCode).toBe(200);
    expect((await kit.call(dana, 'PUT', '/api/billing/services/90846', fee)).statusCode).toBe(200);
    // Omar's practice has no administrator.
    expect((await kit.call(omar, 'PUT', '/api/billing/practice-profile', profile)).statusCode).toBe(200);
    expect((await kit.call(omar, 'PUT', '/api/billing/services/90846', fee)).statusCode).toBe(200);
    // A therapist keeps their own provider profile either way.
    const own = { npi: null, credentials: 'PhD', license_number: null, license_state: null, taxonomy_code: null };
    expect((await kit.call(alice, 'PUT', '/api/billing/provider-profile', own)).statusCode).toBe(200);
  });
});
