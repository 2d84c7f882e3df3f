import { eq } from 'drizzle-orm';
import { resolveTimeZone } from '@tend/contracts/time-zone';
import type { Db } from '@tend/db/client';
import { practices } from '@tend/db/schema/practices';
import { users } from '@tend/db/schema/users';
import type { Actor } from '../../auth/actor';

/** The zone of the caller's calendar days (resolveTimeZone), given the zone their browser reports if any. */
export async function callerTimeZone(db: Db, actor: Actor, reported?: string | null): Promise<string> {
  const [row] = await db
    .select({ chosen: users.timeZone, practice: practices.timeZone })
    .from(users)
    .innerJoin(practices, eq(practices.id, users.practiceId))
    .where(eq(users.id, actor.userId))
    .limit(1);
  return resolveTimeZone({ chosen: row?.chosen, reported, practice: row?.practice ?? 'UTC' });
}
