import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Client } from '@tend/contracts/clients.contract';
import { api } from '../../../lib/api';

export async function getClient(id: string, signal?: AbortSignal): Promise<Client> {
  const body = await api.get<Client | { client: Client }>(`/clients/${encodeURIComponent(id)}`, { signal });
  return 'client' in body ? body.client : body;
}

export const clientQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['clients', 'detail', id] as const, queryFn: ({ signal }) => getClient(id, signal) });

export function useClient(id: string) {
  return useQuery(clientQueryOptions(id));
}
