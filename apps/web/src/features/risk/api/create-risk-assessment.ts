import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateRiskAssessmentRequest, RiskAssessment } from '@tend/contracts/risk.contract';
import { api } from '@/lib/api';
import { rememberAssessment } from './remember-assessment';

/** POST /api/clients/:id/risk-assessments: a new draft (optionally from a note). */
export const createRiskAssessment = ({ clientId, body }: { clientId: string; body: CreateRiskAssessmentRequest }) =>
  api.post<RiskAssessment>(`/clients/${encodeURIComponent(clientId)}/risk-assessments`, body);

export function useCreateRiskAssessment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createRiskAssessment, onSuccess: (saved) => rememberAssessment(queryClient, saved) });
}
