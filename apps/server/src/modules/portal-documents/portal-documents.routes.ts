import {
  clientDocumentDetailSchema,
  clientDocumentsResponseSchema,
  portalDocumentParamsSchema,
  signDocumentRequestSchema,
} from '@tend/contracts/portal-documents.contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors';
import { rawResponse } from '../../http/response-contract';
import { route } from '../../http/route';
import { documentAudit } from './document-audit';
import { sendDocumentFile } from './document-files';
import { toDocumentDetail, toDocumentView } from './document-view';
import { clientDocumentsRepo } from './documents.repo';
import { registerPracticeDocumentRoutes } from './practice-documents.routes';
import { signDocument } from './sign-document';

/** The portal's side: my documents (and my minors'), reading one, downloads, and signing. */
function registerPortalSideRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  route(app, {
    method: 'GET',
    url: '/api/portal/documents',
    access: 'portal:self',
    response: clientDocumentsResponseSchema,
    handler: async ({ actor, audit }) => {
      const rows = await clientDocumentsRepo(db, actor).list();
      // One event per client record whose documents were shown.
      for (const clientId of new Set(rows.map((r) => r.document.clientId)))
        await audit({ action: 'list_documents', recordType: 'client', recordId: clientId, clientId, outcome: 'success' });
      return { documents: rows.map(toDocumentView) };
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/portal/documents/:id',
    access: 'portal:self',
    params: portalDocumentParamsSchema,
    response: clientDocumentDetailSchema,
    handler: async ({ actor, params, audit }) => {
      const row = await clientDocumentsRepo(db, actor).get(params.id);
      await audit(documentAudit('read_document', params.id, row?.document.clientId ?? null));
      if (!row) throw notFound('Document');
      return toDocumentDetail(row, actor.userId);
    },
  });

  for (const which of ['file', 'signed-pdf'] as const) {
    route(app, {
      method: 'GET',
      url: `/api/portal/documents/:id/${which}`,
      access: 'portal:self',
      params: portalDocumentParamsSchema,
      response: rawResponse(which === 'file' ? 'The shared file, as a download.' : 'The signed PDF, as a download.', 'application/pdf', 'image/*'),
      handler: ({ actor, params, audit, reply }) => sendDocumentFile({ db, actor, audit, reply }, which, params.id),
    });
  }

  route(app, {
    method: 'POST',
    url: '/api/portal/documents/:id/sign',
    access: 'portal:self',
    params: portalDocumentParamsSchema,
    body: signDocumentRequestSchema,
    response: clientDocumentDetailSchema,
    handler: ({ actor, params, body, audit, now, request }) => signDocument({ services: app.services, actor, audit, now, ip: request.ip }, params.id, body),
  });
}

/** Portal documents: the practice shares, the client reads and signs. */
export function registerPortalDocumentsRoutes(app: FastifyInstance): void {
  registerPracticeDocumentRoutes(app);
  registerPortalSideRoutes(app);
}
