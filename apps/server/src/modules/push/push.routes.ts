import { notSubscribedMessage, pushSubscriptionRequestSchema, pushTestRequestSchema } from '@tend/contracts/push.contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pushSubscriptions } from '@tend/db/schema/push';
import { badRequest, forbidden } from '../../http/errors';
import { route } from '../../http/route';

export function registerPushRoutes(app: FastifyInstance): void {
  const { db, push } = app.services;

  route(app, {
    method: 'GET',
    url: '/api/push/public-key',
    access: 'public',
    handler: async () => ({ public_key: push.publicKey }),
  });

  route(app, {
    method: 'POST',
    url: '/api/push-subscription',
    access: 'self:read',
    body: pushSubscriptionRequestSchema,
    handler: async ({ actor, body, now, reply }) => {
      if (body.userId !== actor.userId) throw forbidden();
      const { endpoint, keys } = body.subscription;
      // An endpoint belongs to one browser: re-subscribing moves it to whoever is signed in there now.
      await db
        .insert(pushSubscriptions)
        .values({ userId: actor.userId, endpoint, p256dh: keys.p256dh, auth: keys.auth, createdAt: now })
        .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId: actor.userId, p256dh: keys.p256dh, auth: keys.auth } });
      reply.status(201);
      return { ok: true as const };
    },
  });

  route(app, {
    method: 'DELETE',
    url: '/api/push-subscription',
    access: 'self:read',
    body: pushSubscriptionRequestSchema,
    handler: async ({ actor, body }) => {
      if (body.userId !== actor.userId) throw forbidden();
      const removed = await db
        .delete(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, actor.userId), eq(pushSubscriptions.endpoint, body.subscription.endpoint)))
        .returning({ id: pushSubscriptions.id });
      return { ok: true as const, removed: removed.length };
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/push-notification/test',
    access: 'self:read',
    body: pushTestRequestSchema,
    handler: async ({ actor, body }) => {
      if (body.userId !== actor.userId) throw forbidden();
      const [any] = await db.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, actor.userId)).limit(1);
      if (!any) throw badRequest(notSubscribedMessage);
      const result = await push.sendToUser(actor.userId, { title: 'Tend', body: body.message, link: '/settings' });
      return { ok: true as const, ...result };
    },
  });
}
