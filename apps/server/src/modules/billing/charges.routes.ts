import {
  adjustmentRequestSchema,
  billingClientParamsSchema,
  chargeParamsSchema,
  chargeSchema,
  createChargeSchema,
  voidChargeSchema,
} from '@tend/contracts/billing.contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { requireVisibleClient } from './billing-audit';
import { createCharge, voidCharge, writeOffCharge } from './charges.service';

/** Charges by hand, voids and write-offs. Visit charges are made by the calendar's status change. */
export function registerChargeRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  route(app, {
    method: 'POST',
    url: '/api/clients/:id/charges',
    access: 'billing:write',
    params: billingClientParamsSchema,
    body: createChargeSchema,
    response: chargeSchema,
    handler: async ({ actor, params, body, audit, reply }) => {
      await requireVisibleClient(db, actor, audit, params.id, 'create', 'charge');
      const charge = await createCharge(db, actor, audit, params.id, body);
      reply.status(201);
      return charge;
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/charges/:id/void',
    access: 'billing:write',
    params: chargeParamsSchema,
    body: voidChargeSchema,
    response: chargeSchema,
    handler: ({ actor, params, body, audit, now }) => voidCharge(db, actor, audit, params.id, body.reason, now),
  });

  route(app, {
    method: 'POST',
    url: '/api/charges/:id/write-off',
    access: 'billing:write',
    params: chargeParamsSchema,
    body: adjustmentRequestSchema,
    response: chargeSchema,
    handler: ({ actor, params, body, audit }) => writeOffCharge(db, actor, audit, params.id, body),
  });
}
