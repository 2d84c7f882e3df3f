import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  VaultEntriesResponse,
  VaultSaveRequest,
  vaultEntriesQuerySchema,
  vaultEntryUpdateSchema,
  vaultFoldersResponseSchema,
  vaultSaveResponseSchema,
} from '@tend/contracts/vault.contract';
import { api } from '@/lib/api';
import { useRepeatKey } from '@/lib/use-repeat-key';
import { vaultKeys } from './keys';

export function vaultFoldersQueryOptions() {
  return queryOptions({
    queryKey: vaultKeys.folders(),
    queryFn: async ({ signal }) => (await api.get<z.infer<typeof vaultFoldersResponseSchema>>('/vault/folders', { signal })).folders,
  });
}

export function useVaultFolders() {
  return useQuery(vaultFoldersQueryOptions());
}

export type EntriesFilter = z.input<typeof vaultEntriesQuerySchema>;

export function useVaultEntries(folderId: string, filter: EntriesFilter) {
  return useQuery({
    queryKey: vaultKeys.entries(folderId, filter),
    queryFn: ({ signal }) =>
      api.get<VaultEntriesResponse>(`/vault/folders/${encodeURIComponent(folderId)}/entries`, {
        signal,
        query: { search: filter.search || undefined, tag: filter.tag || undefined },
      }),
  });
}

export type VaultSaveResponse = z.infer<typeof vaultSaveResponseSchema>;

export function useSaveToVault() {
  const queryClient = useQueryClient();
  const { keyFor, answered } = useRepeatKey();
  return useMutation({
    // Saving the same thing again after a lost answer reuses its key, so the server stores it once.
    mutationFn: (body: VaultSaveRequest) => api.post<VaultSaveResponse>('/vault/save', body, { idempotencyKey: keyFor(body) }),
    onSuccess: () => {
      answered();
      return queryClient.invalidateQueries({ queryKey: vaultKeys.all });
    },
  });
}

export type VaultEntryUpdate = z.input<typeof vaultEntryUpdateSchema>;

export function useUpdateVaultEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: VaultEntryUpdate & { id: string }) => api.patch<unknown>(`/vault/entries/${encodeURIComponent(id)}`, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: vaultKeys.all }),
  });
}

export function useDeleteVaultEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.request<unknown>(`/vault/entries/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: vaultKeys.all }),
  });
}
