import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientListResponse } from '@tend/contracts/clients.contract';
import { api } from '@/lib/api';
import { clientKeys } from './keys';

/** The most a picker lists (the first by name); the clients page searches the whole caseload on the server. */
export const pickerLimit = 500;

/** GET /api/clients: the caller's caseload (an admin's: the practice's), first by name. */
export function listClients(signal?: AbortSignal): Promise<ClientListResponse> {
  return api.get<ClientListResponse>(`/clients?limit=${pickerLimit}`, { signal });
}

/** One cached list for every screen that picks clients. */
export const clientsQueryOptions = queryOptions({
  queryKey: clientKeys.list(),
  queryFn: ({ signal }) => listClients(signal),
});

export function useClients({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...clientsQueryOptions, enabled });
}
