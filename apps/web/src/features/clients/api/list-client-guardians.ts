import { useQuery } from '@tanstack/react-query';
import type { GuardiansResponse } from '@tend/contracts/client-details.contract';
import { api } from '@/lib/api';
import { clientDetailKeys, clientPath } from './client-detail-keys';

/** GET /api/clients/:id/guardians. */
export function listClientGuardians(clientId: string, signal?: AbortSignal): Promise<GuardiansResponse> {
  return api.get<GuardiansResponse>(`${clientPath(clientId)}/guardians`, { signal });
}

export function useClientGuardians(clientId: string) {
  return useQuery({ queryKey: clientDetailKeys.guardians(clientId), queryFn: ({ signal }) => listClientGuardians(clientId, signal) });
}
