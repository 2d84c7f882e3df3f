import { useQuery } from '@tanstack/react-query';
import type { ProviderBillingProfile } from '@tend/contracts/billing.contract';
import { api } from '@/lib/api';
import { billingKeys } from './billing-keys';

/** GET /api/billing/provider-profile: the signed-in clinician's NPI, licence and taxonomy. */
export function getProviderBillingProfile(signal?: AbortSignal): Promise<ProviderBillingProfile> {
  return api.get<ProviderBillingProfile>('/billing/provider-profile', { signal });
}

export function useProviderBillingProfile({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: billingKeys.providerProfile(), queryFn: ({ signal }) => getProviderBillingProfile(signal), enabled });
}
