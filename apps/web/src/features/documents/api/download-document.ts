import { api } from '@/lib/api';
import { fileNameFrom, saveBlob } from '@/lib/notes/file-name';
import { clientDocumentsPath, portalDocumentPath } from './keys';

export type DocumentDownload = 'file' | 'signed-pdf';

async function download(path: string, fallback: string): Promise<string> {
  const response = await api.open(path, { accept: '*/*' });
  const name = fileNameFrom(response.headers.get('content-disposition'), fallback);
  saveBlob(await response.blob(), name);
  return name;
}

/** GET /api/clients/:id/documents/:documentId/{file|signed-pdf}: saved under the server's name. */
export const downloadClientDocument = (clientId: string, documentId: string, which: DocumentDownload) =>
  download(`${clientDocumentsPath(clientId)}/${encodeURIComponent(documentId)}/${which}`, which === 'file' ? 'document' : 'signed.pdf');

/** GET /api/portal/documents/:id/{file|signed-pdf}: the portal user's own copy. */
export const downloadPortalDocument = (documentId: string, which: DocumentDownload) =>
  download(`${portalDocumentPath(documentId)}/${which}`, which === 'file' ? 'document' : 'signed.pdf');
