import { useQuery } from '@tanstack/react-query';
import type { TasksResponse } from '@tend/contracts/tasks.contract';
import { api } from '@/lib/api';
import { taskKeys, type TaskListParams } from './keys';

/** GET /api/tasks?view=…: one list, open first by due time. */
export function listTasks({ view, clientId, includeDone }: TaskListParams, signal?: AbortSignal): Promise<TasksResponse> {
  const query = new URLSearchParams({ view, ...(clientId ? { client_id: clientId } : {}), ...(includeDone ? { include_done: 'true' } : {}) });
  return api.get<TasksResponse>(`/tasks?${query.toString()}`, { signal });
}

export function useTasks(params: TaskListParams, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: taskKeys.list(params), queryFn: ({ signal }) => listTasks(params, signal), enabled });
}
