import type { z } from 'zod';
import type { SuperbillBatchResponse, superbillBatchSchema } from '@tend/contracts/billing-documents.contract';
import { api } from '@/lib/api';
import { useBillingMutation } from './billing-mutation';

export type SuperbillBatchInput = z.input<typeof superbillBatchSchema>;

/** POST /api/superbills/batch: a monthly superbill for every client with billable visits that month. */
export function createSuperbillBatch(body: SuperbillBatchInput): Promise<SuperbillBatchResponse> {
  return api.post<SuperbillBatchResponse>('/superbills/batch', body);
}

export function useCreateSuperbillBatch() {
  return useBillingMutation(createSuperbillBatch, ({ created, skipped }) =>
    [`${created.length} superbill${created.length === 1 ? '' : 's'} generated`, skipped.length ? `${skipped.length} skipped` : ''].filter(Boolean).join(', '),
  );
}
