import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientDiagnosesResponse } from '@tend/contracts/client-details.contract';
import { api } from '@/lib/api';
import { clientDetailKeys, clientPath } from './client-detail-keys';

/** PUT /api/clients/:id/diagnoses/order: every current diagnosis once, the primary first. */
export function reorderClientDiagnoses(clientId: string, ids: string[]): Promise<ClientDiagnosesResponse> {
  return api.request<ClientDiagnosesResponse>(`${clientPath(clientId)}/diagnoses/order`, { method: 'PUT', body: { ids } });
}

export function useReorderClientDiagnoses(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => reorderClientDiagnoses(clientId, ids),
    onSuccess: (answer) => queryClient.setQueryData(clientDetailKeys.diagnoses(clientId), answer),
  });
}
