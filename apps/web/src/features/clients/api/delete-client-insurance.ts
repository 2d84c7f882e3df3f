import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { toast } from '@/lib/toast';
import { clientDetailKeys, clientPath } from './client-detail-keys';

/** DELETE /api/clients/:id/insurance/:policyId: the next policy moves up. */
export function deleteClientInsurance(clientId: string, policyId: string): Promise<{ ok: true }> {
  return api.request<{ ok: true }>(`${clientPath(clientId)}/insurance/${encodeURIComponent(policyId)}`, { method: 'DELETE' });
}

export function useDeleteClientInsurance(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (policyId: string) => deleteClientInsurance(clientId, policyId),
    onSuccess: () => {
      toast('Policy removed', 'success');
      return queryClient.invalidateQueries({ queryKey: clientDetailKeys.insurance(clientId) });
    },
  });
}
