import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeResponse } from '@tend/contracts/auth.contract';
import type { UpdateProfileRequest } from '@tend/contracts/users.contract';
import { api } from '../api';
import { meQueryKey } from './me-query';
import { storeUser } from './stored-user';

export function updateMe(body: UpdateProfileRequest): Promise<MeResponse> {
  return api.patch<MeResponse>('/users/me', body);
}

export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMe,
    onSuccess: ({ user }) => {
      storeUser(user);
      queryClient.setQueryData(meQueryKey, user);
    },
  });
}
