import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AiComplianceResponse, UpdateAiCompliance } from '@tend/contracts/ai-compliance.contract';
import { api } from '@/lib/api';
import { toast } from '@/lib/toast';
import { adminKeys } from './keys';

/** GET /api/admin/ai-compliance: the configured engine and the practice's BAA attestation. */
export const aiComplianceQueryOptions = queryOptions({
  queryKey: adminKeys.aiCompliance(),
  queryFn: ({ signal }) => api.get<AiComplianceResponse>('/admin/ai-compliance', { signal }),
});

export const useAiCompliance = () => useQuery(aiComplianceQueryOptions);

export function useUpdateAiCompliance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateAiCompliance) => api.patch<AiComplianceResponse>('/admin/ai-compliance', changes),
    onSuccess: (saved) => {
      toast(saved.baa_attested_at ? 'BAA attestation recorded' : 'BAA attestation withdrawn', 'success');
      queryClient.setQueryData(aiComplianceQueryOptions.queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: adminKeys.compliance() });
    },
  });
}
