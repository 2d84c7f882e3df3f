/**
 * Demo billing: a demo therapist's held visits are charged (a late cancellation at the practice's
 * fee, never billable), one payment is applied, the ledger reconciles; a demo client's portal shows
 * the balance of their own visit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BillingOverview } from '@tend/contracts/billing.contract';
import { as, createTestApp, sessionCookie, type Credentials, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

async function demoLogin(character: string): Promise<Credentials> {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/demo-login', payload: { character_type: character } });
  expect(res.statusCode).toBe(201);
  return { cookie: sessionCookie(res), token: res.json().access_token, userId: res.json().user.uuid };
}

describe('demo billing', () => {
  it('charges the demo therapist’s held visits and applies a first payment', async () => {
    const demo = await demoLogin('therapist');
    const res = await t.app.inject(as(demo, { method: 'GET', url: '/api/billing/overview' }));
    expect(res.statusCode).toBe(200);
    const overview: BillingOverview = res.json();
    const kinds = new Set(overview.unpaid_charges.map((c) => c.kind));
    expect(kinds.has('service')).toBe(true);
    expect(kinds.has('late_cancel')).toBe(true);
    expect(overview.unpaid_charges.filter((c) => c.kind === 'late_cancel').every((c) => !c.billable && c.amount_cents === 7500)).toBe(true);
    expect(overview.recent_payments).toHaveLength(1);
    const payment = overview.recent_payments[0]!;
    expect(payment.allocated_cents).toBe(payment.amount_cents);
    const owed = overview.unpaid_charges.reduce((sum, c) => sum + c.balance_cents, 0);
    expect(overview.outstanding_cents).toBe(owed);
    const profile = await t.app.inject(as(demo, { method: 'GET', url: '/api/billing/practice-profile' }));
    expect(profile.json()).toMatchObject({ npi: '1234567893', late_cancel_fee_cents: 7500 });
  });

  it('shows the demo client the balance of their own held visit', async () => {
    const alex = await demoLogin('client');
    const res = await t.app.inject(as(alex, { method: 'GET', url: '/api/client/billing' }));
    expect(res.statusCode).toBe(200);
    const [account] = res.json().accounts as { balance_cents: number; charges: unknown[]; payments: unknown[] }[];
    expect(account!.charges).toHaveLength(1);
    expect(account!.payments).toHaveLength(1);
    expect(account!.balance_cents).toBe(13000 - 5000);
  });
});
