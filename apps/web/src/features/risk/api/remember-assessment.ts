import type { QueryClient } from '@tanstack/react-query';
import type { RiskAssessment } from '@tend/contracts/risk.contract';
import { riskKeys } from './keys';

/** A saved assessment replaces the cached one; the lists that show it refetch. */
export function rememberAssessment(queryClient: QueryClient, saved: RiskAssessment) {
  queryClient.setQueryData(riskKeys.assessment(saved.id), saved);
  void queryClient.invalidateQueries({ queryKey: riskKeys.recent() });
  return queryClient.invalidateQueries({ queryKey: riskKeys.assessments(saved.client_id) });
}
