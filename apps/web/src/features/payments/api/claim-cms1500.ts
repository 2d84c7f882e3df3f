import type { Cms1500Request } from '@tend/contracts/billing-documents.contract';
import { api } from '@/lib/api';

/** POST /api/claims/cms1500: the CMS-1500 (02/12) of one client's charges, as a PDF for the red form. */
export function fetchCms1500Pdf(body: Cms1500Request): Promise<Blob> {
  return api.blob('/claims/cms1500', { method: 'POST', body });
}
