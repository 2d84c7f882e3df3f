import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Task } from '@tend/contracts/tasks.contract';
import { api } from '@/lib/api';
import { taskKeys } from './keys';

/** POST /api/tasks/:id/complete */
export function completeTask(id: string): Promise<Task> {
  return api.post<Task>(`/tasks/${encodeURIComponent(id)}/complete`, {});
}

export function useCompleteTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeTask,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.all }),
  });
}
