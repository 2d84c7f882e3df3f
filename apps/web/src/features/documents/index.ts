/** What other features may use of the documents feature (ESLint holds them to this entry). */
export { documentKeys } from './api/keys';
export { portalDocumentsQueryOptions, useDocumentsToSign, usePortalDocuments } from './api/list-portal-documents';
export { ClientDocumentsCard } from './components/client-documents-card';
export { PortalDocuments } from './components/portal-documents';
