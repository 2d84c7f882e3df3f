import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PutWorkScheduleRequest, WorkSchedule } from '@tend/contracts/work-schedule.contract';
import { api } from '@/lib/api';
import { toast } from '@/lib/toast';
import { workScheduleKeys } from './work-schedule-keys';

/** PUT /api/work-schedule: the whole week and the buffer. */
export function saveWorkSchedule(body: PutWorkScheduleRequest): Promise<WorkSchedule> {
  return api.request<WorkSchedule>('/work-schedule', { method: 'PUT', body });
}

export function useSaveWorkSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWorkSchedule,
    onSuccess: () => {
      toast('Working hours saved', 'success');
      return queryClient.invalidateQueries({ queryKey: workScheduleKeys.all });
    },
  });
}
