import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AcceptPortalInviteRequest, AcceptPortalInviteResponse } from '@tend/contracts/portal.contract';
import { api } from '@/lib/api';
import { acceptSignIn } from '@/lib/session/sign-in';

/** POST /api/portal-invites/accept: sets the password and signs in, or links an existing client account. */
export function acceptPortalInvite(body: AcceptPortalInviteRequest): Promise<AcceptPortalInviteResponse> {
  return api.post<AcceptPortalInviteResponse>('/portal-invites/accept', body, { refreshOn401: false });
}

export function useAcceptPortalInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptPortalInvite,
    onSuccess: async (answer) => {
      if (answer.outcome === 'signed_in') {
        const { outcome: _outcome, ...signedIn } = answer;
        await acceptSignIn(queryClient, signedIn);
      }
    },
  });
}
