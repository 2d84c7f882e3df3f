import type { SuperbillsQuery } from '@tend/contracts/billing-documents.contract';
import { billingKeys } from './billing-keys';

/** Under billingKeys.all: a ledger write (a payment changes "paid") refreshes the superbills too. */
export const superbillKeys = {
  all: [...billingKeys.all, 'superbills'] as const,
  list: (query: SuperbillsQuery) => [...superbillKeys.all, 'list', query] as const,
};
