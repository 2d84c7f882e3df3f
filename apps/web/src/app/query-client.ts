import { QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-error';
import { retryDelay, shouldRetryQuery } from '@/lib/retry';
import { meQueryKey } from '@/lib/session/me-query';

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    // A 401 on any call (after the client's one refresh) means the session ended: re-check the
    // user, and the guards send the screen to /login.
    queryCache: new QueryCache({
      onError(error, query) {
        if (isApiError(error) && error.status === 401 && query.queryKey[0] !== meQueryKey[0]) {
          void client.invalidateQueries({ queryKey: meQueryKey });
        }
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: shouldRetryQuery,
        retryDelay: (attempt) => retryDelay(attempt),
      },
      mutations: { retry: false },
    },
  });
  return client;
}
