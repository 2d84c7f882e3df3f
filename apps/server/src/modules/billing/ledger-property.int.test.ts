/**
 * Property: whatever sequence of charges, payments (oldest first, by hand, as credit), later
 * allocations, refunds, write-offs and voids goes through the real routes, every ledger reconciles
 * to the cent — checked from the database's rows, and against what /ledger answers.
 */
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ClientLedger } from '@tend/contracts/billing.contract';
import { billingAdjustments, charges, paymentAllocations, payments } from '@tend/db/schema/billing';
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

/** `pick` chooses among what exists; `share` (1–120 %) sizes an amount from what is left, sometimes too much. */
const step = fc.oneof(
  fc.record({ op: fc.constant('charge' as const), cents: fc.integer({ min: 1, max: 20_000 }), day: fc.integer({ min: 1, max: 28 }) }),
  fc.record({
    op: fc.constant('pay' as const),
    cents: fc.integer({ min: 1, max: 30_000 }),
    mode: fc.constantFrom('oldest_first' as const, 'manual' as const, 'none' as const),
    pick: fc.nat(),
    share: fc.integer({ min: 1, max: 120 }),
  }),
  fc.record({ op: fc.constant('allocate' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('refund' as const), pick: fc.nat(), share: fc.integer({ min: 1, max: 120 }) }),
  fc.record({ op: fc.constant('writeOff' as const), pick: fc.nat(), share: fc.integer({ min: 1, max: 120 }) }),
  fc.record({ op: fc.constant('void' as const), pick: fc.nat() }),
);
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;

const part = (cents: number, share: number) => Math.max(1, Math.floor((cents * share) / 100));
const nth = <T>(list: T[], pick: number): T | undefined => (list.length ? list[pick % list.length] : undefined);

async function run(clientId: string, s: Step): Promise<number> {
  const ledger = await kit.ledger(alice, clientId);
  const live = ledger.charges.filter((c) => !c.voided);
  const open = live.filter((c) => c.balance_cents > 0);
  switch (s.op) {
    case 'charge':
      return (
        await kit.call(alice, 'POST', `/api/clients/${clientId}/charges`, {
          kind: 'other',
          service_date: `2026-02-${String(s.day).padStart(2, '0')}`,
          description: 'Property line',
          unit_fee_cents: s.cents,
        })
      ).statusCode;
    case 'pay': {
      const target = nth(open, s.pick);
      const allocations = s.mode === 'manual' && target ? [{ charge_id: target.id, amount_cents: Math.min(s.cents, part(target.balance_cents, s.share)) }] : [];
      const body = { method: 'cash', amount_cents: s.cents, received_on: '2026-03-01', allocation: s.mode, allocations };
      return (await kit.call(alice, 'POST', `/api/clients/${clientId}/payments`, body)).statusCode;
    }
    case 'allocate': {
      const p = nth(ledger.payments, s.pick);
      return p ? (await kit.call(alice, 'POST', `/api/payments/${p.id}/allocations`, {})).statusCode : 0;
    }
    case 'refund': {
      const p = nth(ledger.payments, s.pick);
      if (!p) return 0;
      return (await kit.call(alice, 'POST', `/api/payments/${p.id}/refund`, { amount_cents: part(Math.max(p.unapplied_cents, 1), s.share), reason: 'Refund' }))
        .statusCode;
    }
    case 'writeOff': {
      const c = nth(live, s.pick);
      if (!c) return 0;
      return (
        await kit.call(alice, 'POST', `/api/charges/${c.id}/write-off`, { amount_cents: part(Math.max(c.balance_cents, 1), s.share), reason: 'Courtesy' })
      ).statusCode;
    }
    case 'void': {
      const c = nth(live, s.pick);
      return c ? (await kit.call(alice, 'POST', `/api/charges/${c.id}/void`, { reason: 'Property void' })).statusCode : 0;
    }
  }
}

/** The client's rows straight from the database, and the sums the ledger must agree with. */
async function reconcile(clientId: string, answered: ClientLedger) {
  const db = t.app.services.db;
  const chargeRows = await db.select().from(charges).where(eq(charges.clientId, clientId));
  const paymentRows = await db.select().from(payments).where(eq(payments.clientId, clientId));
  const paymentIds = new Set(paymentRows.map((p) => p.id));
  const allocations = (await db.select().from(paymentAllocations)).filter((a) => paymentIds.has(a.paymentId));
  const adjustments = await db.select().from(billingAdjustments).where(eq(billingAdjustments.clientId, clientId));
  const sum = (rows: { amountCents: number }[]) => rows.reduce((n, r) => n + r.amountCents, 0);

  for (const p of paymentRows) {
    const out = sum(allocations.filter((a) => a.paymentId === p.id)) + sum(adjustments.filter((a) => a.kind === 'refund' && a.paymentId === p.id));
    expect(out, `payment ${p.id} applied or refunded beyond its amount`).toBeLessThanOrEqual(p.amountCents);
  }
  const live = chargeRows.filter((c) => c.voidedAt === null);
  const liveIds = new Set(live.map((c) => c.id));
  for (const c of chargeRows) {
    const paid = sum(allocations.filter((a) => a.chargeId === c.id));
    if (c.voidedAt) expect(paid, `voided charge ${c.id} still holds payments`).toBe(0);
    const writtenOff = sum(adjustments.filter((a) => a.kind === 'write_off' && a.chargeId === c.id));
    expect(paid + writtenOff, `charge ${c.id} paid and written off beyond its amount`).toBeLessThanOrEqual(c.amountCents);
  }
  const allocated = sum(allocations);
  const liveWrittenOff = sum(adjustments.filter((a) => a.kind === 'write_off' && liveIds.has(a.chargeId!)));
  const refunded = sum(adjustments.filter((a) => a.kind === 'refund'));
  const expected = {
    charged_cents: sum(live),
    paid_cents: allocated,
    written_off_cents: liveWrittenOff,
    refunded_cents: refunded,
    balance_cents: sum(live) - allocated - liveWrittenOff,
    // These lines are fees no insurer pays: all that is owed is the client's.
    client_due_cents: sum(live) - allocated - liveWrittenOff,
    insurer_due_cents: 0,
    credit_cents: sum(paymentRows) - allocated - refunded,
  };
  expect(answered.totals).toEqual(expected);
  expect(expected.balance_cents).toBeGreaterThanOrEqual(0);
  expect(expected.credit_cents).toBeGreaterThanOrEqual(0);
  // Each line's own figures add up to the totals too.
  const liveViews = answered.charges.filter((c) => !c.voided);
  expect(liveViews.reduce((n, c) => n + c.balance_cents, 0)).toBe(expected.balance_cents);
  for (const c of liveViews) expect(c.client_due_cents + c.insurer_due_cents, `charge ${c.id} split beyond its balance`).toBe(c.balance_cents);
  expect(answered.payments.reduce((n, p) => n + p.unapplied_cents, 0)).toBe(expected.credit_cents);
}

it('every ledger reconciles to the cent after any sequence of charges, payments, refunds, write-offs and voids', { timeout: 120_000 }, async () => {
  let runs = 0;
  const done = new Map<string, number>();
  await fc.assert(
    fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
      const clientId = await kit.newClient(alice, `Prop${(runs += 1)}`);
      for (const s of steps) {
        const status = await run(clientId, s);
        expect([0, 200, 201, 400, 409]).toContain(status);
        if (status === 200 || status === 201) done.set(s.op, (done.get(s.op) ?? 0) + 1);
      }
      await reconcile(clientId, await kit.ledger(alice, clientId));
    }),
    { numRuns: 20 },
  );
  // The sequences did move money, not only get refused.
  expect(done.get('charge')).toBeGreaterThan(0);
  expect(done.get('pay')).toBeGreaterThan(0);
});
