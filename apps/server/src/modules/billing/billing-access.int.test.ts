/**
 * Who reaches a client's billing: another practice's (or colleague's) clinician finds nothing (404),
 * a supervisor sees their supervisee's client, a portal client is refused the practice routes (403),
 * and the fee schedule and profiles belong to the caller's own practice.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillingOverview, BillingServicesResponse, Charge, Payment, ProviderBillingProfile } from '@tend/contracts/billing.contract';
import { auditEvents } from '@tend/db/schema/audit';
import { createTestApp, type Credentials, type TestApp } from '../../../test/test-app';
import { billingKit } from './billing-test-kit';

let t: TestApp;
let alice: Credentials;
let ben: Credentials;
let carla: Credentials;
let dana: Credentials;
let omar: Credentials;
let sam: Credentials;
let kit: ReturnType<typeof billingKit>;
let clientId: string;
let chargeId: string;
let paymentId: string;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2026-03-10T18:00:00Z');
  kit = billingKit(t);
  [alice, ben, carla, dana, omar, sam] = await Promise.all([
    t.login('alice'),
    t.login('ben'),
    t.login('carla'),
    t.login('dana'),
    t.login('omar'),
    t.login('sam'),
  ]);
  clientId = t.seeded.clientIds.sam!;
  chargeId = await kit.charge(alice, clientId, 12000, '2026-03-02');
  paymentId = (
    await kit.call(alice, 'POST', `/api/clients/${clientId}/payments`, { method: 'check', amount_cents: 5000, received_on: '2026-03-05' })
  ).json<Payment>().id;
});
afterAll(() => t.app.close());

describe('a client’s billing', () => {
  it('looks missing to another practice’s therapist and to a colleague outside the caseload', async () => {
    for (const who of [omar, ben]) {
      expect((await kit.call(who, 'GET', `/api/clients/${clientId}/ledger`)).statusCode).toBe(404);
      expect((await kit.call(who, 'GET', `/api/clients/${clientId}/rates`)).statusCode).toBe(404);
      expect(
        (await kit.call(who, 'POST', `/api/clients/${clientId}/charges`, { kind: 'other', service_date: '2026-03-01', description: 'X', unit_fee_cents: 1 }))
          .statusCode,
      ).toBe(404);
      expect(
        (await kit.call(who, 'POST', `/api/clients/${clientId}/payments`, { method: 'cash', amount_cents: 100, received_on: '2026-03-01' })).statusCode,
      ).toBe(404);
      expect((await kit.call(who, 'POST', `/api/charges/${chargeId}/void`, { reason: 'Not mine' })).statusCode).toBe(404);
      expect((await kit.call(who, 'POST', `/api/charges/${chargeId}/write-off`, { amount_cents: 100, reason: 'Not mine' })).statusCode).toBe(404);
      expect((await kit.call(who, 'POST', `/api/payments/${paymentId}/allocations`, {})).statusCode).toBe(404);
      expect((await kit.call(who, 'POST', `/api/payments/${paymentId}/refund`, { amount_cents: 100, reason: 'Not mine' })).statusCode).toBe(404);
      const overview = (await kit.call(who, 'GET', '/api/billing/overview')).json<BillingOverview>();
      expect(overview.unpaid_charges.map((c) => c.client_id)).not.toContain(clientId);
    }
    const ledger = await kit.ledger(alice, clientId);
    expect(ledger.totals).toMatchObject({ charged_cents: 12000, paid_cents: 5000, balance_cents: 7000 });
  });

  it('is seen by the supervisor of its clinician and by the practice’s admin', async () => {
    for (const who of [carla, dana]) expect((await kit.ledger(who, clientId)).totals.balance_cents).toBe(7000);
    const overview = (await kit.call(carla, 'GET', `/api/billing/overview?provider_id=${alice.userId}`)).json<BillingOverview>();
    expect(overview.unpaid_charges.map((c) => c.id)).toContain(chargeId);
    expect(overview.aging[0]).toMatchObject({ label: '0–30' });
    expect(overview.revenue).toHaveLength(12);
    expect(overview.revenue.at(-1)).toMatchObject({ month: '2026-03' });
    // The read is audited against each client it shows.
    const listed = await t.app.services.db
      .select({ clientId: auditEvents.clientId })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'list'), eq(auditEvents.recordType, 'ledger'), eq(auditEvents.actorId, carla.userId)));
    expect(listed.map((e) => e.clientId)).toContain(clientId);
    const charge = (await kit.call(carla, 'POST', `/api/charges/${chargeId}/write-off`, { amount_cents: 1000, reason: 'Supervisor courtesy' })).json<Charge>();
    expect(charge.balance_cents).toBe(6000);
  });

  it('is refused to a portal client on the practice routes', async () => {
    expect((await kit.call(sam, 'GET', `/api/clients/${clientId}/ledger`)).statusCode).toBe(403);
    expect((await kit.call(sam, 'GET', '/api/billing/overview')).statusCode).toBe(403);
    expect(
      (await kit.call(sam, 'POST', `/api/clients/${clientId}/payments`, { method: 'cash', amount_cents: 100, received_on: '2026-03-01' })).statusCode,
    ).toBe(403);
    expect((await kit.call(sam, 'POST', `/api/payments/${paymentId}/refund`, { amount_cents: 100, reason: 'Mine' })).statusCode).toBe(403);
  });
});

describe('the fee schedule and billing identities', () => {
  it('are the practice’s own: a change in one practice is not seen in another', async () => {
    const services = (await kit.call(alice, 'GET', '/api/billing/services')).json<BillingServicesResponse>().services;
    expect(services.map((s) => s.code)).toEqual(['90785', '90791', '90792', '90832', '90834', '90837', '90839', '90840', '90846', '90847', '90853']);
    const changed = await kit.call(dana, 'PUT', '/api/billing/services/90834', {
      description: 'Psychotherapy, 45 minutes',
      default_minutes: 45,
      fee_cents: 14000,
    });
    expect(changed.json()).toMatchObject({ code: '90834', fee_cents: 14000 });
    expect((await kit.call(carla, 'PUT', '/api/billing/services/90834', { description: 'X', default_minutes: 45, fee_cents: 1 })).statusCode).toBe(403);
    const omars = (await kit.call(omar, 'GET', '/api/billing/services')).json<BillingServicesResponse>().services;
    expect(omars.find((s) => s.code === '90834')!.fee_cents).toBe(13000);

    const profile = { npi: '1234567893', credentials: 'LCSW', license_number: 'LC-1', license_state: 'NY', taxonomy_code: '1041C0700X' };
    expect((await kit.call(alice, 'PUT', '/api/billing/provider-profile', profile)).json<ProviderBillingProfile>()).toMatchObject({
      ...profile,
      name: 'Dr Alice Moreno',
    });
    expect((await kit.call(dana, 'GET', `/api/billing/provider-profile/${alice.userId}`)).json<ProviderBillingProfile>().npi).toBe('1234567893');
    expect((await kit.call(omar, 'GET', `/api/billing/provider-profile/${alice.userId}`)).statusCode).toBe(403);
    const omarAdminView = await kit.call(dana, 'GET', `/api/billing/provider-profile/${omar.userId}`);
    expect(omarAdminView.statusCode).toBe(404);
  });

  it('tell each caller whether they may change the practice’s billing identity (the screen offers the form only then)', async () => {
    const editable = async (who: typeof alice) => (await kit.call(who, 'GET', '/api/billing/practice-profile')).json<{ editable: boolean }>().editable;
    // Alice's practice has an administrator (Dana); Omar's has none, so he sets his own.
    expect([await editable(alice), await editable(dana), await editable(omar)]).toEqual([false, true, true]);
  });
});
