import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DevConsole, RetryJobResponse } from '@tend/contracts/dev-console.contract';
import { api } from '@/lib/api';

const devConsoleKey = ['dev', 'console'] as const;

/** GET /api/dev/console, refreshed every 15 s while the page is open. */
export function useDevConsole() {
  return useQuery({
    queryKey: devConsoleKey,
    queryFn: ({ signal }) => api.get<DevConsole>('/dev/console', { signal }),
    refetchInterval: 15_000,
  });
}

/** Runs a failed job again from its first attempt. */
export function useRetryJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<RetryJobResponse>(`/dev/jobs/${id}/retry`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: devConsoleKey }),
  });
}
