import { useQuery } from '@tanstack/react-query';
import type { ClientDiagnosesResponse } from '@tend/contracts/client-details.contract';
import { api } from '@/lib/api';
import { clientDetailKeys, clientPath } from './client-detail-keys';

/** GET /api/clients/:id/diagnoses: current ones primary first, then resolved ones. */
export function listClientDiagnoses(clientId: string, signal?: AbortSignal): Promise<ClientDiagnosesResponse> {
  return api.get<ClientDiagnosesResponse>(`${clientPath(clientId)}/diagnoses`, { signal });
}

export function useClientDiagnoses(clientId: string) {
  return useQuery({ queryKey: clientDetailKeys.diagnoses(clientId), queryFn: ({ signal }) => listClientDiagnoses(clientId, signal) });
}
