import type { Superbill } from '@tend/contracts/billing-documents.contract';
import { api } from '@/lib/api';
import { useBillingMutation } from './billing-mutation';

/** POST /api/superbills/:id/sent: the practice gave it to the client (it then shows in their portal). */
export function markSuperbillSent(id: string): Promise<Superbill> {
  return api.post<Superbill>(`/superbills/${encodeURIComponent(id)}/sent`);
}

export function useMarkSuperbillSent() {
  return useBillingMutation(markSuperbillSent, (s) => `Superbill for ${s.client_name} marked sent`);
}
