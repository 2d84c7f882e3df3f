import { sql } from 'drizzle-orm';
import { check, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';

/** Shared column helpers so every table spells ids and timestamps the same way. */
export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A CHECK that the column holds one of `values` (NULL passes; `notNull()` is separate).
 * drizzle's `text({ enum })` only types the column, so the database would take any string;
 * built from the same list as the column's enum, the two cannot disagree.
 */
export function oneOf(name: string, column: AnyPgColumn, values: readonly string[]) {
  const literals = values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',');
  return check(name, sql`${column} in (${sql.raw(literals)})`);
}
