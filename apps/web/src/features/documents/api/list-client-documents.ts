import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientDocumentsResponse } from '@tend/contracts/portal-documents.contract';
import { api } from '@/lib/api';
import { clientDocumentsPath, documentKeys } from './keys';

/** GET /api/clients/:id/documents: what was shared with the client and where each stands. */
export function listClientDocuments(clientId: string, signal?: AbortSignal): Promise<ClientDocumentsResponse> {
  return api.get<ClientDocumentsResponse>(clientDocumentsPath(clientId), { signal });
}

export const clientDocumentsQueryOptions = (clientId: string) =>
  queryOptions({ queryKey: documentKeys.client(clientId), queryFn: ({ signal }) => listClientDocuments(clientId, signal) });

export const useClientDocuments = (clientId: string) => useQuery(clientDocumentsQueryOptions(clientId));
