import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateInsuranceRequest, InsurancePolicy } from '@tend/contracts/client-details.contract';
import { api } from '@/lib/api';
import { toast } from '@/lib/toast';
import { clientDetailKeys, clientPath } from './client-detail-keys';

/** POST /api/clients/:id/insurance, or PATCH …/:policyId when editing one (taking a held rank swaps the two). */
export function saveClientInsurance(clientId: string, policyId: string | null, body: CreateInsuranceRequest): Promise<InsurancePolicy> {
  const path = `${clientPath(clientId)}/insurance`;
  return policyId ? api.patch<InsurancePolicy>(`${path}/${encodeURIComponent(policyId)}`, body) : api.post<InsurancePolicy>(path, body);
}

export function useSaveClientInsurance(clientId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ policyId, body }: { policyId: string | null; body: CreateInsuranceRequest }) => saveClientInsurance(clientId, policyId, body),
    onSuccess: (policy) => {
      toast(`${policy.payer_name} saved`, 'success');
      return queryClient.invalidateQueries({ queryKey: clientDetailKeys.insurance(clientId) });
    },
  });
}
