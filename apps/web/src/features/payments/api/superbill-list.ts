import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SuperbillsQuery, SuperbillsResponse } from '@tend/contracts/billing-documents.contract';
import { api } from '@/lib/api';
import { superbillKeys } from './superbill-keys';

/** GET /api/superbills?client_id=&status=: the superbills of the clients one may see, newest first. */
export function listSuperbills({ client_id, status }: SuperbillsQuery, signal?: AbortSignal): Promise<SuperbillsResponse> {
  return api.get<SuperbillsResponse>('/superbills', { query: { client_id, status }, signal });
}

export function useSuperbills(query: SuperbillsQuery) {
  return useQuery({ queryKey: superbillKeys.list(query), queryFn: ({ signal }) => listSuperbills(query, signal), placeholderData: keepPreviousData });
}
