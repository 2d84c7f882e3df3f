import { api } from '@/lib/api';
import { fileNameFrom, saveBlob } from '@/lib/notes/file-name';

/** Fetches a file with the session and saves it under the server's name. */
async function download(path: string, query: Record<string, string> | undefined, fallback: string): Promise<string> {
  const response = await api.open(path, { query, accept: 'application/pdf' });
  const name = fileNameFrom(response.headers.get('content-disposition'), fallback);
  saveBlob(await response.blob(), name);
  return name;
}

/** GET /api/client/billing/:clientId/statement.pdf?month=YYYY-MM: the month's statement. */
export const downloadPortalStatement = (clientId: string, month: string) =>
  download(`/client/billing/${encodeURIComponent(clientId)}/statement.pdf`, { month }, `statement-${month}.pdf`);

/** GET /api/client/billing/superbills/:id/pdf: a superbill the practice sent. */
export const downloadPortalSuperbill = (id: string) => download(`/client/billing/superbills/${encodeURIComponent(id)}/pdf`, undefined, 'superbill.pdf');
