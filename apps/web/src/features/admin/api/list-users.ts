import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PracticeUser } from '@tend/contracts/users.contract';
import { api } from '../../../lib/api';

export function listUsers(signal?: AbortSignal): Promise<{ users: PracticeUser[] }> {
  return api.get<{ users: PracticeUser[] }>('/users', { signal });
}

export const usersQueryOptions = queryOptions({
  queryKey: ['users', 'list'] as const,
  queryFn: ({ signal }) => listUsers(signal),
});

export function useUsers() {
  return useQuery(usersQueryOptions);
}
