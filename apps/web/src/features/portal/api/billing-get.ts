import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PortalBillingAccount, PortalBillingResponse } from '@tend/contracts/billing-documents.contract';
import { api } from '@/lib/api';

/** GET /api/client/billing: the balance, charges, payments, statements and sent superbills of each record the caller may see. */
export function getPortalBilling(signal?: AbortSignal): Promise<PortalBillingResponse> {
  return api.get<PortalBillingResponse>('/client/billing', { signal });
}

export const portalBillingQueryOptions = queryOptions({
  queryKey: ['portal', 'billing'] as const,
  queryFn: ({ signal }) => getPortalBilling(signal),
});

export function usePortalBilling({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...portalBillingQueryOptions, enabled });
}

/** The records with anything to show: a record never charged nor paid is left out (a guardian's other minors). */
export const accountsWithActivity = (accounts: PortalBillingAccount[]) =>
  accounts.filter(
    (a) =>
      a.charges.length > 0 ||
      a.payments.length > 0 ||
      a.statement_months.length > 0 ||
      a.superbills.length > 0 ||
      a.balance_cents !== 0 ||
      a.credit_cents !== 0,
  );
