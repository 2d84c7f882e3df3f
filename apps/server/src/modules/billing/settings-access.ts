import { and, eq } from 'drizzle-orm';
import type { Db } from '@tend/db/client';
import { users } from '@tend/db/schema/users';
import type { Actor } from '../../auth/actor';
import { forbidden } from '../../http/errors';

/**
 * The practice's NPI, tax id and fees are the practice's, not one clinician's: in a group practice
 * only an administrator changes them. billing:settings lets a therapist do so only in a practice
 * with no active administrator (a solo practice, a demo practice). Their own provider profile is
 * not gated here.
 */
export async function maySetPracticeBilling(db: Db, actor: Actor): Promise<boolean> {
  if (actor.acting === 'admin') return true;
  if (!actor.permissions.includes('billing:settings')) return false;
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.practiceId, actor.practiceId), eq(users.role, 'admin'), eq(users.active, true)))
    .limit(1);
  return !admin;
}

export async function requirePracticeSettingsWriter(db: Db, actor: Actor): Promise<void> {
  if (!(await maySetPracticeBilling(db, actor))) throw forbidden('Only an administrator changes the practice’s billing settings in a practice with one.');
}
