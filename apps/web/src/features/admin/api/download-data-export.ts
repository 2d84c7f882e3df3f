import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { saveResponse } from '@/lib/notes/file-name';
import { dataExportsQueryOptions } from './list-data-exports';

/** GET /api/admin/exports/:id/download: the file, once (the server deletes it as it sends it); saved under its name. */
export function useDownloadDataExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      saveResponse(await api.open(`/admin/exports/${id}/download`, { accept: 'application/zip, application/fhir+json', timeoutMs: null }), 'tend-export'),
    onSettled: () => client.invalidateQueries({ queryKey: dataExportsQueryOptions.queryKey }),
  });
}
