import type { z } from 'zod';
import type { CreateSuperbillResponse, createSuperbillSchema } from '@tend/contracts/billing-documents.contract';
import { api } from '@/lib/api';
import { useBillingMutation } from './billing-mutation';

export type CreateSuperbillInput = z.input<typeof createSuperbillSchema>;

/** POST /api/superbills: one client's superbills, per visit or for the month. */
export function createSuperbills(body: CreateSuperbillInput): Promise<CreateSuperbillResponse> {
  return api.post<CreateSuperbillResponse>('/superbills', body);
}

export function useCreateSuperbills() {
  return useBillingMutation(createSuperbills, ({ superbills }) =>
    superbills.length === 1 ? 'Superbill generated' : `${superbills.length} superbills generated`,
  );
}
