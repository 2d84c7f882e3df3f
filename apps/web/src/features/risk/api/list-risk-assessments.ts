import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RiskAssessmentsResponse } from '@tend/contracts/risk.contract';
import { api } from '@/lib/api';
import { riskKeys } from './keys';

/** GET /api/risk-assessments: the recent assessments of the caller's visible clients, newest first. */
export const listRiskAssessments = (signal?: AbortSignal) => api.get<RiskAssessmentsResponse>('/risk-assessments', { signal });

export const riskAssessmentsQueryOptions = () => queryOptions({ queryKey: riskKeys.recent(), queryFn: ({ signal }) => listRiskAssessments(signal) });

export function useRiskAssessments() {
  return useQuery(riskAssessmentsQueryOptions());
}
