import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { dateInZone } from '@tend/contracts/calendar-days';
import type { Db } from '@tend/db/client';
import { storedFiles } from '@tend/db/schema/files';
import { practices } from '@tend/db/schema/practices';
import { dataExports } from '@tend/db/schema/staff-access';
import { users } from '@tend/db/schema/users';
import { recordAudit } from '../../audit/audit';
import { actorFromUser } from '../../auth/actor';
import { idsOf } from '../../audit/ids-of';
import { maskMessage } from '../../http/log-safety';
import { defineJob } from '../../jobs/define-job';
import { exportRecords } from './export-records';
import { buildFhirBundle } from './fhir-bundle';
import { buildZipBundle } from './zip-bundle';

export const dataExportJobKind = 'build_data_export';

/** What the job keeps in jobs.result: which clients' records went into the file (the download's audit names them). */
export const dataExportResultSchema = z.object({ client_ids: z.array(z.uuid()) });

const markFailed = (db: Db, exportId: string, message: string, now: Date) =>
  db
    .update(dataExports)
    .set({ status: 'failed', error: maskMessage(message), finishedAt: now })
    .where(and(eq(dataExports.id, exportId), inArray(dataExports.status, ['queued', 'running'])));

/** The admin who asked, as the caller the note PDFs' record headers are read for (null when their account is gone). */
async function requesterActor(db: Db, userId: string | null) {
  const [user] = userId ? await db.select().from(users).where(eq(users.id, userId)) : [];
  return user ? actorFromUser(user, null) : null;
}

/**
 * Builds one export: reads the records a page at a time, reports progress on the export's row,
 * stores the file in stored_files and marks the export ready. A failure marks it failed with a
 * masked reason (no names or numbers from the records) and is not retried: the admin starts a
 * new export, which reads the records afresh.
 */
export const buildDataExport = defineJob({
  kind: dataExportJobKind,
  payload: z.object({ exportId: z.uuid() }),
  budgetMs: 30 * 60_000,
  async run({ exportId }, { db, clock, signal }) {
    const [found] = await db
      .select({ export: dataExports, timeZone: practices.timeZone })
      .from(dataExports)
      .innerJoin(practices, eq(practices.id, dataExports.practiceId))
      .where(eq(dataExports.id, exportId));
    if (!found || !['queued', 'running'].includes(found.export.status)) return { skipped: true };
    const { export: row, timeZone } = found;
    await db.update(dataExports).set({ status: 'running', progress: 0, error: null }).where(eq(dataExports.id, exportId));

    let shown = 0;
    const progress = async (percent: number) => {
      signal.throwIfAborted();
      const value = Math.min(99, Math.max(shown, Math.round(percent)));
      if (value === shown) return;
      shown = value;
      await db.update(dataExports).set({ progress: value }).where(eq(dataExports.id, exportId));
    };

    try {
      const records = exportRecords(db, { practiceId: row.practiceId, clientId: row.scope === 'client' ? row.clientId : null });
      const now = clock();
      const made =
        row.format === 'fhir'
          ? await buildFhirBundle(records, { exportId, now, timeZone, progress })
          : await buildZipBundle(db, records, {
              scopeLabel: row.scope === 'client' ? 'one client' : 'whole practice',
              now,
              timeZone,
              progress,
              actor: await requesterActor(db, row.requestedBy),
            });
      const day = dateInZone(now, timeZone).toString();
      const who = row.scope === 'client' ? `client-${row.clientId!.slice(0, 8)}` : 'practice';
      const fileName = `tend-export-${who}-${day}.${row.format === 'fhir' ? 'fhir.json' : 'zip'}`;
      const finished = clock();
      await db.transaction(async (tx) => {
        const [file] = await tx
          .insert(storedFiles)
          .values({
            practiceId: row.practiceId,
            fileName,
            mediaType: row.format === 'fhir' ? 'application/fhir+json' : 'application/zip',
            sizeBytes: made.bytes.byteLength,
            sha256: createHash('sha256').update(made.bytes).digest('hex'),
            content: made.bytes,
            uploadedBy: row.requestedBy,
          })
          .returning({ id: storedFiles.id });
        await tx.update(dataExports).set({ status: 'ready', progress: 100, fileId: file!.id, finishedAt: finished }).where(eq(dataExports.id, exportId));
        // The records were read for the admin who asked: recorded as their export of these clients.
        const [requester] = row.requestedBy
          ? await tx.select({ userId: users.id, role: users.role, practiceId: users.practiceId }).from(users).where(eq(users.id, row.requestedBy))
          : [];
        await recordAudit(
          tx,
          { actor: requester ?? null, ip: null, now: finished },
          { action: 'export', recordType: 'client', recordId: idsOf(made.clientIds.map((id) => ({ id }))), clientId: row.clientId, outcome: 'success' },
        );
      });
      return { client_ids: made.clientIds };
    } catch (error) {
      await markFailed(db, exportId, error instanceof Error ? error.message : String(error), clock());
      return { failed: true };
    }
  },
  async onFailed({ exportId }, { db, clock }, reason) {
    await markFailed(db, exportId, reason, clock());
  },
});
