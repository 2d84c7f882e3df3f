import type { QueryClient } from '@tanstack/react-query';
import type { AuthResponse } from '@tend/contracts/auth.contract';
import { meQueryKey } from './me-query';
import { storeUser } from './stored-user';

/** Login, register and demo login answer the same: keep the user and token, update the auth state. */
export function acceptSignIn(queryClient: QueryClient, answer: AuthResponse): void {
  storeUser(answer.user, answer.access_token);
  queryClient.setQueryData(meQueryKey, answer.user);
}
