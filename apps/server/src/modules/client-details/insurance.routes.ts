import {
  clientItemParamsSchema,
  createInsuranceRequestSchema,
  deductibleMetTooHigh,
  insurancePolicySchema,
  insuranceRankLabels,
  insuranceResponseSchema,
  maxInsuranceRank,
  subscriberNameNeeded,
  updateInsuranceRequestSchema,
  type InsurancePolicy,
  type InsuranceResponse,
} from '@tend/contracts/client-details.contract';
import { okResponseSchema } from '@tend/contracts/auth.contract';
import { clientIdParamsSchema } from '@tend/contracts/clients.contract';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { badRequest, conflict, notFound } from '../../http/errors';
import { route } from '../../http/route';
import { readClientRecord, writeClientRecord } from './client-record';
import { insuranceRepo, toPolicyView, type PolicyColumns } from './insurance.repo';

/** The columns a create or update sets (only the fields sent); a policy of the client's own carries no separate subscriber. */
function policyColumns(body: z.output<typeof updateInsuranceRequestSchema>): PolicyColumns {
  const columns: PolicyColumns = {};
  if (body.payer_name !== undefined) columns.payerName = body.payer_name;
  if (body.payer_id !== undefined) columns.payerId = body.payer_id || null;
  if (body.member_id !== undefined) columns.memberId = body.member_id;
  if (body.group_number !== undefined) columns.groupNumber = body.group_number || null;
  if (body.subscriber_relationship !== undefined) columns.subscriberRelationship = body.subscriber_relationship;
  if (body.subscriber_name !== undefined) columns.subscriberName = body.subscriber_name || null;
  if (body.subscriber_date_of_birth !== undefined) columns.subscriberDateOfBirth = body.subscriber_date_of_birth;
  if (body.copay_cents !== undefined) columns.copayCents = body.copay_cents;
  if (body.coinsurance_percent !== undefined) columns.coinsurancePercent = body.coinsurance_percent;
  if (body.deductible_cents !== undefined) columns.deductibleCents = body.deductible_cents;
  if (body.deductible_met_cents !== undefined) columns.deductibleMetCents = body.deductible_met_cents;
  // Without a deductible nothing of one is met.
  if (columns.deductibleCents === null) columns.deductibleMetCents ??= 0;
  if (columns.subscriberRelationship === 'self') Object.assign(columns, { subscriberName: null, subscriberDateOfBirth: null });
  return columns;
}

const rankName = (rank: number) => (insuranceRankLabels[rank] ?? `rank ${rank}`).toLowerCase();

export function registerInsuranceRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  route(app, {
    method: 'GET',
    url: '/api/clients/:id/insurance',
    access: 'clients:read',
    params: clientIdParamsSchema,
    response: insuranceResponseSchema,
    handler: async ({ actor, params, audit }): Promise<InsuranceResponse> => {
      const rows = await readClientRecord({ db, actor, audit, clientId: params.id }, 'list_insurance', () => insuranceRepo(db, actor).list(params.id));
      return { policies: rows.map(toPolicyView) };
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/clients/:id/insurance',
    access: 'clients:write',
    params: clientIdParamsSchema,
    body: createInsuranceRequestSchema,
    response: insurancePolicySchema,
    handler: async ({ actor, params, body, reply, audit }): Promise<InsurancePolicy> => {
      const row = await writeClientRecord({ db, actor, audit, clientId: params.id }, 'add_insurance', async (tx) => {
        const repo = insuranceRepo(tx, actor);
        const taken = new Set((await repo.list(params.id)).map((p) => p.rank));
        const rank = body.rank ?? [1, 2, 3].find((r) => !taken.has(r));
        if (rank === undefined) throw conflict(`This client already has ${maxInsuranceRank} policies; remove one first.`);
        if (taken.has(rank)) throw conflict(`This client already has a ${rankName(rank)} policy; change that one first.`);
        const columns = policyColumns(body);
        return repo.add(params.id, { ...columns, payerName: body.payer_name, memberId: body.member_id, rank });
      });
      reply.status(201);
      return toPolicyView(row);
    },
  });

  route(app, {
    method: 'PATCH',
    url: '/api/clients/:id/insurance/:itemId',
    access: 'clients:write',
    params: clientItemParamsSchema,
    body: updateInsuranceRequestSchema,
    response: insurancePolicySchema,
    handler: async ({ actor, params, body, audit }): Promise<InsurancePolicy> => {
      const row = await writeClientRecord({ db, actor, audit, clientId: params.id }, 'update_insurance', async (tx) => {
        const repo = insuranceRepo(tx, actor);
        const before = await repo.get(params.id, params.itemId);
        if (!before) throw notFound('Insurance policy');
        const columns = policyColumns(body);
        const relationship = columns.subscriberRelationship ?? before.subscriberRelationship;
        const subscriber = columns.subscriberName === undefined ? before.subscriberName : columns.subscriberName;
        if (relationship !== 'self' && !subscriber) throw badRequest(`body.subscriber_name: ${subscriberNameNeeded}`);
        // Checked on the policy as it will be: a lower deductible sent alone must still cover what was met.
        const deductible = columns.deductibleCents === undefined ? before.deductibleCents : columns.deductibleCents;
        const met = columns.deductibleMetCents ?? before.deductibleMetCents;
        if (met > (deductible ?? 0))
          throw badRequest(`${body.deductible_met_cents === undefined ? 'body.deductible_cents' : 'body.deductible_met_cents'}: ${deductibleMetTooHigh}`);
        if (body.rank !== undefined && body.rank !== before.rank) {
          // Taking another policy's rank swaps the two, so "make primary" is one call.
          const holder = (await repo.list(params.id)).find((p) => p.rank === body.rank);
          if (holder) await repo.update(params.id, holder.id, { rank: before.rank });
          columns.rank = body.rank;
        }
        return (await repo.update(params.id, params.itemId, columns))!;
      });
      return toPolicyView(row);
    },
  });

  route(app, {
    method: 'DELETE',
    url: '/api/clients/:id/insurance/:itemId',
    access: 'clients:write',
    params: clientItemParamsSchema,
    response: okResponseSchema,
    handler: async ({ actor, params, audit }) => {
      await writeClientRecord({ db, actor, audit, clientId: params.id }, 'remove_insurance', async (tx) => {
        const repo = insuranceRepo(tx, actor);
        if (!(await repo.remove(params.id, params.itemId))) throw notFound('Insurance policy');
        // The next policy moves up: removing the primary makes the secondary primary.
        for (const [index, policy] of (await repo.list(params.id)).entries()) {
          if (policy.rank !== index + 1) await repo.update(params.id, policy.id, { rank: index + 1 });
        }
      });
      return { ok: true as const };
    },
  });
}
