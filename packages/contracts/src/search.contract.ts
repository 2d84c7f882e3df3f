import { z } from 'zod';

export const searchQuerySchema = z.object({
  q: z.string().trim().min(1, 'Search text is required').max(100),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const searchResultSchema = z.object({
  kind: z.enum(['client', 'note', 'conversation']),
  id: z.uuid(),
  title: z.string(),
  subtitle: z.string(),
  /** App path to open the result, e.g. /clients/{id}. */
  link: z.string(),
});
export type SearchResult = z.infer<typeof searchResultSchema>;

export const searchResponseSchema = z.object({ results: z.array(searchResultSchema) });
export type SearchResponse = z.infer<typeof searchResponseSchema>;
