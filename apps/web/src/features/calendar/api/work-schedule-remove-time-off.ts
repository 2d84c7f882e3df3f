import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { toast } from '@/lib/toast';
import { workScheduleKeys } from './work-schedule-keys';

/** DELETE /api/work-schedule/time-off/:id. */
export function removeTimeOff(id: string): Promise<{ ok: true }> {
  return api.request<{ ok: true }>(`/work-schedule/time-off/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useRemoveTimeOff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeTimeOff,
    onSuccess: () => {
      toast('Time off removed', 'success');
      return queryClient.invalidateQueries({ queryKey: workScheduleKeys.all });
    },
  });
}
