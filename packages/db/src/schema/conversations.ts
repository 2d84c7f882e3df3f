import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { messageRoles } from '@tend/contracts/conversations.contract';
import { at, createdAt, id, oneOf } from './columns';
import { clients } from './clients';
import { users } from './users';

/** Assistant conversations (issue "AI assistant" extends these). */
export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    title: text('title').notNull().default('New conversation'),
    /** The note preferences last sent with this conversation (note mode, types, patient). */
    notePrefs: jsonb('note_prefs').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    lastUpdated: at('last_updated').notNull().defaultNow(),
    finalizedAt: at('finalized_at'),
  },
  (t) => [index('conversations_user_idx').on(t.userId, t.lastUpdated), index('conversations_title_fts').using('gin', sql`to_tsvector('english', ${t.title})`)],
);

export const messages = pgTable(
  'messages',
  {
    id: id(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    role: text('role', { enum: messageRoles }).notNull(),
    content: text('content').notNull(),
    /** suggested_action, options, insights, recommendations of assistant replies. */
    extras: jsonb('extras').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.createdAt),
    index('messages_content_fts').using('gin', sql`to_tsvector('english', ${t.content})`),
    oneOf('messages_role_check', t.role, messageRoles),
  ],
);
