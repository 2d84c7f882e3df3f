import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientDiagnosis, UpdateDiagnosisRequest } from '@tend/contracts/client-details.contract';
import { api } from '@/lib/api';
import { clientDetailKeys, clientPath } from './client-detail-keys';

/** PATCH /api/clients/:id/diagnoses/:diagnosisId: resolve (a date), bring back (null), or correct the diagnosis date. */
export function updateClientDiagnosis(clientId: string, diagnosisId: string, changes: UpdateDiagnosisRequest): Promise<ClientDiagnosis> {
  return api.patch<ClientDiagnosis>(`${clientPath(clientId)}/diagnoses/${encodeURIComponent(diagnosisId)}`, changes);
}

export function useUpdateClientDiagnosis(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateDiagnosisRequest }) => updateClientDiagnosis(clientId, id, changes),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: clientDetailKeys.timeline(clientId) });
      return queryClient.invalidateQueries({ queryKey: clientDetailKeys.diagnoses(clientId) });
    },
  });
}
