import { useQuery } from '@tanstack/react-query';
import type { BillingServicesResponse } from '@tend/contracts/billing.contract';
import { api } from '@/lib/api';
import { billingKeys } from './billing-keys';

/** GET /api/billing/services: the practice's fee schedule. */
export function listBillingServices(signal?: AbortSignal): Promise<BillingServicesResponse> {
  return api.get<BillingServicesResponse>('/billing/services', { signal });
}

export function useBillingServices({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: billingKeys.services(), queryFn: ({ signal }) => listBillingServices(signal), enabled, staleTime: 5 * 60_000 });
}
