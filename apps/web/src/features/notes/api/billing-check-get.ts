import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BillingCheck } from '@tend/contracts/billing.contract';
import { api } from '@/lib/api';

/** Under the billing prefix, so any billing write (a changed code, a new charge) refreshes it. */
export const billingCheckKey = (appointmentId: string) => ['billing', 'check', appointmentId] as const;

/** GET /api/appointments/:id/billing-check: whether the visit's service code fits its length. */
export function getBillingCheck(appointmentId: string, signal?: AbortSignal): Promise<BillingCheck> {
  return api.get<BillingCheck>(`/appointments/${encodeURIComponent(appointmentId)}/billing-check`, { signal });
}

export const billingCheckQueryOptions = (appointmentId: string) =>
  queryOptions({
    queryKey: billingCheckKey(appointmentId),
    queryFn: ({ signal }) => getBillingCheck(appointmentId, signal),
    // Advisory only: a refusal or a missing visit will not change on retry, and must not hold up signing.
    retry: false,
  });

export function useBillingCheck(appointmentId: string | null) {
  return useQuery({ ...billingCheckQueryOptions(appointmentId ?? ''), enabled: !!appointmentId });
}
