import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PracticeUser } from '@tend/contracts/users.contract';
import { api } from '@/lib/api';
import { adminKeys } from './keys';

export function listUsers(signal?: AbortSignal): Promise<{ users: PracticeUser[] }> {
  return api.get<{ users: PracticeUser[] }>('/users', { signal });
}

export const usersQueryOptions = queryOptions({
  queryKey: adminKeys.users(),
  queryFn: ({ signal }) => listUsers(signal),
});

export function useUsers() {
  return useQuery(usersQueryOptions);
}
