import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DataExportList } from '@tend/contracts/data-exports.contract';
import { api } from '@/lib/api';
import { adminKeys } from './keys';

/** How often the list is re-read while an export is being built. */
export const exportPollMs = 2000;

export const dataExportsQueryOptions = queryOptions({
  queryKey: [...adminKeys.all, 'data-exports'] as const,
  queryFn: ({ signal }) => api.get<DataExportList>('/admin/exports', { signal }),
  // Re-read every 2 s while any export is queued or running; still otherwise.
  refetchInterval: (query) => (query.state.data?.exports.some((e) => e.status === 'queued' || e.status === 'running') ? exportPollMs : false),
});

/** GET /api/admin/exports: the practice's exports, newest first. */
export function useDataExports() {
  return useQuery(dataExportsQueryOptions);
}
