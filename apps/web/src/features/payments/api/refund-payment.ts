import type { AdjustmentRequest, Payment } from '@tend/contracts/billing.contract';
import { formatCents } from '@tend/contracts/billing-codes';
import { api } from '@/lib/api';
import { useBillingMutation } from './billing-mutation';

/** POST /api/payments/:id/refund: part of a payment's unapplied amount, with a reason. */
export function refundPayment(paymentId: string, body: AdjustmentRequest): Promise<Payment> {
  return api.post<Payment>(`/payments/${encodeURIComponent(paymentId)}/refund`, body);
}

export function useRefundPayment() {
  return useBillingMutation(
    ({ id, body }: { id: string; body: AdjustmentRequest }) => refundPayment(id, body),
    (_, { body }) => `${formatCents(body.amount_cents)} refunded`,
  );
}
