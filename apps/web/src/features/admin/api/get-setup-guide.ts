import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SetupGuideResponse } from '@tend/contracts/setup-guide.contract';
import { api } from '@/lib/api';
import { adminKeys } from './keys';

/** GET /api/admin/setup-guide: first-run steps, done from the practice's real state. */
export const setupGuideQueryOptions = queryOptions({
  queryKey: adminKeys.setupGuide(),
  queryFn: ({ signal }) => api.get<SetupGuideResponse>('/admin/setup-guide', { signal }),
  staleTime: 0,
});

export const useSetupGuide = (enabled: boolean) => useQuery({ ...setupGuideQueryOptions, enabled });
