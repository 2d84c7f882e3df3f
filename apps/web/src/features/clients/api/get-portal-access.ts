import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { PortalAccessResponse } from '@tend/contracts/portal.contract';
import { api } from '@/lib/api';
import { clientPath } from './client-detail-keys';
import { clientKeys } from './keys';

/** Under the client's own key, so an edit of the client (its e-mail) refreshes it too. */
export const portalAccessKey = (clientId: string) => [...clientKeys.detail(clientId), 'portal-access'] as const;

/** GET /api/clients/:id/portal-access: who has a portal account for this record, and which invitations are open. */
export function getPortalAccess(clientId: string, signal?: AbortSignal): Promise<PortalAccessResponse> {
  return api.get<PortalAccessResponse>(`${clientPath(clientId)}/portal-access`, { signal });
}

export function usePortalAccess(clientId: string) {
  return useQuery({ queryKey: portalAccessKey(clientId), queryFn: ({ signal }) => getPortalAccess(clientId, signal) });
}

/** An invitation or revocation on one record shows on its couple partner's card too: every portal-access view refreshes. */
export function invalidatePortalAccess(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ predicate: (query) => query.queryKey.at(-1) === 'portal-access' });
}
