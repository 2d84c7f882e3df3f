import { billableChargeKinds } from '@tend/contracts/billing-codes';
import type { Adjustment, Charge, LedgerTotals, Payment } from '@tend/contracts/billing.contract';
import { clientDisplayName } from '../clients/client-view';
import type { AdjustmentRow, AllocationRow, ChargeRow, PaymentRow } from './billing.repo';
import {
  chargeStandings,
  insurerPaymentIds,
  ledgerTotals,
  paymentStandings,
  type AdjustmentAmounts,
  type ChargeAmounts,
  type ChargeStanding,
} from './ledger-math';

/** Rows of one or many clients' ledgers, as the repo reads them. */
export interface LedgerRows {
  charges: ChargeRow[];
  payments: PaymentRow[];
  allocations: AllocationRow[];
  adjustments: AdjustmentRow[];
}

const chargeAmounts = ({ charge: c }: ChargeRow): ChargeAmounts => ({
  id: c.id,
  amountCents: c.amountCents,
  voided: c.voidedAt !== null,
  serviceDate: c.serviceDate,
  createdAt: c.createdAt,
  insurerShareCents: c.insurerShareCents,
});
const adjustmentAmounts = ({ adjustment: a }: AdjustmentRow): AdjustmentAmounts => a;

/** Charges, payments and adjustments as the API gives them, each with its standing, and the totals. */
export function ledgerViews(rows: LedgerRows): { charges: Charge[]; payments: Payment[]; adjustments: Adjustment[]; totals: LedgerTotals } {
  const adjustments = rows.adjustments.map(adjustmentAmounts);
  const chargeState = chargeStandings(rows.charges.map(chargeAmounts), rows.allocations, adjustments, insurerPaymentIds(rows.payments.map((p) => p.payment)));
  const paymentState = paymentStandings(
    rows.payments.map((p) => p.payment),
    rows.allocations,
    adjustments,
  );
  const t = ledgerTotals(
    rows.charges.map(chargeAmounts),
    rows.payments.map((p) => p.payment),
    rows.allocations,
    adjustments,
  );
  // Parts of one payment made together are listed in the charges' order (oldest service first).
  const chargeOrder = new Map(rows.charges.map((c, i) => [c.charge.id, i]));
  const allocations = [...rows.allocations].sort(
    (x, y) => x.createdAt.getTime() - y.createdAt.getTime() || (chargeOrder.get(x.chargeId) ?? 0) - (chargeOrder.get(y.chargeId) ?? 0),
  );
  return {
    charges: rows.charges.map((row) => toChargeView(row, chargeState.get(row.charge.id)!)),
    payments: rows.payments.map((row) =>
      toPaymentView(
        row,
        paymentState.get(row.payment.id)!,
        allocations.filter((a) => a.paymentId === row.payment.id),
      ),
    ),
    adjustments: rows.adjustments.map(toAdjustmentView),
    totals: {
      charged_cents: t.chargedCents,
      paid_cents: t.paidCents,
      written_off_cents: t.writtenOffCents,
      refunded_cents: t.refundedCents,
      balance_cents: t.balanceCents,
      client_due_cents: t.clientDueCents,
      insurer_due_cents: t.insurerDueCents,
      credit_cents: t.creditCents,
    },
  };
}

export function toChargeView({ charge: c, client, providerName }: ChargeRow, standing: ChargeStanding): Charge {
  return {
    id: c.id,
    client_id: c.clientId,
    client_name: clientDisplayName(client),
    provider_id: c.providerId,
    provider_name: providerName,
    appointment_id: c.encounterId,
    kind: c.kind,
    service_date: c.serviceDate,
    service_code: c.serviceCode,
    description: c.description,
    modifiers: c.modifiers,
    place_of_service: c.placeOfService,
    units: c.units,
    unit_fee_cents: c.unitFeeCents,
    amount_cents: c.amountCents,
    diagnosis_codes: c.diagnosisCodes,
    paid_cents: standing.paidCents,
    written_off_cents: standing.writtenOffCents,
    balance_cents: standing.balanceCents,
    insurance_policy_id: c.insurancePolicyId,
    client_share_cents: standing.clientShareCents,
    insurer_share_cents: c.insurerShareCents,
    deductible_applied_cents: c.deductibleAppliedCents,
    client_due_cents: standing.clientDueCents,
    insurer_due_cents: standing.insurerDueCents,
    billable: billableChargeKinds.includes(c.kind),
    claim_batch_id: c.claimBatchId,
    voided: c.voidedAt !== null,
    void_reason: c.voidReason,
    created_at: c.createdAt.toISOString(),
  };
}

export function toPaymentView(
  { payment: p, client, recordedByName }: PaymentRow,
  standing: { allocatedCents: number; refundedCents: number; unappliedCents: number },
  allocations: AllocationRow[],
): Payment {
  return {
    id: p.id,
    client_id: p.clientId,
    client_name: clientDisplayName(client),
    method: p.method,
    amount_cents: p.amountCents,
    received_on: p.receivedOn,
    reference: p.reference,
    payer_name: p.payerName,
    memo: p.memo,
    allocated_cents: standing.allocatedCents,
    refunded_cents: standing.refundedCents,
    unapplied_cents: standing.unappliedCents,
    allocations: allocations.map((a) => ({ charge_id: a.chargeId, amount_cents: a.amountCents, created_at: a.createdAt.toISOString() })),
    recorded_by_name: recordedByName,
    created_at: p.createdAt.toISOString(),
  };
}

export function toAdjustmentView({ adjustment: a, createdByName }: AdjustmentRow): Adjustment {
  return {
    id: a.id,
    kind: a.kind,
    charge_id: a.chargeId,
    payment_id: a.paymentId,
    amount_cents: a.amountCents,
    reason: a.reason,
    created_by_name: createdByName,
    created_at: a.createdAt.toISOString(),
  };
}
