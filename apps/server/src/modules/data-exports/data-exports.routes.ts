import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  createDataExportSchema,
  dataExportIdParamsSchema,
  dataExportListSchema,
  dataExportResponseSchema,
  type DataExportList,
  type DataExportResponse,
} from '@tend/contracts/data-exports.contract';
import { errorCodes } from '@tend/contracts/errors';
import { jobs } from '@tend/db/schema/jobs';
import { storedFiles } from '@tend/db/schema/files';
import { dataExports } from '@tend/db/schema/staff-access';
import { idsOf } from '../../audit/ids-of';
import { conflict, HttpError, notFound } from '../../http/errors';
import { runIdempotent } from '../../http/idempotency';
import { rawResponse } from '../../http/response-contract';
import { route } from '../../http/route';
import { buildDataExport, dataExportJobKind, dataExportResultSchema } from './data-export.job';
import { dataExportsRepo } from './data-exports.repo';

const exportGone = (downloadedAt: Date | null) =>
  new HttpError(
    410,
    errorCodes.exportDownloaded,
    `This export was downloaded${downloadedAt ? ` at ${downloadedAt.toISOString()}` : ''}, and its file was deleted after that one download. Start a new export for another copy.`,
  );

/** /admin/exports: an admin exports the practice's records, or one client's, and downloads the file once. */
export function registerDataExportRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  route(app, {
    method: 'POST',
    url: '/api/admin/exports',
    access: 'admin:settings',
    body: createDataExportSchema,
    response: dataExportResponseSchema,
    handler: async ({ actor, body, request, reply, audit, now }): Promise<DataExportResponse> => {
      const repo = dataExportsRepo(db, actor.practiceId);
      const clientId = body.scope === 'client' ? body.client_id! : null;
      if (clientId && !(await repo.hasClient(clientId))) {
        await audit({ action: 'create', recordType: 'data_export', recordId: null, clientId, outcome: 'not_found' });
        throw notFound('Client');
      }
      const answer = await db.transaction((tx) =>
        runIdempotent(tx, { request, reply, userId: actor.userId, scope: 'data_exports.create', body, status: 202 }, async () => {
          const [row] = await tx
            .insert(dataExports)
            .values({ practiceId: actor.practiceId, requestedBy: actor.userId, scope: body.scope, clientId, format: body.format, createdAt: now })
            .returning({ id: dataExports.id });
          await app.services.jobs.enqueue(buildDataExport, { exportId: row!.id }, { userId: actor.userId, db: tx });
          await audit({ action: 'create', recordType: 'data_export', recordId: row!.id, clientId, outcome: 'success' }, tx);
          const view = await dataExportsRepo(tx, actor.practiceId).get(row!.id);
          return { export: view! };
        }),
      );
      // Queued inside the transaction; started now that it has committed.
      app.services.jobs.kick();
      return answer;
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/admin/exports',
    access: 'admin:settings',
    response: dataExportListSchema,
    handler: async ({ actor, audit }): Promise<DataExportList> => {
      const exports = await dataExportsRepo(db, actor.practiceId).list();
      // The list names a client only for client exports; only then is reading it a touch of a record.
      const named = exports.filter((e) => e.client_id);
      if (named.length) await audit({ action: 'list', recordType: 'data_export', recordId: idsOf(named), outcome: 'success' });
      return { exports };
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/admin/exports/:id',
    access: 'admin:settings',
    params: dataExportIdParamsSchema,
    response: dataExportResponseSchema,
    handler: async ({ actor, params }): Promise<DataExportResponse> => {
      const found = await dataExportsRepo(db, actor.practiceId).get(params.id);
      if (!found) throw notFound('Export');
      return { export: found };
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/admin/exports/:id/download',
    access: 'admin:settings',
    params: dataExportIdParamsSchema,
    response: rawResponse(
      'The export file, once: a zip (bundle) or FHIR JSON. Its stored copy is deleted as it is sent.',
      'application/zip',
      'application/fhir+json',
    ),
    handler: async ({ actor, params, reply, audit, now }) => {
      const file = await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(dataExports)
          .where(and(eq(dataExports.practiceId, actor.practiceId), eq(dataExports.id, params.id)))
          .for('update');
        if (!row) return { kind: 'missing' as const };
        if (row.status === 'downloaded') return { kind: 'gone' as const, row };
        if (row.status !== 'ready' || !row.fileId)
          throw conflict(row.status === 'failed' ? 'This export failed; start a new one.' : 'This export is not ready yet.');
        const [stored] = await tx.select().from(storedFiles).where(eq(storedFiles.id, row.fileId));
        if (!stored) return { kind: 'gone' as const, row };
        await tx.update(dataExports).set({ status: 'downloaded', downloadedAt: now, fileId: null }).where(eq(dataExports.id, row.id));
        await tx.delete(storedFiles).where(eq(storedFiles.id, stored.id));
        // Which clients' records left the building, as the job that read them recorded.
        const [job] = await tx
          .select({ result: jobs.result })
          .from(jobs)
          .where(and(eq(jobs.kind, dataExportJobKind), sql`${jobs.payload} ->> 'exportId' = ${row.id}`))
          .orderBy(desc(jobs.createdAt))
          .limit(1);
        const clientIds = dataExportResultSchema.safeParse(job?.result).data?.client_ids ?? (row.clientId ? [row.clientId] : []);
        await audit({ action: 'download', recordType: 'data_export', recordId: row.id, clientId: row.clientId, outcome: 'success' }, tx);
        await audit(
          { action: 'download', recordType: 'client', recordId: idsOf(clientIds.map((id) => ({ id }))), clientId: row.clientId, outcome: 'success' },
          tx,
        );
        return { kind: 'ready' as const, stored };
      });
      if (file.kind === 'missing') {
        await audit({ action: 'download', recordType: 'data_export', recordId: params.id, outcome: 'not_found' });
        throw notFound('Export');
      }
      if (file.kind === 'gone') {
        await audit({ action: 'download', recordType: 'data_export', recordId: params.id, clientId: file.row.clientId, outcome: 'denied' });
        throw exportGone(file.row.downloadedAt);
      }
      const { stored } = file;
      return reply
        .type(stored.mediaType)
        .header('content-disposition', `attachment; filename="${stored.fileName}"`)
        .header('cache-control', 'no-store')
        .send(stored.content);
    },
  });
}
