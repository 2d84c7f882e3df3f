import { and, asc, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { MessageAttachment, SecureMessage } from '@tend/contracts/messaging.contract';
import type { Db } from '@tend/db/client';
import { storedFiles } from '@tend/db/schema/files';
import { messageAttachments, messageThreads, secureMessages, threadReads } from '@tend/db/schema/messaging';
import { users } from '@tend/db/schema/users';
import type { Actor } from '../../auth/actor';
import { clientSideUser, sideOf, visibleThreads } from './thread-scope';

/** Thrown inside the send's transaction so the message rolls back with the claim. */
export class AttachmentTakenError extends Error {}

type MessageRow = typeof secureMessages.$inferSelect;

/**
 * The messages of threads the caller has already found visible (threadsRepo.row): pages, sends,
 * attachments. Attachments are reached only through a visible thread or as the caller's own
 * unsent upload.
 */
export function messagesRepo(db: Db, actor: Actor) {
  const side = sideOf(actor);

  /** When the side that did not write it read it: the earliest read mark of that side past the message. */
  const readAt = sql<Date | null>`(select min(${threadReads.lastReadAt}) from ${threadReads} join ${users} on ${users.id} = ${threadReads.userId}
    where ${threadReads.threadId} = ${secureMessages.threadId} and ${threadReads.lastReadAt} >= ${secureMessages.createdAt}
    and ${clientSideUser} = (${secureMessages.senderSide} = 'practice'))`.mapWith(threadReads.lastReadAt);

  async function views(rows: MessageRow[]): Promise<SecureMessage[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [extra, files] = await Promise.all([
      db
        .select({ id: secureMessages.id, senderName: users.name, readAt })
        .from(secureMessages)
        .leftJoin(users, eq(users.id, secureMessages.senderId))
        .where(inArray(secureMessages.id, ids)),
      db
        .select({ messageId: messageAttachments.messageId, ...attachmentColumns })
        .from(messageAttachments)
        .innerJoin(storedFiles, eq(storedFiles.id, messageAttachments.fileId))
        .where(inArray(messageAttachments.messageId, ids))
        .orderBy(asc(messageAttachments.createdAt)),
    ]);
    return rows.map((r) => {
      const more = extra.find((e) => e.id === r.id);
      return {
        id: r.id,
        thread_id: r.threadId,
        sender_side: r.senderSide,
        sender_id: r.senderId,
        sender_name: more?.senderName ?? null,
        body: r.body,
        created_at: r.createdAt.toISOString(),
        attachments: files.filter((f) => f.messageId === r.id).map(toAttachmentView),
        read_at: more?.readAt ? more.readAt.toISOString() : null,
      };
    });
  }

  return {
    views,

    /** One page of a thread, oldest first; `before` pages back. */
    async page(threadId: string, options: { before?: string; limit: number }): Promise<{ messages: SecureMessage[]; hasMore: boolean }> {
      const rows = await db
        .select()
        .from(secureMessages)
        .where(and(eq(secureMessages.threadId, threadId), options.before ? lt(secureMessages.createdAt, new Date(options.before)) : undefined))
        .orderBy(desc(secureMessages.createdAt), desc(secureMessages.id))
        .limit(options.limit + 1);
      const hasMore = rows.length > options.limit;
      return { messages: await views(rows.slice(0, options.limit).reverse()), hasMore };
    },

    /** The caller's earlier message with this key (a retried send), or null. */
    async byClientKey(clientKey: string): Promise<MessageRow | null> {
      const [row] = await db
        .select()
        .from(secureMessages)
        .where(and(eq(secureMessages.senderId, actor.userId), eq(secureMessages.clientKey, clientKey)))
        .limit(1);
      return row ?? null;
    },

    /**
     * Writes a message with the caller's own unsent uploads attached (call inside a transaction);
     * 'attachment_missing' when one of them is not such an upload.
     */
    async send(threadId: string, input: { body: string; attachmentIds: string[]; clientKey?: string }, now: Date): Promise<MessageRow | 'attachment_missing'> {
      const attachmentIds = [...new Set(input.attachmentIds)];
      if (attachmentIds.length > 0) {
        const mine = await db
          .select({ id: messageAttachments.id })
          .from(messageAttachments)
          .where(and(inArray(messageAttachments.id, attachmentIds), eq(messageAttachments.uploadedBy, actor.userId), isNull(messageAttachments.messageId)));
        if (mine.length !== attachmentIds.length) return 'attachment_missing';
      }
      const [message] = await db
        .insert(secureMessages)
        .values({ threadId, senderId: actor.userId, senderSide: side, body: input.body, clientKey: input.clientKey ?? null, createdAt: now })
        .returning();
      if (attachmentIds.length > 0) {
        // Claimed only while still unsent: a concurrent send of the same file takes none of them.
        const claimed = await db
          .update(messageAttachments)
          .set({ messageId: message!.id })
          .where(and(inArray(messageAttachments.id, attachmentIds), eq(messageAttachments.uploadedBy, actor.userId), isNull(messageAttachments.messageId)))
          .returning({ id: messageAttachments.id });
        if (claimed.length !== attachmentIds.length) throw new AttachmentTakenError();
      }
      await db.update(messageThreads).set({ lastMessageAt: now }).where(eq(messageThreads.id, threadId));
      // The sender has read their own thread up to their message.
      await db
        .insert(threadReads)
        .values({ threadId, userId: actor.userId, lastReadAt: now })
        .onConflictDoUpdate({
          target: [threadReads.threadId, threadReads.userId],
          set: { lastReadAt: sql`greatest(${threadReads.lastReadAt}, excluded.last_read_at)` },
        });
      return message!;
    },

    /** Records an upload (the file is already stored) as the caller's, not yet sent. */
    async addUpload(fileId: string, now: Date): Promise<string> {
      const [row] = await db.insert(messageAttachments).values({ fileId, uploadedBy: actor.userId, createdAt: now }).returning({ id: messageAttachments.id });
      return row!.id;
    },

    /**
     * An attachment the caller may download: on a message of a thread they may see, or their own
     * unsent upload. With the thread it belongs to (null while unsent).
     */
    async attachment(attachmentId: string) {
      const [row] = await db
        .select({ fileId: messageAttachments.fileId, threadId: secureMessages.threadId, clientId: messageThreads.clientId })
        .from(messageAttachments)
        .innerJoin(storedFiles, eq(storedFiles.id, messageAttachments.fileId))
        .leftJoin(secureMessages, eq(secureMessages.id, messageAttachments.messageId))
        .leftJoin(messageThreads, eq(messageThreads.id, secureMessages.threadId))
        .where(
          and(
            eq(messageAttachments.id, attachmentId),
            eq(storedFiles.practiceId, actor.practiceId),
            sql`((${messageAttachments.messageId} is null and ${messageAttachments.uploadedBy} = ${actor.userId}) or (${messageAttachments.messageId} is not null and ${visibleThreads(db, actor)}))`,
          ),
        )
        .limit(1);
      return row ?? null;
    },
  };
}

const attachmentColumns = {
  id: messageAttachments.id,
  fileName: storedFiles.fileName,
  mediaType: storedFiles.mediaType,
  sizeBytes: storedFiles.sizeBytes,
};

export const toAttachmentView = (a: { id: string; fileName: string; mediaType: string; sizeBytes: number }): MessageAttachment => ({
  id: a.id,
  file_name: a.fileName,
  media_type: a.mediaType,
  size_bytes: a.sizeBytes,
});
