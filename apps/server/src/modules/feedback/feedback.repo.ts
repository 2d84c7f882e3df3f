import { and, eq } from 'drizzle-orm';
import type { Db } from '@tend/db/client';
import { feedback } from '@tend/db/schema/assistant';
import { conversations, messages } from '@tend/db/schema/conversations';
import type { Actor } from '../../auth/actor';

type Kind = typeof feedback.$inferInsert.kind;

/** Feedback is given by the caller, only on assistant messages of their own conversations. */
export function feedbackRepo(db: Db, actor: Pick<Actor, 'userId'>) {
  const mine = eq(conversations.userId, actor.userId);
  return {
    /** The id of an assistant message in one of the caller's conversations, or null. */
    async assistantMessage(messageId: string): Promise<string | null> {
      const [row] = await db
        .select({ id: messages.id })
        .from(messages)
        .innerJoin(conversations, eq(conversations.id, messages.conversationId))
        .where(and(mine, eq(messages.id, messageId), eq(messages.role, 'assistant')));
      return row?.id ?? null;
    },

    /** Records the feedback once per message and kind; false when it was already given. */
    async give(messageId: string, kind: Kind, comment: string, now: Date): Promise<boolean> {
      const inserted = await db
        .insert(feedback)
        .values({ userId: actor.userId, messageId, kind, comment, createdAt: now })
        .onConflictDoNothing()
        .returning({ id: feedback.id });
      return inserted.length > 0;
    },
  };
}
