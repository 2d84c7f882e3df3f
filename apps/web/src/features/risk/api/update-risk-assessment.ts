import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RiskAssessment, UpdateRiskAssessmentRequest } from '@tend/contracts/risk.contract';
import { api } from '@/lib/api';
import { rememberAssessment } from './remember-assessment';

/** PATCH /api/risk-assessments/:id: change a draft (409 once completed). */
export const updateRiskAssessment = ({ id, body }: { id: string; body: UpdateRiskAssessmentRequest }) =>
  api.patch<RiskAssessment>(`/risk-assessments/${encodeURIComponent(id)}`, body);

export function useUpdateRiskAssessment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateRiskAssessment, onSuccess: (saved) => rememberAssessment(queryClient, saved) });
}
