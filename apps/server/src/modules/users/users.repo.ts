import { and, asc, eq, or } from 'drizzle-orm';
import type { Db } from '@tend/db/client';
import { practices } from '@tend/db/schema/practices';
import { users } from '@tend/db/schema/users';
import type { Actor } from '../../auth/actor';

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row ?? null;
}

/** The user with their practice's name; for the caller's own account only. */
export async function findUserWithPractice(db: Db, userId: string) {
  const [row] = await db
    .select({ user: users, practiceName: practices.name, practiceSettings: practices.settings })
    .from(users)
    .innerJoin(practices, eq(practices.id, users.practiceId))
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** Practice members the caller may list: an admin sees the practice, a supervisor themselves and their supervisees. */
export function practiceUsersRepo(db: Db, actor: Actor) {
  const scope =
    actor.acting === 'admin'
      ? eq(users.practiceId, actor.practiceId)
      : and(eq(users.practiceId, actor.practiceId), or(eq(users.id, actor.userId), eq(users.supervisorId, actor.userId)));
  return {
    list: () => db.select().from(users).where(scope).orderBy(asc(users.name)),
  };
}
