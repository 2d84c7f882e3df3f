/**
 * Payments on a client's ledger: oldest-first and manual allocation with their limits, idempotent
 * retries, write-offs and refunds, voids releasing payments, and concurrent payments that never
 * apply more than is owed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Charge, Payment } from '@tend/contracts/billing.contract';
import { createTestApp, type Credentials, type TestApp } from '../../../test/test-app';
import { billingKit } from './billing-test-kit';

let t: TestApp;
let alice: Credentials;
let kit: ReturnType<typeof billingKit>;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2026-03-10T18:00:00Z');
  kit = billingKit(t);
  alice = await t.login('alice');
});
afterAll(() => t.app.close());

const pay = (clientId: string, body: Record<string, unknown>) =>
  kit.call(alice, 'POST', `/api/clients/${clientId}/payments`, { method: 'card', received_on: '2026-03-10', ...body });

describe('a payment', () => {
  it('goes to the oldest charges first; the balance and credit are right', async () => {
    const clientId = await kit.newClient(alice, 'Oldest');
    const newer = await kit.charge(alice, clientId, 13000, '2026-02-10');
    const older = await kit.charge(alice, clientId, 9000, '2026-01-20');
    const res = await pay(clientId, { amount_cents: 10000 });
    expect(res.statusCode).toBe(201);
    expect(res.json<Payment>()).toMatchObject({ allocated_cents: 10000, unapplied_cents: 0, refunded_cents: 0 });
    expect(res.json<Payment>().allocations.map((a) => [a.charge_id, a.amount_cents])).toEqual([
      [older, 9000],
      [newer, 1000],
    ]);
    const ledger = await kit.ledger(alice, clientId);
    expect(ledger.totals).toEqual({
      charged_cents: 22000,
      paid_cents: 10000,
      written_off_cents: 0,
      refunded_cents: 0,
      balance_cents: 12000,
      client_due_cents: 12000,
      insurer_due_cents: 0,
      credit_cents: 0,
    });

    // More than is owed: the rest is the client's credit.
    const over = await pay(clientId, { amount_cents: 15000 });
    expect(over.json<Payment>()).toMatchObject({ allocated_cents: 12000, unapplied_cents: 3000 });
    expect((await kit.ledger(alice, clientId)).totals).toMatchObject({ balance_cents: 0, credit_cents: 3000 });
  });

  it('applied by hand is checked: over a balance, over the payment, another client’s or a voided charge → 400', async () => {
    const clientId = await kit.newClient(alice, 'Manual');
    const other = await kit.newClient(alice, 'Other');
    const a = await kit.charge(alice, clientId, 5000);
    const b = await kit.charge(alice, clientId, 5000);
    const foreign = await kit.charge(alice, other, 5000);
    const manual = (amount_cents: number, allocations: { charge_id: string; amount_cents: number }[]) =>
      pay(clientId, { amount_cents, allocation: 'manual', allocations });

    const overBalance = await manual(6000, [{ charge_id: a, amount_cents: 6000 }]);
    expect(overBalance.statusCode).toBe(400);
    expect(overBalance.json().message).toMatch(/^body\.allocations\[0\]\.amount_cents: \$60\.00 is more than the charge's balance of \$50\.00/);
    const overPayment = await manual(5000, [
      { charge_id: a, amount_cents: 3000 },
      { charge_id: b, amount_cents: 3000 },
    ]);
    expect(overPayment.statusCode).toBe(400);
    expect(overPayment.json().message).toMatch(/^body\.allocations: the allocations add up to \$60\.00/);
    const otherClients = await manual(1000, [{ charge_id: foreign, amount_cents: 1000 }]);
    expect(otherClients.statusCode).toBe(400);
    expect(otherClients.json().message).toBe('body.allocations[0].charge_id: not a charge of this client');
    expect((await kit.call(alice, 'POST', `/api/charges/${b}/void`, { reason: 'Entered twice' })).statusCode).toBe(200);
    expect((await manual(1000, [{ charge_id: b, amount_cents: 1000 }])).json().message).toBe('body.allocations[0].charge_id: this charge is voided');
    expect((await kit.ledger(alice, clientId)).payments).toEqual([]);

    const ok = await manual(5000, [{ charge_id: a, amount_cents: 2000 }]);
    expect(ok.json<Payment>()).toMatchObject({ allocated_cents: 2000, unapplied_cents: 3000 });
    // The rest applied later, oldest first.
    const later = await kit.call(alice, 'POST', `/api/payments/${ok.json<Payment>().id}/allocations`, {});
    expect(later.json<Payment>()).toMatchObject({ allocated_cents: 5000, unapplied_cents: 0, allocations: [{ charge_id: a, amount_cents: 5000 }] });
    expect((await kit.call(alice, 'POST', `/api/payments/${ok.json<Payment>().id}/allocations`, {})).statusCode).toBe(409);
  });

  it('retried with the same idempotency key is recorded once', async () => {
    const clientId = await kit.newClient(alice, 'Retry');
    await kit.charge(alice, clientId, 5000);
    const body = { amount_cents: 4000, idempotency_key: 'retry-key-0001' };
    const first = await pay(clientId, body);
    const again = await pay(clientId, body);
    expect([first.statusCode, again.statusCode]).toEqual([201, 200]);
    expect(again.json<Payment>().id).toBe(first.json<Payment>().id);
    expect((await kit.ledger(alice, clientId)).payments).toHaveLength(1);
    const elsewhere = await pay(await kit.newClient(alice, 'Elsewhere'), body);
    expect(elsewhere.statusCode).toBe(409);

    // The same new key for two clients at once: one is recorded, the other refused.
    const [one, two] = [await kit.newClient(alice, 'KeyOne'), await kit.newClient(alice, 'KeyTwo')];
    const raced = await Promise.all([one, two].map((id) => pay(id, { amount_cents: 100, idempotency_key: 'raced-key-0001' })));
    expect(raced.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });
});

describe('write-offs and refunds', () => {
  it('stay within what is owed and what is unapplied, each with its reason', async () => {
    const clientId = await kit.newClient(alice, 'Adjust');
    const charge = await kit.charge(alice, clientId, 10000);
    const payment = (await pay(clientId, { amount_cents: 12000 })).json<Payment>();
    expect(payment.unapplied_cents).toBe(2000);

    const tooMuch = await kit.call(alice, 'POST', `/api/charges/${charge}/write-off`, { amount_cents: 1, reason: 'Courtesy' });
    expect(tooMuch.statusCode).toBe(400);
    expect((await kit.call(alice, 'POST', `/api/charges/${charge}/write-off`, { amount_cents: 1, reason: ' ' })).statusCode).toBe(400);
    const refundTooMuch = await kit.call(alice, 'POST', `/api/payments/${payment.id}/refund`, { amount_cents: 2001, reason: 'Overpaid' });
    expect(refundTooMuch.statusCode).toBe(400);
    expect(refundTooMuch.json().message).toMatch(/^body\.amount_cents: \$20\.01 is more than the \$20\.00/);
    const refund = await kit.call(alice, 'POST', `/api/payments/${payment.id}/refund`, { amount_cents: 2000, reason: 'Overpaid' });
    expect(refund.json<Payment>()).toMatchObject({ refunded_cents: 2000, unapplied_cents: 0 });

    // Voiding the charge releases the payment: its 100.00 is credit again, then part is written off elsewhere.
    const voided = await kit.call(alice, 'POST', `/api/charges/${charge}/void`, { reason: 'Wrong client' });
    expect(voided.json<Charge>()).toMatchObject({ voided: true, paid_cents: 0, balance_cents: 0 });
    expect((await kit.call(alice, 'POST', `/api/charges/${charge}/void`, { reason: 'Again' })).statusCode).toBe(409);
    const next = await kit.charge(alice, clientId, 3000);
    const written = await kit.call(alice, 'POST', `/api/charges/${next}/write-off`, { amount_cents: 1000, reason: 'Hardship' });
    expect(written.json<Charge>()).toMatchObject({ written_off_cents: 1000, balance_cents: 2000 });
    const ledger = await kit.ledger(alice, clientId);
    expect(ledger.totals).toEqual({
      charged_cents: 3000,
      paid_cents: 0,
      written_off_cents: 1000,
      refunded_cents: 2000,
      balance_cents: 2000,
      client_due_cents: 2000,
      insurer_due_cents: 0,
      credit_cents: 10000,
    });
    expect(ledger.adjustments.map((a) => [a.kind, a.reason, a.created_by_name])).toEqual([
      ['refund', 'Overpaid', 'Dr Alice Moreno'],
      ['write_off', 'Hardship', 'Dr Alice Moreno'],
    ]);
  });
});

describe('concurrent payments', () => {
  it('never apply more than a charge owes', async () => {
    const clientId = await kit.newClient(alice, 'Race');
    const charge = await kit.charge(alice, clientId, 10000);
    const answers = await Promise.all(Array.from({ length: 5 }, () => pay(clientId, { amount_cents: 3000 })));
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201, 201, 201]);
    const ledger = await kit.ledger(alice, clientId);
    expect(ledger.charges.find((c) => c.id === charge)).toMatchObject({ paid_cents: 10000, balance_cents: 0 });
    expect(ledger.totals).toMatchObject({ paid_cents: 10000, balance_cents: 0, credit_cents: 5000 });

    // Manual allocations racing for the same balance: one wins, the others are refused.
    const owed = await kit.charge(alice, clientId, 4000);
    const raced = await Promise.all(
      Array.from({ length: 5 }, () => pay(clientId, { amount_cents: 4000, allocation: 'manual', allocations: [{ charge_id: owed, amount_cents: 4000 }] })),
    );
    expect(raced.map((r) => r.statusCode).sort()).toEqual([201, 400, 400, 400, 400]);
    expect((await kit.ledger(alice, clientId)).charges.find((c) => c.id === owed)).toMatchObject({ paid_cents: 4000, balance_cents: 0 });
  });
});
