import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginRequest, LoginResponse } from '@tend/contracts/auth.contract';
import { api } from '@/lib/api';
import { acceptSignIn } from '@/lib/session/sign-in';

/** Signed in, or a second factor is owed (`second_factor`: the page shows that step). */
export function login(body: LoginRequest): Promise<LoginResponse> {
  return api.post<LoginResponse>('/auth/login', body, { refreshOn401: false });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: async (answer) => {
      if ('user' in answer) await acceptSignIn(queryClient, answer);
    },
  });
}
