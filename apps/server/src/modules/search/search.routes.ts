import { searchQuerySchema, searchResponseSchema, type SearchResponse } from '@tend/contracts/search.contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { callerTimeZone } from '../users/caller-time-zone';
import { searchRepo } from './search.repo';

export function registerSearchRoutes(app: FastifyInstance): void {
  route(app, {
    method: 'GET',
    url: '/api/search',
    access: 'search:use',
    query: searchQuerySchema,
    response: searchResponseSchema,
    handler: async ({ actor, query, audit }): Promise<SearchResponse> => {
      const results = await searchRepo(app.services.db, actor).everything(
        query.q,
        {
          clients: actor.permissions.includes('clients:read'),
          notes: actor.permissions.includes('notes:read'),
          conversations: actor.permissions.includes('conversations:use'),
        },
        await callerTimeZone(app.services.db, actor),
      );
      // The search text may name a client, so it is not recorded; the touch itself is.
      await audit({ action: 'search', recordType: 'search', outcome: 'success' });
      return { results };
    },
  });
}
