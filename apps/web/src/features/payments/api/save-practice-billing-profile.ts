import type { PracticeBillingProfile, UpdatePracticeBillingProfile } from '@tend/contracts/billing.contract';
import { api } from '@/lib/api';
import { useBillingMutation } from './billing-mutation';

/** PUT /api/billing/practice-profile (billing:settings). */
export function savePracticeBillingProfile(body: UpdatePracticeBillingProfile): Promise<PracticeBillingProfile> {
  return api.request<PracticeBillingProfile>('/billing/practice-profile', { method: 'PUT', body });
}

export function useSavePracticeBillingProfile() {
  return useBillingMutation(savePracticeBillingProfile, () => 'Practice billing profile saved');
}
