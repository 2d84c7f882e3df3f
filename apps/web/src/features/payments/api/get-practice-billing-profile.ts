import { useQuery } from '@tanstack/react-query';
import type { PracticeBillingProfile } from '@tend/contracts/billing.contract';
import { api } from '@/lib/api';
import { billingKeys } from './billing-keys';

/** GET /api/billing/practice-profile: the practice's billing identity and policy fees. */
export function getPracticeBillingProfile(signal?: AbortSignal): Promise<PracticeBillingProfile> {
  return api.get<PracticeBillingProfile>('/billing/practice-profile', { signal });
}

export function usePracticeBillingProfile() {
  return useQuery({ queryKey: billingKeys.practiceProfile(), queryFn: ({ signal }) => getPracticeBillingProfile(signal) });
}
