import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '@tend/db/client';
import { storedFiles } from '@tend/db/schema/files';
import { messageAttachments } from '@tend/db/schema/messaging';
import type { Actor } from '../../auth/actor';

/**
 * The files of unsent uploads matching `where`, as a subquery (deleting the file deletes its upload
 * row). The rows are locked: a send that claimed one meanwhile is seen as sent, and its file kept.
 */
const unsentFileIds = (db: Db, where: ReturnType<typeof and>) =>
  db
    .select({ id: messageAttachments.fileId })
    .from(messageAttachments)
    .where(and(isNull(messageAttachments.messageId), where))
    .for('update');

/** The caller's uploads not yet sent with a message: how many and how large, and removing one. */
export function unsentUploadsRepo(db: Db, actor: Actor) {
  return {
    /**
     * How many uploads the caller holds unsent, and their bytes together. Call inside the upload's
     * transaction: it first takes the caller's upload lock, so parallel uploads count one by one
     * rather than all passing the same check.
     */
    async usage(): Promise<{ files: number; bytes: number }> {
      await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`unsent-uploads:${actor.userId}`}, 0))`);
      const [row] = await db
        .select({ files: sql<number>`count(*)::int`, bytes: sql<number>`coalesce(sum(${storedFiles.sizeBytes}), 0)::bigint` })
        .from(messageAttachments)
        .innerJoin(storedFiles, eq(storedFiles.id, messageAttachments.fileId))
        .where(and(eq(messageAttachments.uploadedBy, actor.userId), isNull(messageAttachments.messageId)));
      return { files: Number(row?.files ?? 0), bytes: Number(row?.bytes ?? 0) };
    },

    /** Deletes one of the caller's unsent uploads with its stored bytes; false when there is no such upload. */
    async remove(attachmentId: string): Promise<boolean> {
      const gone = await db
        .delete(storedFiles)
        .where(
          and(
            eq(storedFiles.practiceId, actor.practiceId),
            inArray(storedFiles.id, unsentFileIds(db, and(eq(messageAttachments.id, attachmentId), eq(messageAttachments.uploadedBy, actor.userId)))),
          ),
        )
        .returning({ id: storedFiles.id });
      return gone.length > 0;
    },
  };
}

/**
 * Every user's uploads left unsent since before `before`, deleted with their stored bytes; answers
 * how many. Chosen (and locked) and deleted in one statement, so a file is never deleted from
 * under a message being sent.
 */
export async function deleteUnsentUploadsBefore(db: Db, before: Date): Promise<number> {
  const gone = await db
    .delete(storedFiles)
    .where(inArray(storedFiles.id, unsentFileIds(db, lt(messageAttachments.createdAt, before))))
    .returning({ id: storedFiles.id });
  return gone.length;
}
