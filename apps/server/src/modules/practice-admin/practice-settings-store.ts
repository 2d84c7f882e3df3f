import { eq } from 'drizzle-orm';
import type { Db } from '@tend/db/client';
import { practices } from '@tend/db/schema/practices';

/** The practice's settings JSON (an empty object when the practice has none). */
export async function readPracticeSettings(db: Db, practiceId: string): Promise<Record<string, unknown>> {
  const [row] = await db.select({ settings: practices.settings }).from(practices).where(eq(practices.id, practiceId));
  return row?.settings ?? {};
}

/**
 * Replaces one key of the practice's settings with what `change` makes of the stored JSON. The
 * row is locked while read and written (call inside a transaction), so an admin saving another
 * section at the same moment does not lose their change or overwrite this one.
 */
export async function updatePracticeSetting<T>(db: Db, practiceId: string, key: string, change: (current: Record<string, unknown>) => T): Promise<T> {
  const [row] = await db.select({ settings: practices.settings }).from(practices).where(eq(practices.id, practiceId)).for('update');
  const current = row?.settings ?? {};
  const next = change(current);
  await db
    .update(practices)
    .set({ settings: { ...current, [key]: next } })
    .where(eq(practices.id, practiceId));
  return next;
}

export const definedOnly = <T extends object>(value: T) => Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
