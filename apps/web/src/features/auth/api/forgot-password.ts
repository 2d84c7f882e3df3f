import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ForgotPasswordRequest, forgotPasswordResponseSchema } from '@tend/contracts/auth.contract';
import { api } from '@/lib/api';

export type ForgotPasswordAnswer = z.infer<typeof forgotPasswordResponseSchema>;

export function requestPasswordReset(body: ForgotPasswordRequest): Promise<ForgotPasswordAnswer> {
  return api.post<ForgotPasswordAnswer>('/auth/forgot-password', body, { refreshOn401: false });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
