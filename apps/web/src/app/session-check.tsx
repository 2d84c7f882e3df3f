import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api';
import { isApiError } from '../lib/api-error';
import { toast } from '../lib/toast';
import { meQueryKey, unwrapUser } from '../lib/session/me-query';
import { CheckingLogin } from '../components/checking-login';

type Check = 'checking' | 'ok' | 'failed';

/**
 * Spec 2.6: admin screens guarded only by a session check — a fresh current-user call; if it is
 * not ok, /login keeping the origin; a 401 also toasts 'Session expired — please sign in'.
 */
export function SessionCheck({ children }: { children: ReactNode }) {
  const location = useLocation();
  const queryClient = useQueryClient();
  const [check, setCheck] = useState<{ path: string; state: Check }>({ path: location.pathname, state: 'checking' });

  useEffect(() => {
    const controller = new AbortController();
    setCheck({ path: location.pathname, state: 'checking' });
    api
      .get<unknown>('/auth/me', { signal: controller.signal })
      .then((body) => {
        const user = unwrapUser(body);
        if (user) queryClient.setQueryData(meQueryKey, user);
        setCheck({ path: location.pathname, state: user ? 'ok' : 'failed' });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (isApiError(error) && error.status === 401) {
          queryClient.setQueryData(meQueryKey, null);
          toast('Session expired — please sign in', 'warning');
        }
        setCheck({ path: location.pathname, state: 'failed' });
      });
    return () => controller.abort();
  }, [location.pathname, queryClient]);

  if (check.path !== location.pathname || check.state === 'checking') return <CheckingLogin />;
  if (check.state === 'failed') {
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  }
  return children;
}
