import { useMutation } from '@tanstack/react-query';
import type { TriggerOnboardingResponse } from '@tend/contracts/users.contract';
import { api } from '@/lib/api';

export function triggerOnboarding(userUuid: string): Promise<TriggerOnboardingResponse> {
  return api.post<TriggerOnboardingResponse>(`/preferences/${encodeURIComponent(userUuid)}/trigger-onboarding`);
}

export function useTriggerOnboarding() {
  return useMutation({ mutationFn: triggerOnboarding });
}

/** Spec 7: the three outcomes of the trigger-onboarding call. */
export const onboardingMessages = {
  success: 'Onboarding will be triggered on your next conversation',
  refused: 'Failed to trigger onboarding',
  error: 'Error triggering onboarding',
} as const;
