/*
 * The ledger's arithmetic, pure and in integer cents, so every screen, document and test computes a
 * balance the same way: charges − allocations − write-offs is owed; payments − allocations −
 * refunds is credit. Voided charges count for nothing (their allocations are released on void).
 *
 * What is owed on a charge is split between the client and the insurer (decision record 023): the
 * client owes their share (the amount less the insurer's share kept on the charge) less what the
 * client's own payments applied to it, at most the balance; the rest of the balance is expected
 * from the insurer. A payment of method `insurance` is the insurer's. Write-offs come off the
 * insurer's part first — they are how a practice records what an insurer will not pay — and reach
 * the client's only past it.
 */

export interface ChargeAmounts {
  id: string;
  amountCents: number;
  voided: boolean;
  serviceDate: string;
  createdAt: Date;
  /** The insurer's expected part, set when the charge was made; 0 (all the client's) when absent. */
  insurerShareCents?: number;
}
export interface PaymentAmounts {
  id: string;
  amountCents: number;
  /** `insurance` marks an insurer's payment; any other method is the client's (or paid for them). */
  method?: string;
}
export interface AllocationAmounts {
  paymentId: string;
  chargeId: string;
  amountCents: number;
}
export interface AdjustmentAmounts {
  kind: 'write_off' | 'refund';
  chargeId: string | null;
  paymentId: string | null;
  amountCents: number;
}

export interface ChargeStanding {
  paidCents: number;
  writtenOffCents: number;
  balanceCents: number;
  clientShareCents: number;
  /** Of the balance, what the client owes… */
  clientDueCents: number;
  /** …and what is expected from the insurer. */
  insurerDueCents: number;
}
export interface PaymentStanding {
  allocatedCents: number;
  refundedCents: number;
  unappliedCents: number;
}

function sumBy<T>(rows: readonly T[], key: (row: T) => string | null, amount: (row: T) => number): Map<string, number> {
  const sums = new Map<string, number>();
  for (const row of rows) {
    const k = key(row);
    if (k !== null) sums.set(k, (sums.get(k) ?? 0) + amount(row));
  }
  return sums;
}

/** The ids of the insurers' payments among `payments`. */
export const insurerPaymentIds = (payments: readonly PaymentAmounts[]): ReadonlySet<string> =>
  new Set(payments.filter((p) => p.method === 'insurance').map((p) => p.id));

export function chargeStandings(
  charges: readonly ChargeAmounts[],
  allocations: readonly AllocationAmounts[],
  adjustments: readonly AdjustmentAmounts[],
  insurerPayments: ReadonlySet<string> = new Set(),
): Map<string, ChargeStanding> {
  const paid = sumBy(
    allocations,
    (a) => a.chargeId,
    (a) => a.amountCents,
  );
  const paidByClient = sumBy(
    allocations.filter((a) => !insurerPayments.has(a.paymentId)),
    (a) => a.chargeId,
    (a) => a.amountCents,
  );
  const writtenOff = sumBy(
    adjustments.filter((a) => a.kind === 'write_off'),
    (a) => a.chargeId,
    (a) => a.amountCents,
  );
  return new Map(
    charges.map((c) => {
      const paidCents = paid.get(c.id) ?? 0;
      const writtenOffCents = writtenOff.get(c.id) ?? 0;
      const balanceCents = c.voided ? 0 : c.amountCents - paidCents - writtenOffCents;
      const clientShareCents = c.amountCents - (c.insurerShareCents ?? 0);
      const clientDueCents = Math.max(0, Math.min(balanceCents, clientShareCents - (paidByClient.get(c.id) ?? 0)));
      return [c.id, { paidCents, writtenOffCents, balanceCents, clientShareCents, clientDueCents, insurerDueCents: balanceCents - clientDueCents }];
    }),
  );
}

export function paymentStandings(
  payments: readonly PaymentAmounts[],
  allocations: readonly AllocationAmounts[],
  adjustments: readonly AdjustmentAmounts[],
): Map<string, PaymentStanding> {
  const allocated = sumBy(
    allocations,
    (a) => a.paymentId,
    (a) => a.amountCents,
  );
  const refunded = sumBy(
    adjustments.filter((a) => a.kind === 'refund'),
    (a) => a.paymentId,
    (a) => a.amountCents,
  );
  return new Map(
    payments.map((p) => {
      const allocatedCents = allocated.get(p.id) ?? 0;
      const refundedCents = refunded.get(p.id) ?? 0;
      return [p.id, { allocatedCents, refundedCents, unappliedCents: p.amountCents - allocatedCents - refundedCents }];
    }),
  );
}

export interface LedgerTotals {
  chargedCents: number;
  paidCents: number;
  writtenOffCents: number;
  refundedCents: number;
  balanceCents: number;
  clientDueCents: number;
  insurerDueCents: number;
  creditCents: number;
}

export function ledgerTotals(
  charges: readonly ChargeAmounts[],
  payments: readonly PaymentAmounts[],
  allocations: readonly AllocationAmounts[],
  adjustments: readonly AdjustmentAmounts[],
): LedgerTotals {
  const live = charges.filter((c) => !c.voided);
  const chargeRows = chargeStandings(live, allocations, adjustments, insurerPaymentIds(payments));
  const paymentRows = paymentStandings(payments, allocations, adjustments);
  let chargedCents = 0;
  let paidCents = 0;
  let writtenOffCents = 0;
  let balanceCents = 0;
  let clientDueCents = 0;
  let insurerDueCents = 0;
  for (const c of live) {
    const s = chargeRows.get(c.id)!;
    chargedCents += c.amountCents;
    paidCents += s.paidCents;
    writtenOffCents += s.writtenOffCents;
    balanceCents += s.balanceCents;
    clientDueCents += s.clientDueCents;
    insurerDueCents += s.insurerDueCents;
  }
  let refundedCents = 0;
  let creditCents = 0;
  for (const s of paymentRows.values()) {
    refundedCents += s.refundedCents;
    creditCents += s.unappliedCents;
  }
  return { chargedCents, paidCents, writtenOffCents, refundedCents, balanceCents, clientDueCents, insurerDueCents, creditCents };
}

export type OpenCharge = ChargeAmounts & { balanceCents: number; clientDueCents?: number; insurerDueCents?: number };

/**
 * Oldest-first allocation of `amountCents` across open charges: by date of service, then by when
 * the charge was made. The payer's own part of each charge is paid first (a client's payment goes
 * to what the client owes, an insurer's to what it is expected to pay), then what is left of the
 * balances, again oldest first. Returns only positive allocations, one per charge; what is left
 * stays as credit.
 */
export function allocateOldestFirst(
  amountCents: number,
  open: readonly OpenCharge[],
  payer: 'client' | 'insurer' = 'client',
): { chargeId: string; amountCents: number }[] {
  const ordered = [...open]
    .filter((c) => !c.voided && c.balanceCents > 0)
    .sort((a, b) => a.serviceDate.localeCompare(b.serviceDate) || a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
  const taken = new Map<string, number>();
  let left = amountCents;
  const pass = (room: (c: OpenCharge) => number) => {
    for (const charge of ordered) {
      if (left <= 0) return;
      const take = Math.min(left, room(charge) - (taken.get(charge.id) ?? 0));
      if (take <= 0) continue;
      taken.set(charge.id, (taken.get(charge.id) ?? 0) + take);
      left -= take;
    }
  };
  pass((c) => Math.min(c.balanceCents, (payer === 'client' ? c.clientDueCents : c.insurerDueCents) ?? c.balanceCents));
  pass((c) => c.balanceCents);
  return ordered.filter((c) => taken.has(c.id)).map((c) => ({ chargeId: c.id, amountCents: taken.get(c.id)! }));
}
