import { useMutation } from '@tanstack/react-query';
import type { ResendVerificationResponse } from '@tend/contracts/email-verification.contract';
import { api } from '../api';

/** POST /api/auth/verify-email/resend: a new confirmation link to the signed-in user's own address. */
export function resendVerification(): Promise<ResendVerificationResponse> {
  return api.post<ResendVerificationResponse>('/auth/verify-email/resend');
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
