import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { isApiError } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { meQueryKey, unwrapUser } from '@/lib/session/me-query';
import { CheckingLogin } from '@/components/checking-login';

type SessionState = 'ok' | 'expired' | 'failed';

/** A fresh current-user call; a 401 tells the user their session expired. */
async function checkSession(queryClient: QueryClient, signal: AbortSignal): Promise<SessionState> {
  try {
    const user = unwrapUser(await api.get<unknown>('/auth/me', { signal }));
    if (!user) return 'failed';
    queryClient.setQueryData(meQueryKey, user);
    return 'ok';
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      queryClient.setQueryData(meQueryKey, null);
      toast('Session expired — please sign in', 'warning');
      return 'expired';
    }
    return 'failed';
  }
}

/**
 * Spec 2.6: admin screens guarded only by a session check — if it is not ok, /login keeping
 * the origin; a 401 also toasts 'Session expired — please sign in'.
 */
export function SessionCheck({ children }: { children: ReactNode }) {
  const location = useLocation();
  const queryClient = useQueryClient();
  const check = useQuery({
    queryKey: ['auth', 'session-check', location.pathname] as const,
    queryFn: ({ signal }) => checkSession(queryClient, signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

  if (check.isPending) return <CheckingLogin />;
  if (check.data !== 'ok') return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return children;
}
