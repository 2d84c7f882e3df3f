import { boolean, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns';

export const practices = pgTable('practices', {
  id: id(),
  name: text('name').notNull(),
  /** Demo practices belong to one demo user and are purged with it. */
  demo: boolean('demo').notNull().default(false),
  /** IANA zone of the practice's calendar days; its members' when they have not chosen their own. */
  timeZone: text('time_zone').notNull().default('UTC'),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: createdAt(),
});
