/*
 * The ledger's arithmetic, pure and in integer cents, so every screen, document and test computes a
 * balance the same way: charges − allocations − write-offs is owed; payments − allocations −
 * refunds is credit. Voided charges count for nothing (their allocations are released on void).
 */

export interface ChargeAmounts {
  id: string;
  amountCents: number;
  voided: boolean;
  serviceDate: string;
  createdAt: Date;
}
export interface PaymentAmounts {
  id: string;
  amountCents: number;
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

export function chargeStandings(
  charges: readonly ChargeAmounts[],
  allocations: readonly AllocationAmounts[],
  adjustments: readonly AdjustmentAmounts[],
): Map<string, ChargeStanding> {
  const paid = sumBy(
    allocations,
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
      return [c.id, { paidCents, writtenOffCents, balanceCents: c.voided ? 0 : c.amountCents - paidCents - writtenOffCents }];
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
  creditCents: number;
}

export function ledgerTotals(
  charges: readonly ChargeAmounts[],
  payments: readonly PaymentAmounts[],
  allocations: readonly AllocationAmounts[],
  adjustments: readonly AdjustmentAmounts[],
): LedgerTotals {
  const live = charges.filter((c) => !c.voided);
  const chargeRows = chargeStandings(live, allocations, adjustments);
  const paymentRows = paymentStandings(payments, allocations, adjustments);
  let chargedCents = 0;
  let paidCents = 0;
  let writtenOffCents = 0;
  let balanceCents = 0;
  for (const c of live) {
    const s = chargeRows.get(c.id)!;
    chargedCents += c.amountCents;
    paidCents += s.paidCents;
    writtenOffCents += s.writtenOffCents;
    balanceCents += s.balanceCents;
  }
  let refundedCents = 0;
  let creditCents = 0;
  for (const s of paymentRows.values()) {
    refundedCents += s.refundedCents;
    creditCents += s.unappliedCents;
  }
  return { chargedCents, paidCents, writtenOffCents, refundedCents, balanceCents, creditCents };
}

/**
 * Oldest-first allocation of `amountCents` across open charges: by date of service, then by when
 * the charge was made. Returns only positive allocations; what is left stays as credit.
 */
export function allocateOldestFirst(
  amountCents: number,
  open: readonly (ChargeAmounts & { balanceCents: number })[],
): { chargeId: string; amountCents: number }[] {
  const ordered = [...open]
    .filter((c) => !c.voided && c.balanceCents > 0)
    .sort((a, b) => a.serviceDate.localeCompare(b.serviceDate) || a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
  const result: { chargeId: string; amountCents: number }[] = [];
  let left = amountCents;
  for (const charge of ordered) {
    if (left <= 0) break;
    const take = Math.min(left, charge.balanceCents);
    result.push({ chargeId: charge.id, amountCents: take });
    left -= take;
  }
  return result;
}
