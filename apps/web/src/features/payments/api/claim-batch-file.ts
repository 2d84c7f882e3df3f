import { api } from '@/lib/api';
import { saveResponse } from '@/lib/notes/file-name';

/** GET /api/claims/batches/:id/file: the 837P (X12 text) for a clearinghouse, saved under the server's name. */
export async function downloadClaimBatchFile(id: string, controlNumber: number): Promise<string> {
  const response = await api.open(`/claims/batches/${encodeURIComponent(id)}/file`, { accept: 'text/plain, */*' });
  return saveResponse(response, `837p-${controlNumber}.txt`);
}
