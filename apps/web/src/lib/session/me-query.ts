import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@tend/contracts/users.contract';
import { api } from '../api';
import { isApiError } from '../api-error';
import { readStoredUser, sessionTokenStore, storeUser } from './stored-user';

export const meQueryKey = ['auth', 'me'] as const;

/** Spec 7: the answer is the user, possibly wrapped in `user`. */
export function unwrapUser(body: unknown): User | null {
  if (typeof body !== 'object' || body === null) return null;
  const wrapped = (body as { user?: unknown }).user;
  const candidate = (wrapped ?? body) as Partial<User>;
  return typeof candidate.uuid === 'string' || typeof candidate.role === 'string' ? (candidate as User) : null;
}

/**
 * Whether a session may exist: the server's readable sign-in cookie (set and cleared with the
 * session's own) or a token kept in this tab. Without either nobody is signed in, and asking
 * would only log two 401s in the console of every public page.
 */
export function mayBeSignedIn(): boolean {
  return /(?:^|;\s*)tend_signed_in=/.test(document.cookie) || !!sessionTokenStore.get() || !!readStoredUser();
}

/** The signed-in user, or null when nobody is (401). */
export async function getMe(signal?: AbortSignal): Promise<User | null> {
  if (!mayBeSignedIn()) return null;
  try {
    const user = unwrapUser(await api.get<unknown>('/auth/me', { signal }));
    if (user) storeUser(user);
    return user;
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: ({ signal }) => getMe(signal),
  staleTime: 5 * 60_000,
});

export type AuthState = { status: 'loading'; user: null } | { status: 'ready'; user: User | null };

/** Spec 4: loading, then authenticated (a uuid, or a demo user) or not. */
export function isAuthenticated(user: Pick<User, 'uuid' | 'role' | 'demo_mode'> | null | undefined): boolean {
  return !!user && (!!user.uuid || user.role === 'demo' || user.demo_mode);
}

export function useAuth(): AuthState {
  const query = useQuery(meQueryOptions);
  if (query.isPending) return { status: 'loading', user: null };
  // A failed check (server unreachable after retries) counts as signed out: the sign-in screen says why.
  const user = query.data ?? null;
  return { status: 'ready', user: isAuthenticated(user) ? user : null };
}

/** For screens that only render once the guard has let a signed-in user through. */
export function useCurrentUser(): User | null {
  return useAuth().user;
}
