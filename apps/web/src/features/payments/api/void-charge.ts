import type { Charge } from '@tend/contracts/billing.contract';
import { api } from '@/lib/api';
import { useBillingMutation } from './billing-mutation';

/** POST /api/charges/:id/void: a charge made in error (refused once it is on a claim batch). */
export function voidCharge(chargeId: string, reason: string): Promise<Charge> {
  return api.post<Charge>(`/charges/${encodeURIComponent(chargeId)}/void`, { reason });
}

export function useVoidCharge() {
  return useBillingMutation(
    ({ id, reason }: { id: string; reason: string }) => voidCharge(id, reason),
    () => 'Charge voided',
  );
}
