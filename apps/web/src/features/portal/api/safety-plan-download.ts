import { api } from '@/lib/api';
import { fileNameFrom, saveBlob } from '@/lib/notes/file-name';

/** GET /api/client/safety-plan.pdf?client_id=…: one shared plan as PDF, saved under the server's name. */
export async function downloadPortalSafetyPlan(clientId: string): Promise<string> {
  const response = await api.open('/client/safety-plan.pdf', { query: { client_id: clientId }, accept: 'application/pdf' });
  const name = fileNameFrom(response.headers.get('content-disposition'), 'safety-plan.pdf');
  saveBlob(await response.blob(), name);
  return name;
}
