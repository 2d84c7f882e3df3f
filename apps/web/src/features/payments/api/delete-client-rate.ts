import { api } from '@/lib/api';
import { billingClientPath } from './billing-keys';
import { useBillingMutation } from './billing-mutation';

/** DELETE /api/clients/:id/rates/:code: the schedule's fee applies again. */
export function deleteClientRate(clientId: string, code: string): Promise<unknown> {
  return api.request<unknown>(`${billingClientPath(clientId)}/rates/${encodeURIComponent(code)}`, { method: 'DELETE' });
}

export function useDeleteClientRate(clientId: string) {
  return useBillingMutation(
    (code: string) => deleteClientRate(clientId, code),
    (_, code) => `Rate for ${code} removed; the schedule’s fee applies`,
  );
}
