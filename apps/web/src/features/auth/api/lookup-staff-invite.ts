import { useQuery } from '@tanstack/react-query';
import type { LookupStaffInviteResponse } from '@tend/contracts/staff-users.contract';
import { api } from '@/lib/api';

/** GET /api/auth/staff-invites/:token: the practice, e-mail, name and role of a usable invitation; 404 otherwise. */
export function lookupStaffInvite(token: string, signal?: AbortSignal): Promise<LookupStaffInviteResponse> {
  return api.get<LookupStaffInviteResponse>(`/auth/staff-invites/${encodeURIComponent(token)}`, { signal, refreshOn401: false });
}

export function useStaffInviteLookup(token: string) {
  return useQuery({
    queryKey: ['staff-invite', token] as const,
    queryFn: ({ signal }) => lookupStaffInvite(token, signal),
    enabled: token.length > 0,
    staleTime: Infinity,
    retry: false,
  });
}
