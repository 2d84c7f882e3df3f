import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { toast } from '@/lib/toast';
import { clientDetailKeys, clientPath } from './client-detail-keys';

/** DELETE /api/clients/:id/guardians/:guardianId. */
export function deleteClientGuardian(clientId: string, guardianId: string): Promise<{ ok: true }> {
  return api.request<{ ok: true }>(`${clientPath(clientId)}/guardians/${encodeURIComponent(guardianId)}`, { method: 'DELETE' });
}

export function useDeleteClientGuardian(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (guardianId: string) => deleteClientGuardian(clientId, guardianId),
    onSuccess: () => {
      toast('Guardian removed', 'success');
      return queryClient.invalidateQueries({ queryKey: clientDetailKeys.guardians(clientId) });
    },
  });
}
