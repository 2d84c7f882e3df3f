import { useQuery } from '@tanstack/react-query';
import type { TasksResponse } from '@tend/contracts/tasks.contract';
import { api } from '@/lib/api';
import { taskKeys } from './keys';

/** GET /api/tasks: my open tasks, most pressing first. */
export function listTasks(signal?: AbortSignal): Promise<TasksResponse> {
  return api.get<TasksResponse>('/tasks', { signal });
}

export function useMyTasks() {
  return useQuery({ queryKey: taskKeys.mine(), queryFn: ({ signal }) => listTasks(signal) });
}
