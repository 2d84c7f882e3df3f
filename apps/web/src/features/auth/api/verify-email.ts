import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VerifyEmailRequest, VerifyEmailResponse } from '@tend/contracts/email-verification.contract';
import { api } from '@/lib/api';
import { meQueryKey } from '@/lib/session/me-query';

/** POST /api/auth/verify-email: the link's token confirms the address (signed in or not). */
export function verifyEmail(body: VerifyEmailRequest): Promise<VerifyEmailResponse> {
  return api.post<VerifyEmailResponse>('/auth/verify-email', body, { refreshOn401: false });
}

export function useVerifyEmail() {
  const client = useQueryClient();
  return useMutation({ mutationFn: verifyEmail, onSuccess: () => client.invalidateQueries({ queryKey: meQueryKey }) });
}
