import type { ProviderBillingProfile, UpdateProviderBillingProfile } from '@tend/contracts/billing.contract';
import { api } from '@/lib/api';
import { useBillingMutation } from './billing-mutation';

/** PUT /api/billing/provider-profile: one's own billing identity. */
export function saveProviderBillingProfile(body: UpdateProviderBillingProfile): Promise<ProviderBillingProfile> {
  return api.request<ProviderBillingProfile>('/billing/provider-profile', { method: 'PUT', body });
}

export function useSaveProviderBillingProfile() {
  return useBillingMutation(saveProviderBillingProfile, () => 'Provider profile saved');
}
