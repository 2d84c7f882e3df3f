/**
 * Charges made by the calendar's status change, in its transaction: a completed telehealth visit's
 * service line (code, modifier 95, POS, fee, diagnoses), client rates, the crisis add-on, policy
 * fees for late cancellations, voiding when the status moves away — and the signing time check.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillingCheck, Charge } from '@tend/contracts/billing.contract';
import { auditEvents } from '@tend/db/schema/audit';
import { createTestApp, type Credentials, type TestApp } from '../../../test/test-app';
import { billingKit } from './billing-test-kit';

let t: TestApp;
let alice: Credentials;
let dana: Credentials;
let kit: ReturnType<typeof billingKit>;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2026-03-10T18:00:00Z');
  kit = billingKit(t);
  [alice, dana] = await Promise.all([t.login('alice'), t.login('dana')]);
});
afterAll(() => t.app.close());

const live = (charges: Charge[]) => charges.filter((c) => !c.voided);

describe('a completed visit', () => {
  it('is charged at its code with modifier 95, telehealth POS, the schedule fee and the client’s diagnoses', async () => {
    const clientId = await kit.newClient(alice, 'Tele');
    for (const code of ['F41.1', 'F32.1']) expect((await kit.call(alice, 'POST', `/api/clients/${clientId}/diagnoses`, { code })).statusCode).toBe(201);
    const visit = await kit.book(alice, clientId, { minutes: 53, location: 'telehealth', code: '90837' });

    const check = await kit.call(alice, 'GET', `/api/appointments/${visit}/billing-check`);
    expect(check.json<BillingCheck>()).toMatchObject({ service_code: '90837', minutes: 53, matches: true });
    expect((await kit.setStatus(alice, visit, { status: 'completed' })).statusCode).toBe(200);

    const ledger = await kit.ledger(alice, clientId);
    expect(ledger.charges).toHaveLength(1);
    expect(ledger.charges[0]).toMatchObject({
      kind: 'service',
      appointment_id: visit,
      service_code: '90837',
      modifiers: ['95'],
      place_of_service: '10',
      units: 1,
      unit_fee_cents: 17000,
      amount_cents: 17000,
      balance_cents: 17000,
      diagnosis_codes: ['F41.1', 'F32.1'],
      billable: true,
      service_date: '2026-03-10',
    });
    expect(ledger.totals).toMatchObject({ charged_cents: 17000, balance_cents: 17000, credit_cents: 0 });
    const audited = await t.app.services.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.recordType, 'ledger'), eq(auditEvents.clientId, clientId)));
    expect(audited.map((a) => a.action)).toContain('read');
  });

  it('is charged at the client’s own rate, once, however often its status moves', async () => {
    const clientId = await kit.newClient(alice, 'Rate');
    expect((await kit.call(alice, 'PUT', `/api/clients/${clientId}/rates/90834`, { fee_cents: 8000, reason: 'Sliding scale' })).json()).toMatchObject({
      service_code: '90834',
      standard_fee_cents: 13000,
      fee_cents: 8000,
    });
    const visit = await kit.book(alice, clientId, { minutes: 45, code: '90834' });
    await kit.setStatus(alice, visit, { status: 'completed' });
    expect((await kit.setStatus(alice, visit, { status: 'completed' })).statusCode).toBe(400);
    await kit.setStatus(alice, visit, { status: 'scheduled' });
    await kit.setStatus(alice, visit, { status: 'completed' });
    const ledger = await kit.ledger(alice, clientId);
    expect(live(ledger.charges)).toHaveLength(1);
    expect(live(ledger.charges)[0]).toMatchObject({ unit_fee_cents: 8000, place_of_service: '11', modifiers: [] });
    expect(ledger.charges.filter((c) => c.voided)).toEqual([expect.objectContaining({ void_reason: 'Visit status changed to scheduled' })]);
    expect(ledger.totals.balance_cents).toBe(8000);
  });

  it('of a long crisis session adds the 90840 add-on', async () => {
    const clientId = await kit.newClient(alice, 'Crisis');
    const visit = await kit.book(alice, clientId, { minutes: 110, code: '90839' });
    await kit.setStatus(alice, visit, { status: 'completed' });
    const ledger = await kit.ledger(alice, clientId);
    expect(ledger.charges.map((c) => [c.service_code, c.units, c.amount_cents])).toEqual([
      ['90839', 1, 19000],
      ['90840', 2, 18000],
    ]);
  });
});

describe('a missed visit', () => {
  it('bears the practice’s late-cancel fee, never billable, voided when the visit is booked again', async () => {
    const clientId = await kit.newClient(alice, 'Late');
    const visit = await kit.book(alice, clientId, { minutes: 45, code: '90834' });
    await kit.setStatus(alice, visit, { status: 'late_cancelled', cancelled_by: 'client' });
    expect((await kit.ledger(alice, clientId)).charges).toEqual([]);

    const profile = {
      legal_name: 'Harbor Counseling Collective LLC',
      npi: '1234567893',
      tax_id: '12-3456789',
      address: null,
      phone: null,
      late_cancel_fee_cents: 5000,
      no_show_fee_cents: 7500,
      telehealth_place_of_service: '02',
    };
    expect((await kit.call(dana, 'PUT', '/api/billing/practice-profile', profile)).statusCode).toBe(200);
    await kit.setStatus(alice, visit, { status: 'late_cancelled', cancelled_by: 'client' });
    await kit.setStatus(alice, visit, { status: 'late_cancelled', cancelled_by: 'client' });
    let ledger = await kit.ledger(alice, clientId);
    expect(ledger.charges).toHaveLength(1);
    expect(ledger.charges[0]).toMatchObject({ kind: 'late_cancel', service_code: null, amount_cents: 5000, billable: false, place_of_service: null });

    await kit.setStatus(alice, visit, { status: 'scheduled' });
    ledger = await kit.ledger(alice, clientId);
    expect(ledger.charges[0]).toMatchObject({ voided: true, void_reason: 'Visit status changed to scheduled' });
    expect(ledger.totals.balance_cents).toBe(0);

    // The practice's telehealth POS now applies to telehealth visits.
    const tele = await kit.book(alice, clientId, { minutes: 30, location: 'telehealth', code: '90832' });
    await kit.setStatus(alice, tele, { status: 'no_show' });
    await kit.setStatus(alice, tele, { status: 'scheduled' });
    await kit.setStatus(alice, tele, { status: 'completed' });
    ledger = await kit.ledger(dana, clientId);
    expect(live(ledger.charges)).toEqual([expect.objectContaining({ service_code: '90832', place_of_service: '02', modifiers: ['95'] })]);
    expect(ledger.charges.filter((c) => c.kind === 'no_show')).toEqual([expect.objectContaining({ amount_cents: 7500, voided: true })]);
  });
});

describe('the signing time check', () => {
  it('proposes the code the length supports, and re-prices the visit’s charge when the code changes', async () => {
    const clientId = await kit.newClient(alice, 'Timing');
    const visit = await kit.book(alice, clientId, { minutes: 53, code: '90834' });
    expect((await kit.call(alice, 'GET', `/api/appointments/${visit}/billing-check`)).json<BillingCheck>()).toEqual({
      appointment_id: visit,
      service_code: '90834',
      minutes: 53,
      proposed_code: '90837',
      matches: false,
      message: 'A 53-minute session is billed as 90837 (53+ minutes), not 90834.',
    });
    await kit.setStatus(alice, visit, { status: 'completed' });
    const paid = await kit.call(alice, 'POST', `/api/clients/${clientId}/payments`, { method: 'cash', amount_cents: 5000, received_on: '2026-03-10' });
    expect(paid.statusCode).toBe(201);

    const changed = await kit.call(alice, 'PUT', `/api/appointments/${visit}/service-code`, { service_code: '90837' });
    expect(changed.json<BillingCheck>()).toMatchObject({ service_code: '90837', matches: true, proposed_code: null });
    const ledger = await kit.ledger(alice, clientId);
    expect(live(ledger.charges)).toEqual([expect.objectContaining({ service_code: '90837', amount_cents: 17000, paid_cents: 0 })]);
    // The payment on the voided 90834 line was released: credit, not lost.
    expect(ledger.totals).toMatchObject({ balance_cents: 17000, credit_cents: 5000 });
  });

  it('answers 404 for another clinician’s visit', async () => {
    const omar = await t.login('omar');
    const clientId = await kit.newClient(alice, 'Hidden');
    const visit = await kit.book(alice, clientId, { minutes: 45 });
    expect((await kit.call(omar, 'GET', `/api/appointments/${visit}/billing-check`)).statusCode).toBe(404);
    expect((await kit.call(omar, 'PUT', `/api/appointments/${visit}/service-code`, { service_code: '90837' })).statusCode).toBe(404);
  });
});
