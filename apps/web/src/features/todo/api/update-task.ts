import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Task, UpdateTaskRequest } from '@tend/contracts/tasks.contract';
import { api } from '@/lib/api';
import { taskKeys } from './keys';

/** PATCH /api/tasks/:id: only the fields sent change. */
export function updateTask(id: string, changes: UpdateTaskRequest): Promise<Task> {
  return api.patch<Task>(`/tasks/${encodeURIComponent(id)}`, changes);
}

export function useUpdateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: UpdateTaskRequest }) => updateTask(id, changes),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.all }),
  });
}
