import { clientsWithMessagesResponseSchema, type ClientsWithMessagesResponse } from '@tend/contracts/clients.contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { unreadMessageCounts } from '../messaging/unread-counts';

export function registerClientMessagesRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  /**
   * Spec 7: the bell polls this every 30 s. A clinician gets the visible clients (and couples) with
   * unread messages from the client side; a client-like user gets their own threads with unread
   * messages from the practice — an answer that fits them rather than a 403. Others get none.
   */
  route(app, {
    method: 'GET',
    url: '/api/client/clients-with-messages',
    access: 'session',
    response: clientsWithMessagesResponseSchema,
    handler: async ({ actor, audit }): Promise<ClientsWithMessagesResponse> => {
      const clients = await unreadMessageCounts(db, actor);
      // Names of clients with unread messages are client records; an empty answer touches none.
      if (clients.length > 0)
        await audit({ action: 'list_unread_threads', recordType: 'message_thread', recordId: `${clients.length} threads`, outcome: 'success' });
      return { clients };
    },
  });
}
