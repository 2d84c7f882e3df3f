import { useCallback } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../api';
import { clearAllStorage } from '../storage-keys';
import { skipDemoAutoLoginOnce } from './demo-auto-login';
import { meQueryKey } from './me-query';

/** Spec 4 and 8: tell the server, but whatever it answers, clear both storages. */
export async function logout(queryClient: QueryClient): Promise<void> {
  try {
    await api.post('/auth/logout', undefined, { refreshOn401: false });
  } catch (error) {
    console.error('Logout failed; signing out locally', error);
  }
  clearAllStorage();
  skipDemoAutoLoginOnce();
  await queryClient.cancelQueries({ queryKey: meQueryKey });
  queryClient.setQueryData(meQueryKey, null);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== meQueryKey[0] });
}

/** Logout, then /login — even when the server call failed. */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    await logout(queryClient);
    await navigate('/login', { replace: true });
  }, [queryClient, navigate]);
}
