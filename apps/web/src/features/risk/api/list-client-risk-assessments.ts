import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RiskAssessmentsResponse } from '@tend/contracts/risk.contract';
import { api } from '@/lib/api';
import { riskKeys } from './keys';

/** GET /api/clients/:id/risk-assessments: one client's risk history (the client page's timeline). */
export const listClientRiskAssessments = (clientId: string, signal?: AbortSignal) =>
  api.get<RiskAssessmentsResponse>(`/clients/${encodeURIComponent(clientId)}/risk-assessments`, { signal });

export const clientRiskAssessmentsQueryOptions = (clientId: string) =>
  queryOptions({ queryKey: riskKeys.assessments(clientId), queryFn: ({ signal }) => listClientRiskAssessments(clientId, signal) });

export function useClientRiskAssessments(clientId: string, enabled = true) {
  return useQuery({ ...clientRiskAssessmentsQueryOptions(clientId), enabled: enabled && !!clientId });
}
