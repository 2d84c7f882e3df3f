import type { LeadListQuery } from '@tend/contracts/leads.contract';

/** Every query about leads sits under `leadKeys.all`. */
export const leadKeys = {
  all: ['leads'] as const,
  lists: () => [...leadKeys.all, 'list'] as const,
  list: (query: LeadListQuery) => [...leadKeys.lists(), query] as const,
  detail: (id: string) => [...leadKeys.all, 'detail', id] as const,
  funnel: () => [...leadKeys.all, 'funnel'] as const,
  form: () => [...leadKeys.all, 'form'] as const,
};
