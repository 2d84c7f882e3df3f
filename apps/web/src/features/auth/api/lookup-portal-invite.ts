import { useQuery } from '@tanstack/react-query';
import type { LookupPortalInviteResponse } from '@tend/contracts/portal.contract';
import { api } from '@/lib/api';

/** GET /api/portal-invites/lookup: whether an invitation link still works, its practice and a masked e-mail. */
export function lookupPortalInvite(token: string, signal?: AbortSignal): Promise<LookupPortalInviteResponse> {
  return api.get<LookupPortalInviteResponse>('/portal-invites/lookup', { query: { token }, signal, refreshOn401: false });
}

export function usePortalInviteLookup(token: string) {
  return useQuery({
    queryKey: ['portal-invite', token] as const,
    queryFn: ({ signal }) => lookupPortalInvite(token, signal),
    enabled: token.length > 0,
    staleTime: Infinity,
    retry: false,
  });
}
