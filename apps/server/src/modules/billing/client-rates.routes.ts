import {
  billingClientParamsSchema,
  clientRateParamsSchema,
  clientRateSchema,
  clientRatesResponseSchema,
  upsertClientRateSchema,
  type ClientRate,
} from '@tend/contracts/billing.contract';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '@tend/db/client';
import { billingServices, clientRates } from '@tend/db/schema/billing';
import { badRequest, notFound } from '../../http/errors';
import { route } from '../../http/route';
import { readClientRecord, writeClientRecord } from '../client-details/client-record';
import { ensureFeeSchedule } from './fee-schedule';

/** A client's own rates beside the schedule's fee for each code. Call only for a visible client. */
async function ratesOf(db: Db, practiceId: string, clientId: string): Promise<ClientRate[]> {
  const rows = await db
    .select({ rate: clientRates, description: billingServices.description, standardFeeCents: billingServices.feeCents })
    .from(clientRates)
    .leftJoin(billingServices, and(eq(billingServices.practiceId, clientRates.practiceId), eq(billingServices.code, clientRates.serviceCode)))
    .where(and(eq(clientRates.practiceId, practiceId), eq(clientRates.clientId, clientId)))
    .orderBy(asc(clientRates.serviceCode));
  return rows.map(({ rate, description, standardFeeCents }) => ({
    service_code: rate.serviceCode,
    description: description ?? `Service ${rate.serviceCode}`,
    standard_fee_cents: standardFeeCents,
    fee_cents: rate.feeCents,
    reason: rate.reason,
  }));
}

/** Per-client rates (a sliding scale, a negotiated fee) for codes on the practice's schedule. */
export function registerClientRateRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  route(app, {
    method: 'GET',
    url: '/api/clients/:id/rates',
    access: 'billing:read',
    params: billingClientParamsSchema,
    response: clientRatesResponseSchema,
    handler: ({ actor, params, audit }) =>
      readClientRecord({ db, actor, audit, clientId: params.id }, 'list_rates', async () => ({ rates: await ratesOf(db, actor.practiceId, params.id) })),
  });

  route(app, {
    method: 'PUT',
    url: '/api/clients/:id/rates/:code',
    access: 'billing:write',
    params: clientRateParamsSchema,
    body: upsertClientRateSchema,
    response: clientRateSchema,
    handler: ({ actor, params, body, now, audit }) =>
      writeClientRecord({ db, actor, audit, clientId: params.id }, 'update_rate', async (tx) => {
        await ensureFeeSchedule(tx, actor.practiceId);
        const [service] = await tx
          .select({ code: billingServices.code })
          .from(billingServices)
          .where(and(eq(billingServices.practiceId, actor.practiceId), eq(billingServices.code, params.code)));
        if (!service) throw badRequest(`params.code: ${params.code} is not on the practice's fee schedule`);
        const values = { feeCents: body.fee_cents, reason: body.reason, updatedAt: now };
        await tx
          .insert(clientRates)
          .values({ practiceId: actor.practiceId, clientId: params.id, serviceCode: params.code, ...values })
          .onConflictDoUpdate({ target: [clientRates.clientId, clientRates.serviceCode], set: values });
        return (await ratesOf(tx, actor.practiceId, params.id)).find((r) => r.service_code === params.code)!;
      }),
  });

  route(app, {
    method: 'DELETE',
    url: '/api/clients/:id/rates/:code',
    access: 'billing:write',
    params: clientRateParamsSchema,
    response: clientRatesResponseSchema,
    handler: ({ actor, params, audit }) =>
      writeClientRecord({ db, actor, audit, clientId: params.id }, 'delete_rate', async (tx) => {
        const removed = await tx
          .delete(clientRates)
          .where(and(eq(clientRates.practiceId, actor.practiceId), eq(clientRates.clientId, params.id), eq(clientRates.serviceCode, params.code)))
          .returning({ id: clientRates.id });
        if (removed.length === 0) throw notFound('Rate');
        return { rates: await ratesOf(tx, actor.practiceId, params.id) };
      }),
  });
}
