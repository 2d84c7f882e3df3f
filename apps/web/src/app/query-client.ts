import { QueryClient } from '@tanstack/react-query';
import { retryDelay, shouldRetryQuery } from '../lib/retry';

export function createQueryClient(): QueryClient {
  return new QueryClient({
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
}
