import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SchedulingSettingsResponse, UpdateSchedulingSettingsRequest } from '@tend/contracts/scheduling-settings.contract';
import { api } from '@/lib/api';
import { toast } from '@/lib/toast';
import { schedulingSettingsQueryOptions } from './scheduling-settings-get';

/** PATCH /api/practice/scheduling-settings (admins): only the fields sent change. */
export function updateSchedulingSettings(changes: UpdateSchedulingSettingsRequest): Promise<SchedulingSettingsResponse> {
  return api.patch<SchedulingSettingsResponse>('/practice/scheduling-settings', changes);
}

export function useUpdateSchedulingSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSchedulingSettings,
    onSuccess: (saved) => {
      toast('Reminder settings saved', 'success');
      queryClient.setQueryData(schedulingSettingsQueryOptions.queryKey, saved);
    },
  });
}
