import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientConsentsResponse, RecordConsentRequest } from '@tend/contracts/client-details.contract';
import { api } from '@/lib/api';
import { clientDetailKeys, clientPath } from './client-detail-keys';

/** POST /api/clients/:id/consents: consent given or withdrawn, a new record each time. */
export function recordClientConsent(clientId: string, body: RecordConsentRequest): Promise<ClientConsentsResponse> {
  return api.post<ClientConsentsResponse>(`${clientPath(clientId)}/consents`, body);
}

export function useRecordClientConsent(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RecordConsentRequest) => recordClientConsent(clientId, body),
    onSuccess: (answer) => {
      queryClient.setQueryData(clientDetailKeys.consents(clientId), answer);
      return queryClient.invalidateQueries({ queryKey: clientDetailKeys.timeline(clientId) });
    },
  });
}
