import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AuthResponse, DemoLoginRequest } from '@tend/contracts/auth.contract';
import { api } from '@/lib/api';
import { acceptSignIn } from '@/lib/session/sign-in';

export function demoLogin(body: DemoLoginRequest): Promise<AuthResponse> {
  return api.post<AuthResponse>('/auth/demo-login', { time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone, ...body }, { refreshOn401: false });
}

export function useDemoLogin() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: demoLogin, onSuccess: (answer) => acceptSignIn(queryClient, answer) });
}
