import type { Payment, RecordPayment } from '@tend/contracts/billing.contract';
import { formatCents } from '@tend/contracts/billing-codes';
import { api } from '@/lib/api';
import { billingClientPath } from './billing-keys';
import { useBillingMutation } from './billing-mutation';

/** The request as the form builds it; the server fills its defaults. */
export type RecordPaymentInput = Partial<RecordPayment> & Pick<RecordPayment, 'method' | 'amount_cents' | 'received_on'>;

/** POST /api/clients/:id/payments (an idempotency key makes a retried submit answer the first payment). */
export function recordPayment(clientId: string, body: RecordPaymentInput): Promise<Payment> {
  return api.post<Payment>(`${billingClientPath(clientId)}/payments`, body);
}

export function useRecordPayment() {
  return useBillingMutation(
    ({ clientId, body }: { clientId: string; body: RecordPaymentInput }) => recordPayment(clientId, body),
    (payment) => `Payment of ${formatCents(payment.amount_cents)} recorded`,
  );
}
