import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PortalSafetyPlansResponse } from '@tend/contracts/risk.contract';
import { api } from '@/lib/api';

/** GET /api/client/safety-plan: the plans shared with the caller (their own, a minor's they guard). */
export const getPortalSafetyPlans = (signal?: AbortSignal) => api.get<PortalSafetyPlansResponse>('/client/safety-plan', { signal });

export const portalSafetyPlansQueryOptions = () =>
  queryOptions({ queryKey: ['portal', 'safety-plan'] as const, queryFn: ({ signal }) => getPortalSafetyPlans(signal) });

export function usePortalSafetyPlans() {
  return useQuery(portalSafetyPlansQueryOptions());
}
