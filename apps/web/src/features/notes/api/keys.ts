import type { NotesFilter } from './note-calls';

/**
 * Every query about notes sits under `noteKeys.all`, so one invalidation after a write refreshes
 * the lists, the open note, the sidebar's recent notes and the assistant's completion stats.
 */
export const noteKeys = {
  all: ['notes'] as const,
  lists: () => [...noteKeys.all, 'list'] as const,
  list: (filter: Omit<NotesFilter, 'limit' | 'offset'>, page: number) => [...noteKeys.lists(), filter, page] as const,
  detail: (id: string) => [...noteKeys.all, 'detail', id] as const,
  /** Under the note, so what refreshes the note refreshes its history. */
  versions: (id: string) => [...noteKeys.detail(id), 'versions'] as const,
  version: (id: string, number: number) => [...noteKeys.versions(id), number] as const,
  /** Every user's recent notes (what a live "note created" notification refreshes). */
  recents: () => [...noteKeys.all, 'recent'] as const,
  recent: (userUuid: string) => [...noteKeys.recents(), userUuid] as const,
  completionStats: () => [...noteKeys.all, 'completion-stats'] as const,
};
