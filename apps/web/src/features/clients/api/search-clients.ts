import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ClientListResponse, clientListQuerySchema } from '@tend/contracts/clients.contract';
import { api } from '@/lib/api';
import { clientKeys } from './keys';

/** One page's search, filters and sort, as the server reads them. */
export type ClientPageQuery = z.output<typeof clientListQuerySchema>;

/** GET /api/clients with a search, filters, a sort and a page; the server counts every match in `total`. */
export function searchClients({ search, status, provider_id, sort, order, limit, offset }: ClientPageQuery, signal?: AbortSignal): Promise<ClientListResponse> {
  return api.get<ClientListResponse>('/clients', {
    query: { search: search || undefined, status, provider_id, sort, order, limit: String(limit), offset: String(offset) },
    signal,
  });
}

/** One page of the clients page's table; the last page stays on screen while the next loads. */
export function useClientPage(query: ClientPageQuery) {
  return useQuery({
    queryKey: clientKeys.page(query),
    queryFn: ({ signal }) => searchClients(query, signal),
    placeholderData: keepPreviousData,
  });
}
