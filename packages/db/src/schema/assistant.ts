import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { feedbackKinds } from '@tend/contracts/conversations.contract';
import { at, createdAt, id, oneOf } from './columns';
import { conversations, messages } from './conversations';
import { users } from './users';

/** Server-side only: a claim is being answered, has its stored answer, or failed. */
export const engineRequestStatuses = ['processing', 'done', 'failed'] as const;

/**
 * One row per client-generated message_id of POST /api/engine/respond: the claim that makes the
 * call idempotent, and the stored answer a repeat gets back.
 */
export const engineRequests = pgTable(
  'engine_requests',
  {
    messageId: uuid('message_id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userMessageId: uuid('user_message_id').references(() => messages.id, { onDelete: 'set null' }),
    status: text('status', { enum: engineRequestStatuses }).notNull(),
    answer: jsonb('answer').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    /** When the current attempt took the claim; a 'processing' claim older than its lease is re-run. */
    claimedAt: at('claimed_at').notNull().defaultNow(),
    finishedAt: at('finished_at'),
  },
  (t) => [oneOf('engine_requests_status_check', t.status, engineRequestStatuses)],
);

/** Feedback on an assistant message: each kind once per user and message. */
export const feedback = pgTable(
  'feedback',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: feedbackKinds }).notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('feedback_once_per_kind').on(t.userId, t.messageId, t.kind),
    index('feedback_message_idx').on(t.messageId),
    oneOf('feedback_kind_check', t.kind, feedbackKinds),
  ],
);
