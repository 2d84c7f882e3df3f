import type { ClientPageQuery } from './search-clients';

/** Every query about clients sits under `clientKeys.all`. */
export const clientKeys = {
  all: ['clients'] as const,
  list: () => [...clientKeys.all, 'list'] as const,
  /** The clients page's server-side pages, one per search, filter, sort and offset. */
  pages: () => [...clientKeys.all, 'page'] as const,
  page: (query: ClientPageQuery) => [...clientKeys.pages(), query] as const,
  detail: (id: string) => [...clientKeys.all, 'detail', id] as const,
  appointments: (id: string) => [...clientKeys.detail(id), 'appointments'] as const,
  /** The clinicians an admin or supervisor may filter by or assign. */
  clinicians: () => [...clientKeys.all, 'clinicians'] as const,
  recent: (userUuid: string) => [...clientKeys.all, 'recent', userUuid] as const,
};
