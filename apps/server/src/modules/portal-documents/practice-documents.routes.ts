import { clientIdParamsSchema } from '@tend/contracts/clients.contract';
import {
  clientDocumentParamsSchema,
  clientDocumentSchema,
  clientDocumentsResponseSchema,
  documentTemplatesResponseSchema,
  shareDocumentRequestSchema,
  uploadDocumentQuerySchema,
  withdrawDocumentResponseSchema,
  type ClientDocument,
} from '@tend/contracts/portal-documents.contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '@tend/db/client';
import type { Actor } from '../../auth/actor';
import { checkUpload, storeFile, uploadLimitBytes } from '../../files/stored-files';
import { conflict, notFound } from '../../http/errors';
import { rawResponse } from '../../http/response-contract';
import { route } from '../../http/route';
import { findVisibleClient, readClientRecord } from '../client-details/client-record';
import { documentAudit, type Audit } from './document-audit';
import { sendDocumentFile } from './document-files';
import { documentTemplate, documentTemplates } from './document-templates';
import { toDocumentView } from './document-view';
import { clientDocumentsRepo, type NewDocument } from './documents.repo';

/**
 * Shares a document with a visible client in one transaction with its audit event; another
 * person's client answers 404 (audited as not found).
 */
async function share(
  { db, actor, audit }: { db: Db; actor: Actor; audit: Audit },
  clientId: string,
  create: (tx: Db) => Promise<Omit<NewDocument, 'clientId'>>,
): Promise<ClientDocument> {
  const id = await db.transaction(async (tx) => {
    if (!(await findVisibleClient(tx, actor, clientId))) return null;
    const documentId = await clientDocumentsRepo(tx, actor).create({ ...(await create(tx)), clientId });
    await audit(documentAudit('share_document', documentId, clientId), tx);
    return documentId;
  });
  if (!id) {
    await audit({ action: 'share_document', recordType: 'client', recordId: clientId, clientId: null, outcome: 'not_found' });
    throw notFound('Client');
  }
  return toDocumentView((await clientDocumentsRepo(db, actor).get(id))!);
}

/** The practice's side: a client's documents, sharing a template or a file, downloads, withdrawal. */
export function registerPracticeDocumentRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  route(app, {
    method: 'GET',
    url: '/api/document-templates',
    access: 'clients:read',
    response: documentTemplatesResponseSchema,
    handler: async () => ({ templates: [...documentTemplates] }),
  });

  route(app, {
    method: 'GET',
    url: '/api/clients/:id/documents',
    access: 'clients:read',
    params: clientIdParamsSchema,
    response: clientDocumentsResponseSchema,
    handler: ({ actor, params, audit }) =>
      readClientRecord({ db, actor, audit, clientId: params.id }, 'list_documents', async () => ({
        documents: (await clientDocumentsRepo(db, actor).list(params.id)).map(toDocumentView),
      })),
  });

  /** A consent or policy text to sign, copied from the template so later edits never change what was shared. */
  route(app, {
    method: 'POST',
    url: '/api/clients/:id/documents',
    access: 'clients:write',
    params: clientIdParamsSchema,
    body: shareDocumentRequestSchema,
    response: clientDocumentSchema,
    handler: async ({ actor, params, body, audit, now, reply }) => {
      const template = documentTemplate(body.template);
      const answer = await share({ db, actor, audit }, params.id, async () => ({
        kind: template.kind,
        title: template.title,
        body: template.body,
        fileId: null,
        requiresSignature: true,
        sharedAt: now,
      }));
      reply.status(201);
      return answer;
    },
  });

  /** A PDF or image to read: raw bytes, its type sniffed from the content, a lying extension refused. */
  route(app, {
    method: 'POST',
    url: '/api/clients/:id/documents/upload',
    bodyLimit: uploadLimitBytes,
    access: 'clients:write',
    params: clientIdParamsSchema,
    query: uploadDocumentQuerySchema,
    response: clientDocumentSchema,
    handler: async ({ actor, params, query, request, audit, now, reply }) => {
      const upload = checkUpload(request.body, request.headers['x-file-name']);
      const answer = await share({ db, actor, audit }, params.id, async (tx) => {
        const file = await storeFile(tx, { ...upload, practiceId: actor.practiceId, uploadedBy: actor.userId }, now);
        return { kind: 'shared_file', title: query.title || upload.fileName, body: null, fileId: file.id, requiresSignature: false, sharedAt: now };
      });
      reply.status(201);
      return answer;
    },
  });

  for (const which of ['file', 'signed-pdf'] as const) {
    route(app, {
      method: 'GET',
      url: `/api/clients/:id/documents/:documentId/${which}`,
      access: 'clients:read',
      params: clientDocumentParamsSchema,
      response: rawResponse(which === 'file' ? 'The shared file, as a download.' : 'The signed PDF, as a download.', 'application/pdf', 'image/*'),
      handler: ({ actor, params, audit, reply }) => sendDocumentFile({ db, actor, audit, reply }, which, params.documentId, params.id),
    });
  }

  /** Takes back a document the client has not signed; a signed one stays (409). */
  route(app, {
    method: 'DELETE',
    url: '/api/clients/:id/documents/:documentId',
    access: 'clients:write',
    params: clientDocumentParamsSchema,
    response: withdrawDocumentResponseSchema,
    handler: async ({ actor, params, audit }) => {
      const row = await clientDocumentsRepo(db, actor).get(params.documentId, params.id);
      if (!row) {
        await audit(documentAudit('withdraw_document', params.documentId, null));
        throw notFound('Document');
      }
      const withdrawn = await db.transaction(async (tx) => {
        const done = await clientDocumentsRepo(tx, actor).withdraw(params.documentId, params.id);
        if (done) await audit(documentAudit('withdraw_document', params.documentId, params.id), tx);
        return done;
      });
      if (!withdrawn) {
        await audit(documentAudit('withdraw_document', params.documentId, params.id, 'denied'));
        throw conflict('This document is signed: a signed document stays in the record.');
      }
      return { withdrawn: true as const };
    },
  });
}
