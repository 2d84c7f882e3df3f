import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LeadDetail } from '@tend/contracts/leads.contract';
import { api } from '@/lib/api';
import { leadKeys } from './keys';

/** GET /api/leads/:id: the lead and its history. */
export const getLead = (id: string, signal?: AbortSignal) => api.get<LeadDetail>(`/leads/${id}`, { signal });

export const leadQueryOptions = (id: string) => queryOptions({ queryKey: leadKeys.detail(id), queryFn: ({ signal }) => getLead(id, signal) });

export const useLead = (id: string | null) => useQuery({ ...leadQueryOptions(id ?? ''), enabled: !!id });
