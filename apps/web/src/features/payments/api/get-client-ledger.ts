import { useQuery } from '@tanstack/react-query';
import type { ClientLedger } from '@tend/contracts/billing.contract';
import { api } from '@/lib/api';
import { billingClientPath, billingKeys } from './billing-keys';

/** GET /api/clients/:id/ledger: charges, payments with their allocations, adjustments and totals. */
export function getClientLedger(clientId: string, signal?: AbortSignal): Promise<ClientLedger> {
  return api.get<ClientLedger>(`${billingClientPath(clientId)}/ledger`, { signal });
}

export function useClientLedger(clientId: string) {
  return useQuery({ queryKey: billingKeys.ledger(clientId), queryFn: ({ signal }) => getClientLedger(clientId, signal) });
}
