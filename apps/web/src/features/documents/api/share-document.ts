import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientDocument, ShareDocumentRequest } from '@tend/contracts/portal-documents.contract';
import { api } from '@/lib/api';
import { clientDocumentsPath, documentKeys } from './keys';

/** POST /api/clients/:id/documents: a consent or policy text for the client to sign. */
export function shareDocument(clientId: string, body: ShareDocumentRequest): Promise<ClientDocument> {
  return api.post<ClientDocument>(clientDocumentsPath(clientId), body);
}

export function useShareDocument(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ShareDocumentRequest) => shareDocument(clientId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentKeys.client(clientId) }),
  });
}
