import { okResponseSchema } from '@tend/contracts/auth.contract';
import {
  notSubscribedMessage,
  pushEndpointRefusedMessage,
  pushPublicKeyResponseSchema,
  pushSubscriptionRequestSchema,
  pushTestRequestSchema,
  pushTestResponseSchema,
  pushUnsubscribeResponseSchema,
} from '@tend/contracts/push.contract';
import type { FastifyInstance } from 'fastify';
import { badRequest, forbidden } from '../../http/errors';
import { route } from '../../http/route';
import { pushSubscriptionsRepo } from './push.repo';

export function registerPushRoutes(app: FastifyInstance): void {
  const { db, push } = app.services;

  route(app, {
    method: 'GET',
    url: '/api/push/public-key',
    access: 'public',
    response: pushPublicKeyResponseSchema,
    handler: async () => ({ public_key: push.publicKey }),
  });

  route(app, {
    method: 'POST',
    url: '/api/push-subscription',
    access: 'self:read',
    body: pushSubscriptionRequestSchema,
    response: okResponseSchema,
    handler: async ({ actor, body, now, reply }) => {
      if (body.userId !== actor.userId) throw forbidden();
      const { endpoint, keys } = body.subscription;
      // One answer for every refusal (private address, local name, no address at all), so the
      // route tells nothing about the server's network or its resolver's names.
      if (!(await push.acceptsEndpoint(endpoint))) throw badRequest(pushEndpointRefusedMessage);
      await pushSubscriptionsRepo(db, actor).subscribe({ endpoint, p256dh: keys.p256dh, auth: keys.auth }, now);
      reply.status(201);
      return { ok: true as const };
    },
  });

  route(app, {
    method: 'DELETE',
    url: '/api/push-subscription',
    access: 'self:read',
    body: pushSubscriptionRequestSchema,
    response: pushUnsubscribeResponseSchema,
    handler: async ({ actor, body }) => {
      if (body.userId !== actor.userId) throw forbidden();
      const removed = await pushSubscriptionsRepo(db, actor).unsubscribe(body.subscription.endpoint);
      return { ok: true as const, removed };
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/push-notification/test',
    access: 'self:read',
    body: pushTestRequestSchema,
    response: pushTestResponseSchema,
    handler: async ({ actor, body }) => {
      if (body.userId !== actor.userId) throw forbidden();
      if (!(await pushSubscriptionsRepo(db, actor).hasAny())) throw badRequest(notSubscribedMessage);
      const result = await push.sendToUser(actor.userId, { title: 'Tend', body: body.message, link: '/settings' });
      return { ok: true as const, ...result };
    },
  });
}
