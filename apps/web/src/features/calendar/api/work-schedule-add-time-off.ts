import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTimeOffRequest, TimeOff } from '@tend/contracts/work-schedule.contract';
import { api } from '@/lib/api';
import { toast } from '@/lib/toast';
import { workScheduleKeys } from './work-schedule-keys';

/** POST /api/work-schedule/time-off: 201 with the time off. */
export function addTimeOff(body: CreateTimeOffRequest): Promise<TimeOff> {
  return api.post<TimeOff>('/work-schedule/time-off', body);
}

export function useAddTimeOff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTimeOff,
    onSuccess: () => {
      toast('Time off added', 'success');
      return queryClient.invalidateQueries({ queryKey: workScheduleKeys.all });
    },
  });
}
