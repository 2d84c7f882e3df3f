import { complianceResponseSchema } from '@tend/contracts/compliance.contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { complianceChecks } from './compliance-checks';

/** /admin/compliance: the live checklist. Reading it is recorded, as reading the audit trail is. */
export function registerComplianceRoutes(app: FastifyInstance): void {
  const { db, env } = app.services;

  route(app, {
    method: 'GET',
    url: '/api/admin/compliance',
    access: 'admin:settings',
    response: complianceResponseSchema,
    handler: async ({ actor, now, audit }) => {
      const items = await complianceChecks(db, env, actor.practiceId, now);
      await audit({ action: 'read', recordType: 'compliance_report', recordId: actor.practiceId, outcome: 'success' });
      return { checked_at: now.toISOString(), items };
    },
  });
}
