import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddDiagnosisRequest, ClientDiagnosis } from '@tend/contracts/client-details.contract';
import { api } from '@/lib/api';
import { toast } from '@/lib/toast';
import { clientDetailKeys, clientPath } from './client-detail-keys';

/** POST /api/clients/:id/diagnoses: a code of the list; it ranks after the current ones. */
export function addClientDiagnosis(clientId: string, body: AddDiagnosisRequest): Promise<ClientDiagnosis> {
  return api.post<ClientDiagnosis>(`${clientPath(clientId)}/diagnoses`, body);
}

export function useAddClientDiagnosis(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddDiagnosisRequest) => addClientDiagnosis(clientId, body),
    onSuccess: (diagnosis) => {
      toast(`${diagnosis.code} added`, 'success');
      void queryClient.invalidateQueries({ queryKey: clientDetailKeys.timeline(clientId) });
      return queryClient.invalidateQueries({ queryKey: clientDetailKeys.diagnoses(clientId) });
    },
  });
}
