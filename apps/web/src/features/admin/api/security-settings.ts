import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminSecuritySettings, UpdateSecuritySettings } from '@tend/contracts/admin-security.contract';
import { api } from '@/lib/api';
import { toast } from '@/lib/toast';
import { adminKeys } from './keys';

/** GET /api/admin/security-settings: the MFA rule, session limits and staff without a second factor. */
export const securitySettingsQueryOptions = queryOptions({
  queryKey: adminKeys.security(),
  queryFn: ({ signal }) => api.get<AdminSecuritySettings>('/admin/security-settings', { signal }),
});

export const useSecuritySettings = () => useQuery(securitySettingsQueryOptions);

export function useUpdateSecuritySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateSecuritySettings) => api.patch<AdminSecuritySettings>('/admin/security-settings', changes),
    onSuccess: (saved) => {
      toast('Security settings saved', 'success');
      queryClient.setQueryData(securitySettingsQueryOptions.queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: adminKeys.compliance() });
    },
  });
}
