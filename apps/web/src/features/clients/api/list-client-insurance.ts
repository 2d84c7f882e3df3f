import { useQuery } from '@tanstack/react-query';
import type { InsuranceResponse } from '@tend/contracts/client-details.contract';
import { api } from '@/lib/api';
import { clientDetailKeys, clientPath } from './client-detail-keys';

/** GET /api/clients/:id/insurance: primary first. */
export function listClientInsurance(clientId: string, signal?: AbortSignal): Promise<InsuranceResponse> {
  return api.get<InsuranceResponse>(`${clientPath(clientId)}/insurance`, { signal });
}

export function useClientInsurance(clientId: string) {
  return useQuery({ queryKey: clientDetailKeys.insurance(clientId), queryFn: ({ signal }) => listClientInsurance(clientId, signal) });
}
