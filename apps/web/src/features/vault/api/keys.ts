import type { EntriesFilter } from './vault';

/** Every query about the vault sits under `vaultKeys.all`: a save, move or delete refreshes them all. */
export const vaultKeys = {
  all: ['vault'] as const,
  folders: () => [...vaultKeys.all, 'folders'] as const,
  entries: (folderId: string, filter: EntriesFilter) => [...vaultKeys.all, 'entries', folderId, filter] as const,
};
