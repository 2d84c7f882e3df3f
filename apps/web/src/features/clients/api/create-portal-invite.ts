import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePortalInviteRequest, PortalInvite } from '@tend/contracts/portal.contract';
import { api } from '@/lib/api';
import { toast } from '@/lib/toast';
import { clientPath } from './client-detail-keys';
import { invalidatePortalAccess } from './get-portal-access';

/** POST /api/clients/:id/portal-invites: e-mails a single-use link (a newer invitation replaces the pending one). */
export function createPortalInvite(clientId: string, body: CreatePortalInviteRequest): Promise<PortalInvite> {
  return api.post<PortalInvite>(`${clientPath(clientId)}/portal-invites`, body);
}

export function useCreatePortalInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ clientId, body }: { clientId: string; body: CreatePortalInviteRequest }) => createPortalInvite(clientId, body),
    onSuccess: (invite) => {
      toast(`Invitation sent to ${invite.email}`, 'success');
      return invalidatePortalAccess(queryClient);
    },
  });
}
