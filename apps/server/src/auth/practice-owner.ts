import { and, eq } from 'drizzle-orm';
import type { Db } from '@tend/db/client';
import { users } from '@tend/db/schema/users';
import type { Actor } from './actor';

/**
 * Practice-wide settings (the billing identity and fees, the website's inquiry form) are the
 * practice's, not one clinician's: an administrator changes them, and a clinician only in a
 * practice with no active administrator (a solo practice, a demo practice).
 */
export async function ownsPracticeSettings(db: Db, actor: Actor): Promise<boolean> {
  if (actor.acting === 'admin') return true;
  if (actor.acting !== 'therapist' && actor.acting !== 'supervisor') return false;
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.practiceId, actor.practiceId), eq(users.role, 'admin'), eq(users.active, true)))
    .limit(1);
  return !admin;
}
