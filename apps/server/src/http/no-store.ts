import type { FastifyInstance } from 'fastify';

/**
 * API answers carry PHI: no browser or proxy may keep a copy. A route that chose its own
 * cache policy (the calendar feed, the SSE stream, stored files) keeps it.
 */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });
}
