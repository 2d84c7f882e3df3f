import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentTemplatesResponse } from '@tend/contracts/portal-documents.contract';
import { api } from '@/lib/api';
import { documentKeys } from './keys';

/** GET /api/document-templates: the consent and policy texts the practice can share. */
export function listDocumentTemplates(signal?: AbortSignal): Promise<DocumentTemplatesResponse> {
  return api.get<DocumentTemplatesResponse>('/document-templates', { signal });
}

export const documentTemplatesQueryOptions = queryOptions({
  queryKey: documentKeys.templates(),
  queryFn: ({ signal }) => listDocumentTemplates(signal),
  staleTime: Infinity,
});

export const useDocumentTemplates = () => useQuery(documentTemplatesQueryOptions);
