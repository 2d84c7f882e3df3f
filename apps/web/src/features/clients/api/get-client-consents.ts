import { useQuery } from '@tanstack/react-query';
import type { ClientConsentsResponse } from '@tend/contracts/client-details.contract';
import { api } from '@/lib/api';
import { clientDetailKeys, clientPath } from './client-detail-keys';

/** GET /api/clients/:id/consents: the state per kind, the whole history, and the reminder opt-out. */
export function getClientConsents(clientId: string, signal?: AbortSignal): Promise<ClientConsentsResponse> {
  return api.get<ClientConsentsResponse>(`${clientPath(clientId)}/consents`, { signal });
}

export function useClientConsents(clientId: string) {
  return useQuery({ queryKey: clientDetailKeys.consents(clientId), queryFn: ({ signal }) => getClientConsents(clientId, signal) });
}
