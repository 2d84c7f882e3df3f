import { useQuery } from '@tanstack/react-query';
import type { ClientGroupsResponse } from '@tend/contracts/client-details.contract';
import { api } from '@/lib/api';
import { clientDetailKeys, clientPath } from './client-detail-keys';

/** GET /api/clients/:id/groups: the couples and families this client belongs to. */
export function listClientGroups(clientId: string, signal?: AbortSignal): Promise<ClientGroupsResponse> {
  return api.get<ClientGroupsResponse>(`${clientPath(clientId)}/groups`, { signal });
}

export function useClientGroups(clientId: string) {
  return useQuery({ queryKey: clientDetailKeys.groups(clientId), queryFn: ({ signal }) => listClientGroups(clientId, signal) });
}
