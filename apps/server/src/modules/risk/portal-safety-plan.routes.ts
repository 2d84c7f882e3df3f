import { portalSafetyPlanPdfQuerySchema, portalSafetyPlansResponseSchema } from '@tend/contracts/risk.contract';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../http/errors';
import { rawResponse } from '../../http/response-contract';
import { route } from '../../http/route';
import { riskAudit } from './risk-audit';
import { sendSafetyPlanPdf } from './safety-plan-file';
import { toSafetyPlanView } from './safety-plan-view';
import { safetyPlansRepo } from './safety-plans.repo';

/**
 * The portal's side: the shared current plans of the caller's own record and of the minors they
 * guard (visibleClients for a portal user). A plan not shared, or another person's, looks missing.
 */
export function registerPortalSafetyPlanRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  route(app, {
    method: 'GET',
    url: '/api/client/safety-plan',
    access: 'portal:self',
    response: portalSafetyPlansResponseSchema,
    handler: async ({ actor, audit }) => {
      const rows = await safetyPlansRepo(db, actor).sharedCurrent();
      for (const row of rows) await audit(riskAudit.safetyPlan('read', row.plan.id, row.plan.clientId));
      return {
        plans: rows.map((row) => {
          const { assessment_id: _a, updated_by_name: _u, ...plan } = toSafetyPlanView(row);
          return plan;
        }),
      };
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/client/safety-plan.pdf',
    access: 'portal:self',
    query: portalSafetyPlanPdfQuerySchema,
    response: rawResponse('A shared safety plan as a PDF, shown inline.', 'application/pdf'),
    handler: async ({ actor, query, audit, reply }) => {
      const rows = await safetyPlansRepo(db, actor).sharedCurrent();
      if (!query.client_id && rows.length > 1)
        throw badRequest('query.client_id: say whose plan', [{ field: 'query.client_id', message: 'Say whose plan: you can read more than one' }]);
      const row = query.client_id ? rows.find((r) => r.plan.clientId === query.client_id) : rows[0];
      await audit(riskAudit.safetyPlan('export', row?.plan.id ?? null, row?.plan.clientId ?? null, row ? 'success' : 'not_found'));
      if (!row) throw notFound('Safety plan');
      return sendSafetyPlanPdf(db, actor, reply, row);
    },
  });
}
