import { api } from '@/lib/api';
import { fileNameFrom, saveBlob } from '@/lib/notes/file-name';

const pdfPath = (id: string) => `/superbills/${encodeURIComponent(id)}/pdf`;

/** GET /api/superbills/:id/pdf with the session (a plain link would not carry the bearer token). */
export function fetchSuperbillPdf(id: string): Promise<Blob> {
  return api.blob(pdfPath(id));
}

/** Saves the superbill under the server's file name. */
export async function downloadSuperbillPdf(id: string): Promise<string> {
  return saveResponse(await api.open(pdfPath(id), { accept: 'application/pdf' }), 'superbill.pdf');
}

/** Saves a file response under its Content-Disposition name (or the fallback); answers the name. */
export async function saveResponse(response: Response, fallback: string): Promise<string> {
  const name = fileNameFrom(response.headers.get('content-disposition'), fallback);
  saveBlob(await response.blob(), name);
  return name;
}
