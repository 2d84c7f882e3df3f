import { billingClientParamsSchema, billingOverviewQuerySchema, billingOverviewSchema, clientLedgerSchema } from '@tend/contracts/billing.contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors';
import { route } from '../../http/route';
import { billingOverview } from './billing-overview';
import { loadClientLedger } from './client-ledger';

/** A client's ledger and the practice's billing overview, both read within the caller's scope. */
export function registerLedgerRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  route(app, {
    method: 'GET',
    url: '/api/clients/:id/ledger',
    access: 'billing:read',
    params: billingClientParamsSchema,
    response: clientLedgerSchema,
    handler: async ({ actor, params, audit }) => {
      const ledger = await loadClientLedger(db, actor, params.id);
      await audit({
        action: 'read',
        recordType: 'ledger',
        recordId: params.id,
        clientId: ledger ? params.id : null,
        outcome: ledger ? 'success' : 'not_found',
      });
      if (!ledger) throw notFound('Client');
      return ledger;
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/billing/overview',
    access: 'billing:read',
    query: billingOverviewQuerySchema,
    response: billingOverviewSchema,
    handler: async ({ actor, query, audit, now }) => {
      const overview = await billingOverview(db, actor, now, query.provider_id);
      // One event per client whose charges or payments are shown (as GET /api/superbills does).
      const shown = new Set([...overview.unpaid_charges.map((c) => c.client_id), ...overview.recent_payments.map((p) => p.client_id)]);
      if (shown.size === 0) await audit({ action: 'list', recordType: 'ledger', outcome: 'success' });
      for (const clientId of shown) await audit({ action: 'list', recordType: 'ledger', clientId, outcome: 'success' });
      return overview;
    },
  });
}
