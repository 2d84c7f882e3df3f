import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SafetyPlanResponse } from '@tend/contracts/risk.contract';
import { api } from '@/lib/api';
import { riskKeys } from './keys';

/** POST (share) or DELETE (stop sharing) /api/clients/:id/safety-plan/share. */
export const shareSafetyPlan = ({ clientId, shared }: { clientId: string; shared: boolean }) =>
  api.request<SafetyPlanResponse>(`/clients/${encodeURIComponent(clientId)}/safety-plan/share`, { method: shared ? 'POST' : 'DELETE' });

export function useShareSafetyPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: shareSafetyPlan,
    onSuccess: (saved, { clientId }) => queryClient.setQueryData(riskKeys.plan(clientId), saved),
  });
}
