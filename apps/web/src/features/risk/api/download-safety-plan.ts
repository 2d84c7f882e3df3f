import { api } from '@/lib/api';
import { fileNameFrom, saveBlob } from '@/lib/notes/file-name';

/** GET /api/clients/:id/safety-plan.pdf: saves the plan under the server's file name. */
export async function downloadSafetyPlan(clientId: string): Promise<string> {
  const response = await api.open(`/clients/${encodeURIComponent(clientId)}/safety-plan.pdf`, { accept: 'application/pdf' });
  const name = fileNameFrom(response.headers.get('content-disposition'), 'safety-plan.pdf');
  saveBlob(await response.blob(), name);
  return name;
}
