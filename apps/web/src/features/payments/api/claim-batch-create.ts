import type { ClaimBatch, CreateClaimBatch } from '@tend/contracts/billing-documents.contract';
import { api } from '@/lib/api';
import { useBillingMutation } from './billing-mutation';

/** POST /api/claims/batches: an 837P batch of billable, unbilled service charges. */
export function createClaimBatch(body: CreateClaimBatch): Promise<ClaimBatch> {
  return api.post<ClaimBatch>('/claims/batches', body);
}

export function useCreateClaimBatch() {
  return useBillingMutation(createClaimBatch, (b) => `837P batch ${b.control_number} created: ${b.claim_count} claim${b.claim_count === 1 ? '' : 's'}`);
}
