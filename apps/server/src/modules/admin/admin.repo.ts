import { eq } from 'drizzle-orm';
import type { Db } from '@tend/db/client';
import { practices } from '@tend/db/schema/practices';
import type { Actor } from '../../auth/actor';

/** The caller's own practice; no other practice is reachable. */
export function practiceRepo(db: Db, actor: Actor) {
  const mine = eq(practices.id, actor.practiceId);
  return {
    async settings(): Promise<Record<string, unknown>> {
      const [row] = await db.select({ settings: practices.settings }).from(practices).where(mine);
      return row?.settings ?? {};
    },
  };
}
