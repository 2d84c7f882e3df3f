import { clientsWithMessagesResponseSchema } from '@tend/contracts/clients.contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';

export function registerClientMessagesRoutes(app: FastifyInstance): void {
  /**
   * Spec 7: the bell polls this for unread client messages. Secure messaging is not built yet,
   * so no client has a message: the honest answer is an empty list, not invented counts.
   */
  route(app, {
    method: 'GET',
    url: '/api/client/clients-with-messages',
    access: 'clients:read',
    response: clientsWithMessagesResponseSchema,
    handler: async () => ({ clients: [] as { id: string; name: string; unread_count: number }[] }),
  });
}
