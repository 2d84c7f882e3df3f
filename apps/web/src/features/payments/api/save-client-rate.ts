import type { UpsertClientRate } from '@tend/contracts/billing.contract';
import { api } from '@/lib/api';
import { billingClientPath } from './billing-keys';
import { useBillingMutation } from './billing-mutation';

/** PUT /api/clients/:id/rates/:code: the client's fee for one service. */
export function saveClientRate(clientId: string, code: string, body: UpsertClientRate): Promise<unknown> {
  return api.request<unknown>(`${billingClientPath(clientId)}/rates/${encodeURIComponent(code)}`, { method: 'PUT', body });
}

export function useSaveClientRate(clientId: string) {
  return useBillingMutation(
    ({ code, body }: { code: string; body: UpsertClientRate }) => saveClientRate(clientId, code, body),
    (_, { code }) => `Rate for ${code} saved`,
  );
}
