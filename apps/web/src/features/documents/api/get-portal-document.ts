import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientDocumentDetail } from '@tend/contracts/portal-documents.contract';
import { api } from '@/lib/api';
import { documentKeys, portalDocumentPath } from './keys';

/** GET /api/portal/documents/:id: one document with the text to read and sign. */
export function getPortalDocument(documentId: string, signal?: AbortSignal): Promise<ClientDocumentDetail> {
  return api.get<ClientDocumentDetail>(portalDocumentPath(documentId), { signal });
}

export const portalDocumentQueryOptions = (documentId: string) =>
  queryOptions({ queryKey: documentKeys.portalDetail(documentId), queryFn: ({ signal }) => getPortalDocument(documentId, signal) });

export const usePortalDocument = (documentId: string | null) => useQuery({ ...portalDocumentQueryOptions(documentId ?? ''), enabled: !!documentId });
