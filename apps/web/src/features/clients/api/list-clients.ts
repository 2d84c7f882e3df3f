import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientListResponse } from '@tend/contracts/clients.contract';
import { api } from '@/lib/api';
import { clientKeys } from './keys';

/** GET /api/clients: the caller's caseload (an admin's: the practice's). */
export function listClients(signal?: AbortSignal): Promise<ClientListResponse> {
  return api.get<ClientListResponse>('/clients', { signal });
}

/** One cached list for every screen that shows or picks clients. */
export const clientsQueryOptions = queryOptions({
  queryKey: clientKeys.list(),
  queryFn: ({ signal }) => listClients(signal),
});

export function useClients({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...clientsQueryOptions, enabled });
}
