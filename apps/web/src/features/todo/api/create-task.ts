import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTaskRequest, Task } from '@tend/contracts/tasks.contract';
import { api } from '@/lib/api';
import { taskKeys } from './keys';

/** POST /api/tasks */
export function createTask(body: CreateTaskRequest): Promise<Task> {
  return api.post<Task>('/tasks', body);
}

export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createTask, onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.all }) });
}
