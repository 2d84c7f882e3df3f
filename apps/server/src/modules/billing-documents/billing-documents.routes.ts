import {
  createSuperbillResponseSchema,
  createSuperbillSchema,
  statementParamsSchema,
  statementQuerySchema,
  superbillBatchResponseSchema,
  superbillBatchSchema,
  superbillParamsSchema,
  superbillSchema,
  superbillsQuerySchema,
  superbillsResponseSchema,
} from '@tend/contracts/billing-documents.contract';
import type { FastifyInstance } from 'fastify';
import { readStoredFile, sendStoredFile } from '../../files/stored-files';
import { notFound } from '../../http/errors';
import { rawResponse } from '../../http/response-contract';
import { route } from '../../http/route';
import { billingDocAudit } from './billing-audit';
import { registerClaimRoutes } from './claims.routes';
import { renderClientStatement } from './statement-file';
import { toSuperbillView } from './superbill-view';
import { createSuperbillBatch, createSuperbills } from './superbills.service';
import { superbillsRepo } from './superbills.repo';

/** Statements and invoices, superbills (spec 2.6), CMS-1500 and 837P claims. */
export function registerBillingDocumentRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  route(app, {
    method: 'GET',
    url: '/api/clients/:id/statement.pdf',
    access: 'billing:read',
    params: statementParamsSchema,
    query: statementQuerySchema,
    response: rawResponse('The statement or invoice, as a PDF download.', 'application/pdf'),
    handler: async ({ actor, params, query, audit, reply, now }) => {
      const result = await renderClientStatement(db, actor, params.id, query, now);
      await audit(billingDocAudit(`download_${query.kind}`, 'statement', params.id, result?.client.id ?? null));
      if (!result) throw notFound('Client');
      return sendStoredFile(reply, { fileName: result.fileName, mediaType: 'application/pdf', content: result.bytes });
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/superbills',
    access: 'billing:read',
    query: superbillsQuerySchema,
    response: superbillsResponseSchema,
    handler: async ({ actor, query, audit }) => {
      const rows = await superbillsRepo(db, actor).list({ clientId: query.client_id, status: query.status });
      for (const clientId of new Set(rows.map((r) => r.clientId))) await audit(billingDocAudit('list_superbills', 'superbill', null, clientId));
      return { superbills: rows.map(toSuperbillView) };
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/superbills',
    access: 'billing:write',
    body: createSuperbillSchema,
    response: createSuperbillResponseSchema,
    handler: async ({ actor, body, audit, now, reply }) => {
      const ids = await createSuperbills({ db, actor, audit, now }, body);
      const repo = superbillsRepo(db, actor);
      reply.status(201);
      return { superbills: (await Promise.all(ids.map((id) => repo.get(id)))).map((r) => toSuperbillView(r!)) };
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/superbills/batch',
    access: 'billing:write',
    body: superbillBatchSchema,
    response: superbillBatchResponseSchema,
    handler: async ({ actor, body, audit, now, reply }) => {
      const { created, skipped } = await createSuperbillBatch({ db, actor, audit, now }, body);
      const repo = superbillsRepo(db, actor);
      reply.status(201);
      return { created: (await Promise.all(created.map((id) => repo.get(id)))).map((r) => toSuperbillView(r!)), skipped };
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/superbills/:id/pdf',
    access: 'billing:read',
    params: superbillParamsSchema,
    response: rawResponse('The superbill, as a PDF download.', 'application/pdf'),
    handler: async ({ actor, params, audit, reply }) => {
      const row = await superbillsRepo(db, actor).get(params.id);
      const file = row?.fileId ? await readStoredFile(db, actor.practiceId, row.fileId) : null;
      await audit(billingDocAudit('download_superbill', 'superbill', params.id, row && file ? row.clientId : null));
      if (!row || !file) throw notFound('Superbill');
      return sendStoredFile(reply, file);
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/superbills/:id/sent',
    access: 'billing:write',
    params: superbillParamsSchema,
    response: superbillSchema,
    handler: async ({ actor, params, audit, now }) => {
      const repo = superbillsRepo(db, actor);
      const marked = await repo.markSent(params.id, now);
      const row = marked ? await repo.get(params.id) : null;
      await audit(billingDocAudit('mark_superbill_sent', 'superbill', params.id, row?.clientId ?? null));
      if (!row) throw notFound('Superbill');
      return toSuperbillView(row);
    },
  });

  registerClaimRoutes(app);
}
