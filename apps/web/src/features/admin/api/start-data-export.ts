import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateDataExport, DataExportResponse } from '@tend/contracts/data-exports.contract';
import { api } from '@/lib/api';
import { dataExportsQueryOptions } from './list-data-exports';

/** POST /api/admin/exports: queues an export; a retried request with the same key answers the same export. */
export function useStartDataExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CreateDataExport; idempotencyKey: string }) =>
      api.post<DataExportResponse>('/admin/exports', body, { idempotencyKey }),
    onSuccess: () => client.invalidateQueries({ queryKey: dataExportsQueryOptions.queryKey }),
  });
}
