import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id, updatedAt } from './columns';
import { clients } from './clients';
import { conversations } from './conversations';
import { encounters } from './encounters';
import { practices } from './practices';
import { users } from './users';

export const notes = pgTable(
  'notes',
  {
    id: id(),
    practiceId: uuid('practice_id')
      .notNull()
      .references(() => practices.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    encounterId: uuid('encounter_id').references(() => encounters.id, { onDelete: 'set null' }),
    /** The assistant conversation a generated note came from. */
    conversationId: uuid('conversation_id').references(() => conversations.id, { onDelete: 'set null' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    documentType: text('document_type').notNull(),
    noteContent: text('note_content').notNull(),
    status: text('status', { enum: ['draft', 'approved'] })
      .notNull()
      .default('draft'),
    signedAt: at('signed_at'),
    signedBy: uuid('signed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('notes_client_idx').on(t.clientId),
    index('notes_author_idx').on(t.authorId, t.createdAt),
    index('notes_encounter_idx').on(t.encounterId, t.documentType),
    index('notes_conversation_idx').on(t.conversationId, t.documentType),
  ],
);
