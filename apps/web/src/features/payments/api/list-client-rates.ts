import { useQuery } from '@tanstack/react-query';
import type { ClientRatesResponse } from '@tend/contracts/billing.contract';
import { api } from '@/lib/api';
import { billingClientPath, billingKeys } from './billing-keys';

/** GET /api/clients/:id/rates: the client's own fees (a sliding scale) beside the schedule's. */
export function listClientRates(clientId: string, signal?: AbortSignal): Promise<ClientRatesResponse> {
  return api.get<ClientRatesResponse>(`${billingClientPath(clientId)}/rates`, { signal });
}

export function useClientRates(clientId: string) {
  return useQuery({ queryKey: billingKeys.rates(clientId), queryFn: ({ signal }) => listClientRates(clientId, signal) });
}
