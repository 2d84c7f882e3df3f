import { billingKeys } from './billing-keys';

/** Under billingKeys.all: a new batch marks charges billed, which every ledger shows. */
export const claimKeys = {
  batches: () => [...billingKeys.all, 'claim-batches'] as const,
};
