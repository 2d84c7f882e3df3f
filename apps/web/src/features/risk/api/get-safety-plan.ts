import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SafetyPlanResponse } from '@tend/contracts/risk.contract';
import { api } from '@/lib/api';
import { riskKeys } from './keys';

/** GET /api/clients/:id/safety-plan: the client's current plan (null when none yet). */
export const getSafetyPlan = (clientId: string, signal?: AbortSignal) =>
  api.get<SafetyPlanResponse>(`/clients/${encodeURIComponent(clientId)}/safety-plan`, { signal });

export const safetyPlanQueryOptions = (clientId: string) =>
  queryOptions({ queryKey: riskKeys.plan(clientId), queryFn: ({ signal }) => getSafetyPlan(clientId, signal) });

export function useSafetyPlan(clientId: string) {
  return useQuery({ ...safetyPlanQueryOptions(clientId), enabled: !!clientId });
}
