import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SafetyPlanResponse, SaveSafetyPlanRequest } from '@tend/contracts/risk.contract';
import { api } from '@/lib/api';
import { riskKeys } from './keys';

/** PUT /api/clients/:id/safety-plan: save the client's current plan (created when there is none). */
export const saveSafetyPlan = ({ clientId, body }: { clientId: string; body: SaveSafetyPlanRequest }) =>
  api.request<SafetyPlanResponse>(`/clients/${encodeURIComponent(clientId)}/safety-plan`, { method: 'PUT', body });

export function useSaveSafetyPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSafetyPlan,
    onSuccess: (saved, { clientId }) => queryClient.setQueryData(riskKeys.plan(clientId), saved),
  });
}
