import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthResponse, LoginRequest } from '@tend/contracts/auth.contract';
import { api } from '@/lib/api';
import { acceptSignIn } from '@/lib/session/sign-in';

export function login(body: LoginRequest): Promise<AuthResponse> {
  return api.post<AuthResponse>('/auth/login', body, { refreshOn401: false });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: login, onSuccess: (answer) => acceptSignIn(queryClient, answer) });
}
