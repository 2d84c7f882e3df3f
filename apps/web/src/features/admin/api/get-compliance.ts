import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ComplianceResponse } from '@tend/contracts/compliance.contract';
import { api } from '@/lib/api';
import { adminKeys } from './keys';

/** GET /api/admin/compliance: computed live by the server on every call. */
export const complianceQueryOptions = queryOptions({
  queryKey: adminKeys.compliance(),
  queryFn: ({ signal }) => api.get<ComplianceResponse>('/admin/compliance', { signal }),
  staleTime: 0,
});

export const useCompliance = (enabled: boolean) => useQuery({ ...complianceQueryOptions, enabled });
