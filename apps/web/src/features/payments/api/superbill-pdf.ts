import { api } from '@/lib/api';
import { saveResponse } from '@/lib/notes/file-name';

const pdfPath = (id: string) => `/superbills/${encodeURIComponent(id)}/pdf`;

/** GET /api/superbills/:id/pdf with the session (a plain link would not carry the bearer token). */
export function fetchSuperbillPdf(id: string): Promise<Blob> {
  return api.blob(pdfPath(id));
}

/** Saves the superbill under the server's file name. */
export async function downloadSuperbillPdf(id: string): Promise<string> {
  return saveResponse(await api.open(pdfPath(id), { accept: 'application/pdf' }), 'superbill.pdf');
}
