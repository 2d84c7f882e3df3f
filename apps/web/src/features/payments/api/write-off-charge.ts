import type { AdjustmentRequest, Charge } from '@tend/contracts/billing.contract';
import { formatCents } from '@tend/contracts/billing-codes';
import { api } from '@/lib/api';
import { useBillingMutation } from './billing-mutation';

/** POST /api/charges/:id/write-off: part or all of what a charge still owes, with a reason. */
export function writeOffCharge(chargeId: string, body: AdjustmentRequest): Promise<Charge> {
  return api.post<Charge>(`/charges/${encodeURIComponent(chargeId)}/write-off`, body);
}

export function useWriteOffCharge() {
  return useBillingMutation(
    ({ id, body }: { id: string; body: AdjustmentRequest }) => writeOffCharge(id, body),
    (_, { body }) => `${formatCents(body.amount_cents)} written off`,
  );
}
