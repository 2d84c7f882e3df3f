import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { clientDocumentsPath, documentKeys } from './keys';

/** DELETE /api/clients/:id/documents/:documentId: takes back a document not yet signed. */
export function withdrawDocument(clientId: string, documentId: string): Promise<{ withdrawn: true }> {
  return api.request<{ withdrawn: true }>(`${clientDocumentsPath(clientId)}/${encodeURIComponent(documentId)}`, { method: 'DELETE' });
}

export function useWithdrawDocument(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) => withdrawDocument(clientId, documentId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentKeys.client(clientId) }),
  });
}
