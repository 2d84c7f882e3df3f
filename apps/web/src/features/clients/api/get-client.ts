import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Client } from '@tend/contracts/clients.contract';
import { api } from '@/lib/api';
import { clientKeys } from './keys';

export async function getClient(id: string, signal?: AbortSignal): Promise<Client> {
  const body = await api.get<Client | { client: Client }>(`/clients/${encodeURIComponent(id)}`, { signal });
  return 'client' in body ? body.client : body;
}

export const clientQueryOptions = (id: string) => queryOptions({ queryKey: clientKeys.detail(id), queryFn: ({ signal }) => getClient(id, signal) });

export function useClient(id: string) {
  return useQuery(clientQueryOptions(id));
}
