import {
  adjustmentRequestSchema,
  allocatePaymentSchema,
  billingClientParamsSchema,
  paymentParamsSchema,
  paymentSchema,
  recordPaymentSchema,
} from '@tend/contracts/billing.contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { requireVisibleClient } from './billing-audit';
import { allocatePayment, recordPayment, refundPayment } from './payments.service';

/** Money received, applied to charges, and given back. */
export function registerPaymentRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  /** 201 for a new payment; 200 with the first one when the idempotency key was seen before. */
  route(app, {
    method: 'POST',
    url: '/api/clients/:id/payments',
    access: 'billing:write',
    params: billingClientParamsSchema,
    body: recordPaymentSchema,
    response: paymentSchema,
    handler: async ({ actor, params, body, audit, reply }) => {
      await requireVisibleClient(db, actor, audit, params.id, 'create', 'payment');
      const { payment, created } = await recordPayment(db, actor, audit, params.id, body);
      reply.status(created ? 201 : 200);
      return payment;
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/payments/:id/allocations',
    access: 'billing:write',
    params: paymentParamsSchema,
    body: allocatePaymentSchema,
    response: paymentSchema,
    handler: ({ actor, params, body, audit }) => allocatePayment(db, actor, audit, params.id, body),
  });

  route(app, {
    method: 'POST',
    url: '/api/payments/:id/refund',
    access: 'billing:write',
    params: paymentParamsSchema,
    body: adjustmentRequestSchema,
    response: paymentSchema,
    handler: ({ actor, params, body, audit }) => refundPayment(db, actor, audit, params.id, body),
  });
}
