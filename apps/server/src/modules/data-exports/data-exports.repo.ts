import { and, desc, eq } from 'drizzle-orm';
import type { DataExport } from '@tend/contracts/data-exports.contract';
import type { Db } from '@tend/db/client';
import { clients } from '@tend/db/schema/clients';
import { storedFiles } from '@tend/db/schema/files';
import { dataExports } from '@tend/db/schema/staff-access';
import { users } from '@tend/db/schema/users';
import { clientDisplayName } from '../clients/client-view';

/** The most exports the list shows (newest first); older ones stay in the table. */
const listLimit = 100;

type Row = {
  export: typeof dataExports.$inferSelect;
  client: { firstName: string; lastName: string; preferredName: string | null } | null;
  requesterName: string | null;
  file: { fileName: string; sizeBytes: number } | null;
};

export function toDataExportView(row: Row): DataExport {
  const e = row.export;
  return {
    id: e.id,
    scope: e.scope,
    client_id: e.clientId,
    client_name: row.client ? clientDisplayName(row.client) : null,
    format: e.format,
    status: e.status,
    progress: e.progress,
    size_bytes: row.file?.sizeBytes ?? null,
    file_name: row.file?.fileName ?? null,
    error: e.error,
    requested_by_name: row.requesterName,
    created_at: e.createdAt.toISOString(),
    finished_at: e.finishedAt?.toISOString() ?? null,
    downloaded_at: e.downloadedAt?.toISOString() ?? null,
  };
}

/** A practice's exports: every query is held to the caller's practice, so another practice's export looks missing. */
export function dataExportsRepo(db: Db, practiceId: string) {
  const base = () =>
    db
      .select({
        export: dataExports,
        client: { firstName: clients.firstName, lastName: clients.lastName, preferredName: clients.preferredName },
        requesterName: users.name,
        file: { fileName: storedFiles.fileName, sizeBytes: storedFiles.sizeBytes },
      })
      .from(dataExports)
      .leftJoin(clients, eq(clients.id, dataExports.clientId))
      .leftJoin(users, eq(users.id, dataExports.requestedBy))
      .leftJoin(storedFiles, eq(storedFiles.id, dataExports.fileId));

  return {
    async list(): Promise<DataExport[]> {
      const rows = await base().where(eq(dataExports.practiceId, practiceId)).orderBy(desc(dataExports.createdAt), desc(dataExports.id)).limit(listLimit);
      return rows.map(toDataExportView);
    },

    async get(id: string): Promise<DataExport | null> {
      const [row] = await base()
        .where(and(eq(dataExports.practiceId, practiceId), eq(dataExports.id, id)))
        .limit(1);
      return row ? toDataExportView(row) : null;
    },

    /** Whether the client is one of this practice's. */
    async hasClient(clientId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: clients.id })
        .from(clients)
        .where(and(eq(clients.practiceId, practiceId), eq(clients.id, clientId)))
        .limit(1);
      return !!row;
    },
  };
}
