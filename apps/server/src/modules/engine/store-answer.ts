import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@tend/db/client';
import { engineRequests } from '@tend/db/schema/assistant';
import { conversations, messages } from '@tend/db/schema/conversations';
import type { Actor } from '../../auth/actor';
import { auditInsert, type AuditContext, type AuditEntry } from '../../audit/audit';

export interface AnsweredTurn {
  conversationId: string;
  /** The client's message_id, whose claim this answer completes. */
  messageId: string;
  assistantMessage: { id: string; content: string; extras: Record<string, unknown>; createdAt: Date };
  /** What a repeat of the message id gets. */
  answer: Record<string, unknown>;
  /** The conversation keeps the turn's note settings and client, and moves up the list. */
  conversation: { notePrefs: Record<string, unknown> | null; clientId: string | null };
  audit: { ctx: AuditContext; entry: AuditEntry };
  now: Date;
}

/**
 * An answered turn's writes as one statement — the assistant's message, the claim marked done with
 * its answer, the conversation's update, and the audit event — so they land together (or not at
 * all) in one round trip. Inside a transaction when more must commit with them.
 */
export async function storeAnswer(db: Db, actor: Pick<Actor, 'userId'>, turn: AnsweredTurn): Promise<void> {
  const { id, content, extras, createdAt } = turn.assistantMessage;
  const reply = db.insert(messages).values({ id, conversationId: turn.conversationId, role: 'assistant', content, extras, createdAt });
  const claim = db
    .update(engineRequests)
    .set({ status: 'done', answer: turn.answer, finishedAt: turn.now })
    .where(and(eq(engineRequests.userId, actor.userId), eq(engineRequests.messageId, turn.messageId)));
  const conversation = db
    .update(conversations)
    .set({ ...turn.conversation, lastUpdated: turn.now })
    .where(and(eq(conversations.userId, actor.userId), eq(conversations.id, turn.conversationId)));
  // getSQL(): the statements' own text, not wrapped in parentheses as a subquery would be.
  const event = auditInsert(db, turn.audit.ctx, turn.audit.entry);
  await db.execute(sql`with reply as (${reply.getSQL()}), claim as (${claim.getSQL()}), turn as (${conversation.getSQL()}) ${event.getSQL()}`);
}
