import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { VaultEntry, VaultFolder, VaultSaveRequest } from '@tend/contracts/vault.contract';
import { api } from '@/lib/api';
import { vaultKeys } from './keys';

export function vaultFoldersQueryOptions() {
  return queryOptions({
    queryKey: vaultKeys.folders(),
    queryFn: async ({ signal }) => (await api.get<{ folders: VaultFolder[] }>('/vault/folders', { signal })).folders,
  });
}

export function useVaultFolders() {
  return useQuery(vaultFoldersQueryOptions());
}

export interface EntriesFilter {
  search?: string;
  tag?: string;
}

export function useVaultEntries(folderId: string, filter: EntriesFilter) {
  return useQuery({
    queryKey: vaultKeys.entries(folderId, filter),
    queryFn: ({ signal }) =>
      api.get<{ folder?: VaultFolder; entries: VaultEntry[] }>(`/vault/folders/${encodeURIComponent(folderId)}/entries`, {
        signal,
        query: { search: filter.search || undefined, tag: filter.tag || undefined },
      }),
  });
}

export interface VaultSaveResponse {
  entry: VaultEntry;
  folder_created: boolean;
}

export function useSaveToVault() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: VaultSaveRequest) => api.post<VaultSaveResponse>('/vault/save', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: vaultKeys.all }),
  });
}

export interface VaultEntryUpdate {
  title?: string | null;
  tags?: string[];
  folder_id?: string;
}

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
