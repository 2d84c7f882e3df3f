import { clientIdParamsSchema, safetyPlanResponseSchema, saveSafetyPlanRequestSchema, type SafetyPlanResponse } from '@tend/contracts/risk.contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '@tend/db/client';
import type { Actor } from '../../auth/actor';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { rawResponse } from '../../http/response-contract';
import { route, type Audit } from '../../http/route';
import { findVisibleClient } from '../client-details/client-record';
import { riskAudit } from './risk-audit';
import { closeFollowUps } from './risk-followup';
import { sendSafetyPlanPdf } from './safety-plan-file';
import { toSafetyPlanView, withLifeline } from './safety-plan-view';
import { safetyPlansRepo, type SafetyPlanRow } from './safety-plans.repo';

/**
 * Changes a visible client's current plan in one transaction with its audit event (and, unless
 * it stops sharing, closes the client's open risk follow-up tasks). `change` gets
 * the current plan (null when none) and returns the audit action. A client the caller may not
 * see, or a plan `change` finds missing (it throws notFound), answers 404, audited as not found.
 */
async function writePlan(
  { db, actor, audit, now }: { db: Db; actor: Actor; audit: Audit; now: Date },
  clientId: string,
  change: (tx: Db, current: SafetyPlanRow | null) => Promise<string>,
): Promise<SafetyPlanResponse> {
  let clientKnown = false;
  try {
    const saved = await db.transaction(async (tx) => {
      if (!(await findVisibleClient(tx, actor, clientId))) throw notFound('Client');
      clientKnown = true;
      const repo = safetyPlansRepo(tx, actor);
      const action = await change(tx, await repo.current(clientId));
      const row = (await repo.current(clientId))!;
      // Saving or sharing the plan is the follow-up of the client's earlier assessments.
      if (action !== 'unshare') await closeFollowUps(tx, clientId, now);
      await audit(riskAudit.safetyPlan(action, row.plan.id, clientId), tx);
      return row;
    });
    return { plan: toSafetyPlanView(saved) };
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) await audit(riskAudit.safetyPlan('update', null, clientKnown ? clientId : null, 'not_found'));
    throw error;
  }
}

/** The practice's side of safety plans: read, save, share or stop sharing, PDF. */
export function registerSafetyPlanRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  /** The client's current plan (null when none): audited, another person's client answers 404. */
  const readPlan = async (actor: Actor, audit: Audit, clientId: string, action: string) => {
    const client = await findVisibleClient(db, actor, clientId);
    const row = client ? await safetyPlansRepo(db, actor).current(clientId) : null;
    await audit(riskAudit.safetyPlan(action, row?.plan.id ?? null, client ? clientId : null, client ? 'success' : 'not_found'));
    if (!client) throw notFound('Client');
    return row;
  };

  route(app, {
    method: 'GET',
    url: '/api/clients/:id/safety-plan',
    access: 'clients:read',
    params: clientIdParamsSchema,
    response: safetyPlanResponseSchema,
    handler: async ({ actor, params, audit }) => {
      const row = await readPlan(actor, audit, params.id, 'read');
      return { plan: row ? toSafetyPlanView(row) : null };
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/clients/:id/safety-plan.pdf',
    access: 'clients:read',
    params: clientIdParamsSchema,
    response: rawResponse('The client’s current safety plan as a PDF, shown inline.', 'application/pdf'),
    handler: async ({ actor, params, audit, reply }) => {
      const row = await readPlan(actor, audit, params.id, 'export');
      if (!row) throw notFound('Safety plan');
      return sendSafetyPlanPdf(db, actor, reply, row);
    },
  });

  route(app, {
    method: 'PUT',
    url: '/api/clients/:id/safety-plan',
    access: 'risk:write',
    params: clientIdParamsSchema,
    body: saveSafetyPlanRequestSchema,
    response: safetyPlanResponseSchema,
    handler: ({ actor, params, body, audit, now }) =>
      writePlan({ db, actor, audit, now }, params.id, async (tx, current) => {
        const repo = safetyPlansRepo(tx, actor);
        if (body.assessment_id && !(await repo.assessmentOfClient(body.assessment_id, params.id)))
          throw badRequest('body.assessment_id: not an assessment of this client', [
            { field: 'body.assessment_id', message: 'Not an assessment of this client' },
          ]);
        const values = {
          sections: withLifeline(body.sections),
          ...(body.assessment_id !== undefined ? { assessmentId: body.assessment_id } : {}),
        };
        if (current) {
          await repo.update(current.plan.id, values, now);
          return 'update';
        }
        await repo.create(params.id, values, now);
        return 'create';
      }),
  });

  for (const [method, action] of [
    ['POST', 'share'],
    ['DELETE', 'unshare'],
  ] as const) {
    route(app, {
      method,
      url: '/api/clients/:id/safety-plan/share',
      access: 'risk:write',
      params: clientIdParamsSchema,
      response: safetyPlanResponseSchema,
      handler: ({ actor, params, audit, now }) =>
        writePlan({ db, actor, audit, now }, params.id, async (tx, current) => {
          if (!current) throw notFound('Safety plan');
          // Sharing again keeps the first time it was shared.
          const sharedAt = action === 'share' ? (current.plan.sharedAt ?? now) : null;
          await safetyPlansRepo(tx, actor).update(current.plan.id, { sharedAt }, now);
          return action;
        }),
    });
  }
}
