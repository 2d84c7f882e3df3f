import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LeadListQuery, LeadListResponse } from '@tend/contracts/leads.contract';
import { api } from '@/lib/api';
import { leadKeys } from './keys';

/** GET /api/leads: the leads the caller works on, newest first, with a count per status. */
export function listLeads(query: LeadListQuery, signal?: AbortSignal): Promise<LeadListResponse> {
  return api.get<LeadListResponse>('/leads', { signal, query: { status: query.status, search: query.search || undefined } });
}

export const leadsQueryOptions = (query: LeadListQuery) =>
  queryOptions({ queryKey: leadKeys.list(query), queryFn: ({ signal }) => listLeads(query, signal), placeholderData: keepPreviousData });

export const useLeads = (query: LeadListQuery) => useQuery(leadsQueryOptions(query));
