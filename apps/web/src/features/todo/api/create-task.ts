import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTaskRequest, Task } from '@tend/contracts/tasks.contract';
import { api } from '@/lib/api';
import { useRepeatKey } from '@/lib/use-repeat-key';
import { taskKeys } from './keys';

/** POST /api/tasks */
export function createTask(body: CreateTaskRequest, idempotencyKey?: string): Promise<Task> {
  return api.post<Task>('/tasks', body, { idempotencyKey });
}

export function useCreateTask() {
  const queryClient = useQueryClient();
  const { keyFor, answered } = useRepeatKey();
  return useMutation({
    // A second click or a retry after a lost answer reuses the key: the task is added once.
    mutationFn: (body: CreateTaskRequest) => createTask(body, keyFor(body)),
    onSuccess: () => {
      answered();
      return queryClient.invalidateQueries({ queryKey: taskKeys.all });
    },
  });
}
