import type { AllocatePayment, Payment } from '@tend/contracts/billing.contract';
import { api } from '@/lib/api';
import { useBillingMutation } from './billing-mutation';

/** POST /api/payments/:id/allocations: apply a payment's credit (oldest charges first when no lines are given). */
export function allocatePayment(paymentId: string, body: Partial<AllocatePayment> = {}): Promise<Payment> {
  return api.post<Payment>(`/payments/${encodeURIComponent(paymentId)}/allocations`, body);
}

export function useAllocatePayment() {
  return useBillingMutation(
    ({ id, body }: { id: string; body?: Partial<AllocatePayment> }) => allocatePayment(id, body),
    () => 'Credit applied',
  );
}
