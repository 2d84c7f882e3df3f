import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { meQueryOptions } from '@/lib/session/me-query';
import { useGoHome } from '@/lib/session/go-home';
import { CheckingLogin } from '@/components/checking-login';

/**
 * Spec 2.1: the OAuth return. The provider has set the session cookie by the time the browser
 * lands here; the user is read afresh and sent home, or to /login when no session came back.
 */
export default function CallbackPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const goHome = useGoHome();

  useEffect(() => {
    let cancelled = false;
    void queryClient
      .fetchQuery({ ...meQueryOptions, staleTime: 0 })
      .catch(() => null)
      .then(async (user) => {
        if (cancelled) return;
        if (user) await goHome(user);
        else await navigate('/login', { replace: true });
      });
    return () => {
      cancelled = true;
    };
  }, [queryClient, navigate, goHome]);

  return <CheckingLogin />;
}
