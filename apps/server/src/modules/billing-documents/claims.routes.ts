import {
  claimBatchesResponseSchema,
  claimBatchParamsSchema,
  claimBatchSchema,
  cms1500RequestSchema,
  createClaimBatchSchema,
} from '@tend/contracts/billing-documents.contract';
import type { FastifyInstance } from 'fastify';
import { readStoredFile, sendStoredFile } from '../../files/stored-files';
import { notFound } from '../../http/errors';
import { rawResponse } from '../../http/response-contract';
import { route } from '../../http/route';
import { billingDocAudit } from './billing-audit';
import { claimBatchesRepo } from './claim-batches.repo';
import { cms1500, createClaimBatch, toClaimBatchView } from './claims.service';

/** CMS-1500 forms and 837P claim batches. */
export function registerClaimRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  route(app, {
    method: 'POST',
    url: '/api/claims/cms1500',
    access: 'billing:write',
    body: cms1500RequestSchema,
    response: rawResponse('The CMS-1500 (02/12) data for the pre-printed form, as a PDF download.', 'application/pdf'),
    handler: async ({ actor, body, audit, now, reply }) => {
      const { bytes, fileName } = await cms1500({ db, actor, audit, now }, body.charge_ids);
      return sendStoredFile(reply, { fileName, mediaType: 'application/pdf', content: bytes });
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/claims/batches',
    access: 'billing:read',
    response: claimBatchesResponseSchema,
    handler: async ({ actor }) => ({ batches: (await claimBatchesRepo(db, actor).list()).map(toClaimBatchView) }),
  });

  route(app, {
    method: 'POST',
    url: '/api/claims/batches',
    access: 'billing:write',
    body: createClaimBatchSchema,
    response: claimBatchSchema,
    handler: async ({ actor, body, audit, now, reply }) => {
      const id = await createClaimBatch({ db, actor, audit, now }, body.charge_ids);
      reply.status(201);
      return toClaimBatchView((await claimBatchesRepo(db, actor).get(id))!);
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/claims/batches/:id/file',
    access: 'billing:read',
    params: claimBatchParamsSchema,
    response: rawResponse('The 837P interchange, as a text download.', 'text/plain'),
    handler: async ({ actor, params, audit, reply }) => {
      const row = await claimBatchesRepo(db, actor).get(params.id);
      const file = row?.batch.fileId ? await readStoredFile(db, actor.practiceId, row.batch.fileId) : null;
      if (!row || !file) {
        await audit(billingDocAudit('download_837p', 'claim', params.id, null));
        throw notFound('Claim batch');
      }
      for (const clientId of row.clientIds) await audit(billingDocAudit('download_837p', 'claim', params.id, clientId));
      return sendStoredFile(reply, file);
    },
  });
}
