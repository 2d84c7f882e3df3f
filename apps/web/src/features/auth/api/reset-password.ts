import { useMutation } from '@tanstack/react-query';
import type { OkResponse, ResetPasswordRequest } from '@tend/contracts/auth.contract';
import { api } from '@/lib/api';

export function resetPassword(body: ResetPasswordRequest): Promise<OkResponse> {
  return api.post<OkResponse>('/auth/reset-password', body, { refreshOn401: false });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
