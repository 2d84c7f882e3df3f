import type { Charge, CreateCharge } from '@tend/contracts/billing.contract';
import { formatCents } from '@tend/contracts/billing-codes';
import { api } from '@/lib/api';
import { billingClientPath } from './billing-keys';
import { useBillingMutation } from './billing-mutation';

export type CreateChargeInput = Partial<CreateCharge> & Pick<CreateCharge, 'service_date'>;

/** POST /api/clients/:id/charges: a line by hand (an add-on such as 90785, a fee, a visit not on the calendar). */
export function createCharge(clientId: string, body: CreateChargeInput): Promise<Charge> {
  return api.post<Charge>(`${billingClientPath(clientId)}/charges`, body);
}

export function useCreateCharge(clientId: string) {
  return useBillingMutation(
    (body: CreateChargeInput) => createCharge(clientId, body),
    (charge) => `Charge of ${formatCents(charge.amount_cents)} added`,
  );
}
