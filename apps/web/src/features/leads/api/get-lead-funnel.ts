import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LeadFunnel } from '@tend/contracts/leads.contract';
import { api } from '@/lib/api';
import { leadKeys } from './keys';

/** GET /api/leads/funnel: counts per stage and conversion by referral source. */
export const getLeadFunnel = (signal?: AbortSignal) => api.get<LeadFunnel>('/leads/funnel', { signal });

export const leadFunnelQueryOptions = queryOptions({ queryKey: leadKeys.funnel(), queryFn: ({ signal }) => getLeadFunnel(signal) });

export const useLeadFunnel = () => useQuery(leadFunnelQueryOptions);
