import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientListResponse } from '@tend/contracts/clients.contract';
import { api } from '../../../lib/api';

export function listClients(signal?: AbortSignal): Promise<ClientListResponse> {
  return api.get<ClientListResponse>('/clients', { signal });
}

export const clientsQueryOptions = queryOptions({
  queryKey: ['clients', 'list'] as const,
  queryFn: ({ signal }) => listClients(signal),
});

export function useClients() {
  return useQuery(clientsQueryOptions);
}
