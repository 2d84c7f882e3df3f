import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { users } from './users';

/** A user's vault folders: the spec's defaults (created on first use) and their own. */
export const vaultFolders = pgTable(
  'vault_folders',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('vault_folders_user_name_unique').on(t.userId, sql`lower(${t.name})`)],
);

/** Saved chat excerpts with the turns around them. */
export const vaultEntries = pgTable(
  'vault_entries',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    folderId: uuid('folder_id')
      .notNull()
      .references(() => vaultFolders.id, { onDelete: 'cascade' }),
    title: text('title'),
    text: text('text').notNull(),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    surroundingTurns: jsonb('surrounding_turns').$type<{ role: 'user' | 'assistant'; content: string }[]>().notNull().default([]),
    deidentified: boolean('deidentified').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('vault_entries_folder_idx').on(t.userId, t.folderId, t.createdAt)],
);
