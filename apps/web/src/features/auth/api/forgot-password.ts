import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordRequest } from '@tend/contracts/auth.contract';
import { api } from '@/lib/api';

export interface ForgotPasswordAnswer {
  ok: true;
  message: string;
}

export function requestPasswordReset(body: ForgotPasswordRequest): Promise<ForgotPasswordAnswer> {
  return api.post<ForgotPasswordAnswer>('/auth/forgot-password', body, { refreshOn401: false });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
