import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthResponse, RegisterRequest } from '@tend/contracts/auth.contract';
import { api } from '@/lib/api';
import { acceptSignIn } from '@/lib/session/sign-in';

export function register(body: RegisterRequest): Promise<AuthResponse> {
  return api.post<AuthResponse>('/auth/register', body, { refreshOn401: false });
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: register, onSuccess: (answer) => acceptSignIn(queryClient, answer) });
}
