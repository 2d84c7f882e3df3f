import type { QueryClient } from '@tanstack/react-query';
import type { LeadDetail } from '@tend/contracts/leads.contract';
import { leadKeys } from './keys';

/** After any change to a lead: its detail is the answer; lists, counts and the funnel refetch. */
export function saveLeadDetail(queryClient: QueryClient, detail: LeadDetail) {
  queryClient.setQueryData(leadKeys.detail(detail.lead.id), detail);
  return Promise.all([queryClient.invalidateQueries({ queryKey: leadKeys.lists() }), queryClient.invalidateQueries({ queryKey: leadKeys.funnel() })]);
}
