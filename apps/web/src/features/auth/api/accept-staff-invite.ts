import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AcceptStaffInviteRequest, AcceptStaffInviteResponse } from '@tend/contracts/staff-users.contract';
import { api } from '@/lib/api';
import { acceptSignIn } from '@/lib/session/sign-in';

/** POST /api/auth/staff-invites/accept: creates the account, then signs in or asks for a second factor. */
export function acceptStaffInvite(body: AcceptStaffInviteRequest): Promise<AcceptStaffInviteResponse> {
  return api.post<AcceptStaffInviteResponse>('/auth/staff-invites/accept', body, { refreshOn401: false });
}

export function useAcceptStaffInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptStaffInvite,
    onSuccess: async (answer) => {
      if ('user' in answer) await acceptSignIn(queryClient, answer);
    },
  });
}
