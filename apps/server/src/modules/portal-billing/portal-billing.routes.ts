import {
  portalBillingResponseSchema,
  portalStatementParamsSchema,
  portalStatementQuerySchema,
  portalSuperbillParamsSchema,
} from '@tend/contracts/billing-documents.contract';
import type { FastifyInstance } from 'fastify';
import { readStoredFile, sendStoredFile } from '../../files/stored-files';
import { notFound } from '../../http/errors';
import { rawResponse } from '../../http/response-contract';
import { route } from '../../http/route';
import { billingDocAudit } from '../billing-documents/billing-audit';
import { monthRange } from '../billing-documents/billable-charges';
import { renderClientStatement } from '../billing-documents/statement-file';
import { superbillsRepo } from '../billing-documents/superbills.repo';
import { loadPortalBilling } from './portal-billing';

/** /client/billing: a client's (or guardian's) balance, payments, statements and sent superbills. */
export function registerPortalBillingRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  route(app, {
    method: 'GET',
    url: '/api/client/billing',
    access: 'portal:self',
    response: portalBillingResponseSchema,
    handler: async ({ actor, audit }) => {
      const accounts = await loadPortalBilling(db, actor);
      for (const a of accounts) await audit({ action: 'read_billing', recordType: 'client', recordId: a.client_id, clientId: a.client_id, outcome: 'success' });
      return { accounts };
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/client/billing/:clientId/statement.pdf',
    access: 'portal:self',
    params: portalStatementParamsSchema,
    query: portalStatementQuerySchema,
    response: rawResponse('The month’s statement, as a PDF download.', 'application/pdf'),
    handler: async ({ actor, params, query, audit, reply, now }) => {
      const result = await renderClientStatement(db, actor, params.clientId, { ...monthRange(query.month), kind: 'statement' }, now, 'client');
      // Another client's id is audited as not found: the attempt is on record, nothing of theirs is shown.
      await audit(billingDocAudit('download_statement', 'statement', params.clientId, result?.client.id ?? null));
      if (!result) throw notFound('Statement');
      return sendStoredFile(reply, { fileName: `statement-${query.month}.pdf`, mediaType: 'application/pdf', content: result.bytes });
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/client/billing/superbills/:id/pdf',
    access: 'portal:self',
    params: portalSuperbillParamsSchema,
    response: rawResponse('A superbill the practice sent, as a PDF download.', 'application/pdf'),
    handler: async ({ actor, params, audit, reply }) => {
      const row = await superbillsRepo(db, actor).get(params.id);
      const file = row?.status === 'sent' && row.fileId ? await readStoredFile(db, actor.practiceId, row.fileId) : null;
      await audit(billingDocAudit('download_superbill', 'superbill', params.id, row && file ? row.clientId : null));
      if (!row || !file) throw notFound('Superbill');
      return sendStoredFile(reply, file);
    },
  });
}
