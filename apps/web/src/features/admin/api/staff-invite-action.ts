import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffInviteResponse } from '@tend/contracts/staff-users.contract';
import { api } from '@/lib/api';
import { toast } from '@/lib/toast';
import { staffKeys } from './list-staff';

export type StaffInviteAction = 'resend' | 'revoke';

/** POST /api/admin/invites/:id/resend (a new link; the old one stops working) or DELETE /api/admin/invites/:id. */
export function runStaffInviteAction(id: string, action: StaffInviteAction): Promise<StaffInviteResponse> {
  return action === 'resend'
    ? api.post<StaffInviteResponse>(`/admin/invites/${id}/resend`)
    : api.request<StaffInviteResponse>(`/admin/invites/${id}`, { method: 'DELETE' });
}

export function useStaffInviteAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: StaffInviteAction }) => runStaffInviteAction(id, action),
    onSuccess: ({ invite }, { action }) => {
      toast(action === 'resend' ? `A new invitation is on its way to ${invite.email}` : `Invitation to ${invite.email} withdrawn`, 'success');
      return queryClient.invalidateQueries({ queryKey: staffKeys.all });
    },
  });
}
