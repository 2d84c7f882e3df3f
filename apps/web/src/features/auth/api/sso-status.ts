import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SsoStatusResponse } from '@tend/contracts/sso.contract';
import { api } from '@/lib/api';

/** GET /api/auth/sso: whether this server offers single sign-on, and the button's text. */
export function fetchSsoStatus(signal?: AbortSignal): Promise<SsoStatusResponse> {
  return api.get<SsoStatusResponse>('/auth/sso', { signal, refreshOn401: false });
}

export const ssoStatusQueryOptions = queryOptions({
  queryKey: ['auth', 'sso-status'] as const,
  queryFn: ({ signal }) => fetchSsoStatus(signal),
  staleTime: 5 * 60_000,
});

export function useSsoStatus() {
  return useQuery(ssoStatusQueryOptions);
}
