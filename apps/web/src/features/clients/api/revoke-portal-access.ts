import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PortalAccessResponse, RevokePortalAccessRequest } from '@tend/contracts/portal.contract';
import { api } from '@/lib/api';
import { toast } from '@/lib/toast';
import { clientPath } from './client-detail-keys';
import { invalidatePortalAccess } from './get-portal-access';

/** POST /api/clients/:id/portal-access/revoke: unlinks the account, withdraws invitations, signs the person out everywhere. */
export function revokePortalAccess(clientId: string, body: RevokePortalAccessRequest): Promise<PortalAccessResponse> {
  return api.post<PortalAccessResponse>(`${clientPath(clientId)}/portal-access/revoke`, body);
}

export function useRevokePortalAccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ clientId, body }: { clientId: string; body: RevokePortalAccessRequest }) => revokePortalAccess(clientId, body),
    onSuccess: () => {
      toast('Portal access revoked', 'success');
      return invalidatePortalAccess(queryClient);
    },
  });
}
