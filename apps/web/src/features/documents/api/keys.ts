/** Query keys of the documents feature: the practice's view of one client, and the portal's own. */
export const documentKeys = {
  all: ['documents'] as const,
  templates: () => [...documentKeys.all, 'templates'] as const,
  client: (clientId: string) => [...documentKeys.all, 'client', clientId] as const,
  portal: () => [...documentKeys.all, 'portal'] as const,
  portalDetail: (documentId: string) => [...documentKeys.portal(), documentId] as const,
};

export const clientDocumentsPath = (clientId: string) => `/clients/${encodeURIComponent(clientId)}/documents`;
export const portalDocumentPath = (documentId: string) => `/portal/documents/${encodeURIComponent(documentId)}`;
