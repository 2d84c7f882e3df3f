import { and, eq, lt, or, sql } from 'drizzle-orm';
import { queryRows, type Db } from '@tend/db/client';
import { engineRequests } from '@tend/db/schema/assistant';
import { messages } from '@tend/db/schema/conversations';
import type { Actor } from '../../auth/actor';

/**
 * The caller's assistant requests, keyed by the client's message_id: what makes engine/respond
 * idempotent. Another user's message id looks unknown.
 */
export function engineRequestsRepo(db: Db, actor: Pick<Actor, 'userId'>) {
  const mine = (messageId: string) => and(eq(engineRequests.userId, actor.userId), eq(engineRequests.messageId, messageId));
  return {
    /**
     * Claims the message id and stores the user's message with it; a failed earlier attempt, or one
     * still 'processing' after its lease (the server died answering it), is claimed again (its
     * message is kept). Returns the user message's id, or null when the id is taken: being
     * answered, answered, or used by someone else.
     */
    async claim(messageId: string, conversationId: string, text: string, now: Date, leaseMs: number): Promise<string | null> {
      // The first claim is one statement (one round trip, atomic without a transaction): the request
      // row names the message's id before the message exists, which its foreign key allows because
      // constraints are checked at the end of the statement, after both inserts.
      const userMessageId = crypto.randomUUID();
      const at = now.toISOString();
      const [fresh] = await queryRows<{ id: string }>(
        db,
        sql`with claimed as (
              insert into ${engineRequests} (message_id, user_id, conversation_id, user_message_id, status, created_at, claimed_at)
              values (${messageId}, ${actor.userId}, ${conversationId}, ${userMessageId}, 'processing', ${at}, ${at})
              on conflict do nothing
              returning user_message_id
            )
            insert into ${messages} (id, conversation_id, role, content, created_at)
            select user_message_id, ${conversationId}::uuid, 'user', ${text}::text, ${at}::timestamptz from claimed
            returning id`,
      );
      if (fresh) return fresh.id;
      const abandoned = and(eq(engineRequests.status, 'processing'), lt(engineRequests.claimedAt, new Date(now.getTime() - leaseMs)));
      const [retry] = await db
        .update(engineRequests)
        .set({ status: 'processing', claimedAt: now })
        .where(and(mine(messageId), eq(engineRequests.conversationId, conversationId), or(eq(engineRequests.status, 'failed'), abandoned)))
        .returning({ userMessageId: engineRequests.userMessageId });
      return retry?.userMessageId ?? null;
    },

    async get(messageId: string) {
      const [row] = await db.select().from(engineRequests).where(mine(messageId));
      return row ?? null;
    },

    /** The engine failed: the id may be claimed again by a retry. */
    async markFailed(messageId: string, now: Date) {
      await db.update(engineRequests).set({ status: 'failed', finishedAt: now }).where(mine(messageId));
    },
  };
}
