import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { SearchResponse } from '@tend/contracts/search.contract';
import { api } from '@/lib/api';

export function search(q: string, signal?: AbortSignal): Promise<SearchResponse> {
  return api.get<SearchResponse>('/search', { query: { q }, signal });
}

/** Spec 5: blank text is never sent. */
export function searchQueryOptions(q: string) {
  const text = q.trim();
  return queryOptions({
    queryKey: ['search', text] as const,
    queryFn: ({ signal }) => search(text, signal),
    enabled: text.length > 0,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}

export function useSearch(q: string) {
  return useQuery(searchQueryOptions(q));
}
