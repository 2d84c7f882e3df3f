import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientDocumentDetail, SignDocumentRequest } from '@tend/contracts/portal-documents.contract';
import { api } from '@/lib/api';
import { documentKeys, portalDocumentPath } from './keys';

/** POST /api/portal/documents/:id/sign: the signer's typed name and agreement. */
export function signDocument(documentId: string, body: SignDocumentRequest): Promise<ClientDocumentDetail> {
  return api.post<ClientDocumentDetail>(`${portalDocumentPath(documentId)}/sign`, body);
}

export function useSignDocument(documentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SignDocumentRequest) => signDocument(documentId, body),
    onSuccess: (answer) => {
      queryClient.setQueryData(documentKeys.portalDetail(documentId), answer);
      return queryClient.invalidateQueries({ queryKey: documentKeys.portal() });
    },
  });
}
