import { okResponseSchema } from '@tend/contracts/auth.contract';
import {
  markAllReadResponseSchema,
  notificationIdParamsSchema,
  notificationsQuerySchema,
  notificationsResponseSchema,
  type NotificationsResponse,
} from '@tend/contracts/notifications.contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { forbidden, notFound, unauthorized } from '../../http/errors';
import { refuseForeignSocketOrigin } from '../../http/csrf';
import { callerOf, route } from '../../http/route';
import { recordAudit } from '../../audit/audit';
import { idsOf } from '../../audit/ids-of';
import { notificationsRepo, toNotificationView } from './notifications.repo';

const socketParams = z.object({ uuid: z.uuid() });

export function registerNotificationRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  route(app, {
    method: 'GET',
    url: '/api/notifications',
    access: 'self:read',
    query: notificationsQuerySchema,
    response: notificationsResponseSchema,
    handler: async ({ actor, query, audit }): Promise<NotificationsResponse> => {
      const { rows, unread } = await notificationsRepo(db, actor).list(query.limit, query.unread === 'true');
      // Titles and messages may name clients: the ids shown are recorded (never the text).
      await audit({ action: 'list', recordType: 'notification', recordId: idsOf(rows), outcome: 'success' });
      return { notifications: rows.map(toNotificationView), unread_count: unread };
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/notifications/:id/read',
    access: 'self:read',
    params: notificationIdParamsSchema,
    response: okResponseSchema,
    handler: async ({ actor, params, now, audit }) => {
      if (!(await notificationsRepo(db, actor).markRead(params.id, now))) {
        await audit({ action: 'mark_read', recordType: 'notification', recordId: params.id, outcome: 'not_found' });
        throw notFound('Notification');
      }
      return { ok: true as const };
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/notifications/read-all',
    access: 'self:read',
    response: markAllReadResponseSchema,
    handler: async ({ actor, now }) => ({ ok: true as const, updated: await notificationsRepo(db, actor).markAllRead(now) }),
  });

  /**
   * /ws/notifications/{uuid}: the signed-in user's own live events, authenticated by the session
   * cookie on the handshake. A foreign Origin is refused (cross-site WebSocket hijacking).
   */
  app.route({
    method: 'GET',
    url: '/ws/notifications/:uuid',
    config: { access: 'session' },
    websocket: true,
    preValidation: async (request) => {
      refuseForeignSocketOrigin(request);
      const params = socketParams.safeParse(request.params);
      request.actor = await callerOf(app, request);
      if (!request.actor) throw unauthorized();
      if (!params.success || params.data.uuid !== request.actor.userId) {
        const attempt = { action: 'subscribe', recordType: 'notification_stream', recordId: params.data?.uuid ?? null, outcome: 'denied' as const };
        await recordAudit(db, { actor: request.actor, ip: request.ip, now: app.services.clock() }, attempt);
        throw forbidden('This notification stream belongs to another user.');
      }
    },
    handler: (socket, request) => {
      const { userId, sessionHash } = request.actor!;
      app.services.hub.add(userId, socket, sessionHash);
      socket.send(JSON.stringify({ type: 'ready', user_id: userId }));
    },
  });
}
