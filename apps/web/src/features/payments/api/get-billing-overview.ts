import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BillingOverview } from '@tend/contracts/billing.contract';
import { api } from '@/lib/api';
import { billingKeys } from './billing-keys';

/** GET /api/billing/overview: unpaid charges, recent payments, aging and revenue of the clients one may see. */
export function getBillingOverview(providerId?: string, signal?: AbortSignal): Promise<BillingOverview> {
  return api.get<BillingOverview>('/billing/overview', { query: { provider_id: providerId }, signal });
}

export const billingOverviewQueryOptions = (providerId?: string) =>
  queryOptions({ queryKey: billingKeys.overview(providerId), queryFn: ({ signal }) => getBillingOverview(providerId, signal) });

export function useBillingOverview(providerId?: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...billingOverviewQueryOptions(providerId), enabled });
}
