import type { QueryClient } from '@tanstack/react-query';
import type { AuthResponse } from '@tend/contracts/auth.contract';
import { meQueryKey } from './me-query';
import { storeUser } from './stored-user';

/**
 * Login, register and demo login answer the same: keep the user and token, update the auth
 * state. A user check still in flight (sent before the session cookie existed) would answer
 * 401 and overwrite the new user, so it is cancelled first.
 */
export async function acceptSignIn(queryClient: QueryClient, answer: AuthResponse): Promise<void> {
  storeUser(answer.user, answer.access_token);
  await queryClient.cancelQueries({ queryKey: meQueryKey });
  queryClient.setQueryData(meQueryKey, answer.user);
}
