import { and, eq, lt, or } from 'drizzle-orm';
import type { Db } from '@tend/db/client';
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
     * Claims the message id and stores the user's message with it, in one transaction; a failed
     * earlier attempt, or one still 'processing' after its lease (the server died answering it), is
     * claimed again (its message is kept). Returns the user message's id, or null when the id is
     * taken: being answered, answered, or used by someone else.
     */
    claim(messageId: string, conversationId: string, text: string, now: Date, leaseMs: number): Promise<string | null> {
      return db.transaction(async (tx) => {
        const [fresh] = await tx
          .insert(engineRequests)
          .values({ messageId, userId: actor.userId, conversationId, status: 'processing', createdAt: now, claimedAt: now })
          .onConflictDoNothing()
          .returning();
        if (fresh) {
          const [userMessage] = await tx
            .insert(messages)
            .values({ conversationId, role: 'user', content: text, createdAt: now })
            .returning({ id: messages.id });
          await tx.update(engineRequests).set({ userMessageId: userMessage!.id }).where(mine(messageId));
          return userMessage!.id;
        }
        const abandoned = and(eq(engineRequests.status, 'processing'), lt(engineRequests.claimedAt, new Date(now.getTime() - leaseMs)));
        const [retry] = await tx
          .update(engineRequests)
          .set({ status: 'processing', claimedAt: now })
          .where(and(mine(messageId), eq(engineRequests.conversationId, conversationId), or(eq(engineRequests.status, 'failed'), abandoned)))
          .returning();
        return retry?.userMessageId ?? null;
      });
    },

    async get(messageId: string) {
      const [row] = await db.select().from(engineRequests).where(mine(messageId));
      return row ?? null;
    },

    /** The engine failed: the id may be claimed again by a retry. */
    async markFailed(messageId: string, now: Date) {
      await db.update(engineRequests).set({ status: 'failed', finishedAt: now }).where(mine(messageId));
    },

    /** Stores the answer a repeat of this message id gets. */
    async complete(messageId: string, answer: Record<string, unknown>, now: Date) {
      await db.update(engineRequests).set({ status: 'done', answer, finishedAt: now }).where(mine(messageId));
    },
  };
}
