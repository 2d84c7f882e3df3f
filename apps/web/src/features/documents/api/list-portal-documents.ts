import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientDocumentsResponse } from '@tend/contracts/portal-documents.contract';
import { api } from '@/lib/api';
import { documentKeys } from './keys';

/** GET /api/portal/documents: the portal user's documents, and those of the minors they are guardian of. */
export function listPortalDocuments(signal?: AbortSignal): Promise<ClientDocumentsResponse> {
  return api.get<ClientDocumentsResponse>('/portal/documents', { signal });
}

export const portalDocumentsQueryOptions = queryOptions({ queryKey: documentKeys.portal(), queryFn: ({ signal }) => listPortalDocuments(signal) });

export const usePortalDocuments = () => useQuery(portalDocumentsQueryOptions);

/** For the portal home: the documents waiting for the user's signature (an empty list when none). */
export function useDocumentsToSign() {
  return useQuery({ ...portalDocumentsQueryOptions, select: (answer) => answer.documents.filter((d) => d.status === 'to_sign') });
}
