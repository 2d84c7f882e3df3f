import { boolean, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

export const practices = pgTable('practices', {
  id: id(),
  name: text('name').notNull(),
  /** Demo practices belong to one demo user and are purged with it. */
  demo: boolean('demo').notNull().default(false),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: createdAt(),
});
