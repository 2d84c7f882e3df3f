import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RiskAssessment } from '@tend/contracts/risk.contract';
import { api } from '@/lib/api';
import { riskKeys } from './keys';

/** GET /api/risk-assessments/:id. */
export const getRiskAssessment = (id: string, signal?: AbortSignal) => api.get<RiskAssessment>(`/risk-assessments/${encodeURIComponent(id)}`, { signal });

export const riskAssessmentQueryOptions = (id: string) =>
  queryOptions({ queryKey: riskKeys.assessment(id), queryFn: ({ signal }) => getRiskAssessment(id, signal) });

export function useRiskAssessment(id: string) {
  return useQuery({ ...riskAssessmentQueryOptions(id), enabled: !!id });
}
