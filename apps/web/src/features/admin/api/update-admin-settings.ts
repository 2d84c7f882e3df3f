import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminSettingsResponse, UpdateAdminSettingsRequest } from '@tend/contracts/admin.contract';
import { api } from '@/lib/api';
import { toast } from '@/lib/toast';
import { adminSettingsQueryOptions } from './get-admin-settings';
import { adminKeys } from './keys';
import { voiceStatusQueryKey } from '@/features/voice';

/** PATCH /api/admin/settings: the assistant fields sent; the sidebar reads the same query, so it follows at once. */
export function useUpdateAdminSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: UpdateAdminSettingsRequest) => api.patch<AdminSettingsResponse>('/admin/settings', changes),
    onSuccess: (saved) => {
      toast('Assistant settings saved', 'success');
      queryClient.setQueryData(adminSettingsQueryOptions.queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: adminKeys.compliance() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.setupGuide() });
      // Voice mode follows the switch at once, not after a reload (its status is otherwise a minute fresh).
      void queryClient.invalidateQueries({ queryKey: voiceStatusQueryKey });
    },
  });
}
