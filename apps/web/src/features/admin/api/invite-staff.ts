import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateStaffInviteRequest, StaffInviteResponse } from '@tend/contracts/staff-users.contract';
import { api } from '@/lib/api';
import { toast } from '@/lib/toast';
import { useRepeatKey } from '@/lib/use-repeat-key';
import { adminKeys } from './keys';
import { staffKeys } from './list-staff';

/** POST /api/admin/invites: 201 with the invite; the mail goes from a job. 409 for a known or already invited e-mail. */
export function inviteStaff(body: CreateStaffInviteRequest, idempotencyKey?: string): Promise<StaffInviteResponse> {
  return api.post<StaffInviteResponse>('/admin/invites', body, { idempotencyKey });
}

export function useInviteStaff() {
  const queryClient = useQueryClient();
  const { keyFor, answered } = useRepeatKey();
  return useMutation({
    // A retried submit after a lost answer reuses its key: one invite, one mail.
    mutationFn: (body: CreateStaffInviteRequest) => inviteStaff(body, keyFor(body)),
    onSuccess: ({ invite }) => {
      answered();
      toast(`Invitation sent to ${invite.email}`, 'success');
      void queryClient.invalidateQueries({ queryKey: adminKeys.users() });
      return queryClient.invalidateQueries({ queryKey: staffKeys.all });
    },
  });
}
