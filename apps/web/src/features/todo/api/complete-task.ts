import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Task } from '@tend/contracts/tasks.contract';
import { api } from '@/lib/api';
import { taskKeys } from './keys';

/** POST /api/tasks/:id/complete, or /reopen to tick it back. */
export function setTaskDone(id: string, done: boolean): Promise<Task> {
  return api.post<Task>(`/tasks/${encodeURIComponent(id)}/${done ? 'complete' : 'reopen'}`, {});
}

export function useSetTaskDone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, done }: { id: string; done: boolean }) => setTaskDone(id, done),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.all }),
  });
}
