import type { BillingService, UpsertBillingService } from '@tend/contracts/billing.contract';
import { api } from '@/lib/api';
import { useBillingMutation } from './billing-mutation';

/** PUT /api/billing/services/:code: add or change one line of the fee schedule. */
export function saveBillingService(code: string, body: UpsertBillingService): Promise<BillingService> {
  return api.request<BillingService>(`/billing/services/${encodeURIComponent(code)}`, { method: 'PUT', body });
}

export function useSaveBillingService() {
  return useBillingMutation(
    ({ code, body }: { code: string; body: UpsertBillingService }) => saveBillingService(code, body),
    (_, { code }) => `${code} saved`,
  );
}
