import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { taskKeys } from './keys';

/** DELETE /api/tasks/:id (a task written by hand, by whoever wrote it). */
export function deleteTask(id: string): Promise<{ ok: true }> {
  return api.request<{ ok: true }>(`/tasks/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function useDeleteTask() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteTask, onSuccess: () => queryClient.invalidateQueries({ queryKey: taskKeys.all }) });
}
