import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompleteRiskAssessmentRequest, RiskAssessment } from '@tend/contracts/risk.contract';
import { api } from '@/lib/api';
import { rememberAssessment } from './remember-assessment';

/** POST /api/risk-assessments/:id/complete: last changes and the clinician's level. */
export const completeRiskAssessment = ({ id, body }: { id: string; body: CompleteRiskAssessmentRequest }) =>
  api.post<RiskAssessment>(`/risk-assessments/${encodeURIComponent(id)}/complete`, body);

export function useCompleteRiskAssessment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: completeRiskAssessment, onSuccess: (saved) => rememberAssessment(queryClient, saved) });
}
