import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MfaStatus } from '@tend/contracts/mfa.contract';
import { api } from '@/lib/api';

export const getMfaStatus = (signal?: AbortSignal) => api.get<MfaStatus>('/account/mfa', { signal });

export const mfaStatusQueryOptions = queryOptions({ queryKey: ['account', 'mfa'] as const, queryFn: ({ signal }) => getMfaStatus(signal) });

export const useMfaStatus = () => useQuery(mfaStatusQueryOptions);
