import { useQuery } from '@tanstack/react-query';
import type { TaskAssigneesResponse } from '@tend/contracts/tasks.contract';
import { api } from '@/lib/api';
import { taskKeys } from './keys';

/** GET /api/tasks/assignees: whom I may give a task to (a therapist: only themself). */
export function listAssignees(signal?: AbortSignal): Promise<TaskAssigneesResponse> {
  return api.get<TaskAssigneesResponse>('/tasks/assignees', { signal });
}

export function useAssignees() {
  return useQuery({ queryKey: taskKeys.assignees(), queryFn: ({ signal }) => listAssignees(signal), staleTime: 5 * 60_000 });
}
