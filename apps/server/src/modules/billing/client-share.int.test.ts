/**
 * The client's share: copay, coinsurance and deductible on the primary policy split each service
 * charge into what the client owes and what the insurer is expected to pay, when the charge is
 * made. The portal, the ledger and the statement show what the client owes; a self-pay client owes
 * the whole fee.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Charge } from '@tend/contracts/billing.contract';
import type { PortalBillingAccount } from '@tend/contracts/billing-documents.contract';
import { as, createTestApp, type Credentials, type TestApp } from '../../../test/test-app';
import { pdfText, setPracticeIdentity } from '../billing-documents/billing-fixtures';
import { billingKit } from './billing-test-kit';

let t: TestApp;
let alice: Credentials;
let samUser: Credentials;
let sam: string;
let kit: ReturnType<typeof billingKit>;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2026-03-10T18:00:00Z');
  kit = billingKit(t);
  [alice, samUser] = await Promise.all([t.login('alice'), t.login('sam')]);
  sam = t.seeded.clientIds.sam!;
});
afterAll(() => t.app.close());

const live = (charges: Charge[]) => charges.filter((c) => !c.voided);
const addPolicy = (clientId: string, body: Record<string, unknown>) =>
  kit.call(alice, 'POST', `/api/clients/${clientId}/insurance`, { payer_name: 'Acme Health', member_id: 'M-1', ...body });
async function completeVisit(clientId: string, startsAt?: Date) {
  const visit = await kit.book(alice, clientId, { minutes: 55, code: '90837', ...(startsAt ? { startsAt } : {}) });
  const res = await kit.setStatus(alice, visit, { status: 'completed' });
  if (res.statusCode !== 200) throw new Error(`complete: ${res.statusCode} ${res.body}`);
  return visit;
}

describe('a policy’s cost sharing', () => {
  it('is kept on the policy and read back', async () => {
    const res = await addPolicy(sam, { copay_cents: 2500 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ copay_cents: 2500, coinsurance_percent: null, deductible_cents: null, deductible_met_cents: 0 });
    const listed = (await kit.call(alice, 'GET', `/api/clients/${sam}/insurance`)).json().policies;
    expect(listed[0]).toMatchObject({ copay_cents: 2500 });
  });

  it('refuses amounts that cannot be, naming the field', async () => {
    const negative = await addPolicy(sam, { member_id: 'M-2', copay_cents: -5 });
    expect(negative.statusCode).toBe(400);
    expect(negative.json().message).toMatch(/body\.copay_cents/);
    const fraction = await addPolicy(sam, { member_id: 'M-2', copay_cents: 25.5 });
    expect(fraction.statusCode).toBe(400);
    expect(fraction.json().message).toMatch(/body\.copay_cents/);
    const percent = await addPolicy(sam, { member_id: 'M-2', coinsurance_percent: 120 });
    expect(percent.statusCode).toBe(400);
    expect(percent.json().message).toMatch(/body\.coinsurance_percent/);
    const overMet = await addPolicy(sam, { member_id: 'M-2', deductible_cents: 10000, deductible_met_cents: 20000 });
    expect(overMet.statusCode).toBe(400);
    expect(overMet.json().message).toMatch(/body\.deductible_met_cents/);
    const policyId = (await kit.call(alice, 'GET', `/api/clients/${sam}/insurance`)).json().policies[0].id;
    // Sam's policy has no deductible, so nothing of one can have been met.
    const metWithout = await t.app.inject(
      as(alice, { method: 'PATCH', url: `/api/clients/${sam}/insurance/${policyId}`, payload: { deductible_met_cents: 100 } }),
    );
    expect(metWithout.statusCode).toBe(400);
    expect(metWithout.json().message).toMatch(/^body\.deductible_met_cents: /);
  });
});

describe('a completed visit of an insured client', () => {
  it('owes the copay; the insurer is expected to pay the rest', async () => {
    await completeVisit(sam);
    const ledger = await kit.ledger(alice, sam);
    const [charge] = live(ledger.charges);
    expect(charge).toMatchObject({
      amount_cents: 17000,
      client_share_cents: 2500,
      insurer_share_cents: 14500,
      client_due_cents: 2500,
      insurer_due_cents: 14500,
      balance_cents: 17000,
    });
    expect(ledger.totals).toMatchObject({ balance_cents: 17000, client_due_cents: 2500, insurer_due_cents: 14500 });
  });

  it('shows the copay as Sam’s balance in the portal, and the insurer’s part apart', async () => {
    const res = await kit.call(samUser, 'GET', '/api/client/billing');
    expect(res.statusCode).toBe(200);
    const [account] = res.json<{ accounts: PortalBillingAccount[] }>().accounts;
    expect(account).toMatchObject({ balance_cents: 2500, insurer_due_cents: 14500 });
    expect(account!.charges[0]).toMatchObject({ amount_cents: 17000, client_share_cents: 2500, due_cents: 2500, insurer_due_cents: 14500 });
  });

  it('applies the client’s payment to the client’s part and the insurer’s to the insurer’s', async () => {
    const paid = await kit.call(alice, 'POST', `/api/clients/${sam}/payments`, { method: 'card', amount_cents: 2500, received_on: '2026-03-10' });
    expect(paid.statusCode).toBe(201);
    let ledger = await kit.ledger(alice, sam);
    expect(ledger.totals).toMatchObject({ balance_cents: 14500, client_due_cents: 0, insurer_due_cents: 14500 });
    const insurer = await kit.call(alice, 'POST', `/api/clients/${sam}/payments`, {
      method: 'insurance',
      payer_name: 'Acme Health',
      amount_cents: 10000,
      received_on: '2026-03-20',
    });
    expect(insurer.statusCode).toBe(201);
    ledger = await kit.ledger(alice, sam);
    expect(ledger.totals).toMatchObject({ balance_cents: 4500, client_due_cents: 0, insurer_due_cents: 4500, credit_cents: 0 });
    const [account] = (await kit.call(samUser, 'GET', '/api/client/billing')).json<{ accounts: PortalBillingAccount[] }>().accounts;
    expect(account).toMatchObject({ balance_cents: 0, insurer_due_cents: 4500 });
  });

  it('prints what the client owes and what insurance is expected to pay on the statement', async () => {
    const res = await kit.call(samUser, 'GET', `/api/client/billing/${sam}/statement.pdf?month=2026-03`);
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toMatch(/You owe:\s+\$0\.00/);
    expect(text).toMatch(/Expected from insurance:\s+\$45\.00/);
    const invoice = await kit.call(alice, 'GET', `/api/clients/${sam}/statement.pdf?from=2026-03-01&to=2026-03-31&kind=invoice`);
    expect(pdfText(invoice.rawPayload)).toMatch(/Amount Paid Insurance Due .*\$170\.00 \$125\.00 \$45\.00 \$0\.00/);
  });

  it('names the client’s and the insurer’s responsibility on the superbill', async () => {
    await setPracticeIdentity(t.app.services.db, t.seeded.practiceIds.harbor);
    const made = await kit.call(alice, 'POST', '/api/superbills', { client_id: sam, mode: 'month', month: '2026-03' });
    expect(made.statusCode).toBe(201);
    const pdf = await kit.call(alice, 'GET', `/api/superbills/${made.json().superbills[0].id}/pdf`);
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Client responsibility: $25.00 (still owed: $0.00)');
    expect(text).toContain('Insurer responsibility: $145.00 (still expected: $45.00)');
  });
});

describe('coinsurance after the deductible', () => {
  it('takes the deductible left first, then the coinsurance on the rest; the next visit only coinsurance', async () => {
    const clientId = await kit.newClient(alice, 'Deductible');
    expect((await addPolicy(clientId, { coinsurance_percent: 20, deductible_cents: 10000, deductible_met_cents: 2000 })).statusCode).toBe(201);
    await completeVisit(clientId, new Date('2026-03-02T15:00:00Z'));
    await completeVisit(clientId, new Date('2026-03-09T15:00:00Z'));
    const [first, second] = live((await kit.ledger(alice, clientId)).charges);
    // $80 of deductible left: the client pays it, then 20% of the other $90.
    expect(first).toMatchObject({ deductible_applied_cents: 8000, client_share_cents: 9800, insurer_share_cents: 7200 });
    expect(second).toMatchObject({ deductible_applied_cents: 0, client_share_cents: 3400, insurer_share_cents: 13600 });
  });

  it('gives the deductible back when a visit’s charge is voided', async () => {
    const clientId = await kit.newClient(alice, 'Voided');
    expect((await addPolicy(clientId, { coinsurance_percent: 10, deductible_cents: 5000 })).statusCode).toBe(201);
    const visit = await completeVisit(clientId, new Date('2026-03-03T15:00:00Z'));
    expect((await kit.setStatus(alice, visit, { status: 'scheduled' })).statusCode).toBe(200);
    await completeVisit(clientId, new Date('2026-03-04T15:00:00Z'));
    const [charge] = live((await kit.ledger(alice, clientId)).charges);
    expect(charge).toMatchObject({ deductible_applied_cents: 5000, client_share_cents: 5000 + 1200 });
  });
});

describe('a self-pay client', () => {
  it('owes the whole fee', async () => {
    const clientId = await kit.newClient(alice, 'SelfPay');
    await completeVisit(clientId);
    const ledger = await kit.ledger(alice, clientId);
    expect(live(ledger.charges)[0]).toMatchObject({ client_share_cents: 17000, insurer_share_cents: 0, client_due_cents: 17000, insurer_due_cents: 0 });
    expect(ledger.totals).toMatchObject({ client_due_cents: 17000, insurer_due_cents: 0 });
  });

  it('and a policy fee is never the insurer’s', async () => {
    const clientId = await kit.newClient(alice, 'Fee');
    expect((await addPolicy(clientId, { copay_cents: 1000 })).statusCode).toBe(201);
    const id = await kit.charge(alice, clientId, 4000);
    const charge = (await kit.ledger(alice, clientId)).charges.find((c) => c.id === id);
    expect(charge).toMatchObject({ client_share_cents: 4000, insurer_share_cents: 0 });
  });
});
