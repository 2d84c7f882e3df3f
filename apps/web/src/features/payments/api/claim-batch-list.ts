import { useQuery } from '@tanstack/react-query';
import type { ClaimBatchesResponse } from '@tend/contracts/billing-documents.contract';
import { api } from '@/lib/api';
import { claimKeys } from './claim-keys';

/** GET /api/claims/batches: the practice's 837P batches, newest first. */
export function listClaimBatches(signal?: AbortSignal): Promise<ClaimBatchesResponse> {
  return api.get<ClaimBatchesResponse>('/claims/batches', { signal });
}

export function useClaimBatches() {
  return useQuery({ queryKey: claimKeys.batches(), queryFn: ({ signal }) => listClaimBatches(signal) });
}
