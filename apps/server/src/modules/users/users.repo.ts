import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import type { Db } from '@tend/db/client';
import { perDatabase } from '@tend/db/per-database';
import { practices } from '@tend/db/schema/practices';
import { users } from '@tend/db/schema/users';
import type { Actor } from '../../auth/actor';
import { createPractice } from '@tend/db/new-practice';

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return row ?? null;
}

const userWithPractice = perDatabase((db) =>
  db
    .select({ user: users, practice: { name: practices.name, timeZone: practices.timeZone }, practiceSettings: practices.settings })
    .from(users)
    .innerJoin(practices, eq(practices.id, users.practiceId))
    .where(eq(users.id, sql.placeholder('userId')))
    .limit(1)
    .prepare('user_with_practice'),
);

/** The user with their practice's name, zone and settings; for the caller's own account only (every assistant turn reads it: prepared). */
export async function findUserWithPractice(db: Db, userId: string) {
  const [row] = await userWithPractice(db).execute({ userId });
  return row ?? null;
}

/**
 * A new sign-up opens its own practice, owned by the registrant as admin; a provider too when they
 * said they see clients, so they can be their own clients' clinician.
 */
export async function createPracticeWithOwner(db: Db, owner: { practiceName: string; email: string; name: string; passwordHash: string; isProvider: boolean }) {
  return db.transaction(async (tx) => {
    const practice = await createPractice(tx, { name: owner.practiceName });
    const [created] = await tx
      .insert(users)
      .values({ practiceId: practice.id, email: owner.email, name: owner.name, role: 'admin', isProvider: owner.isProvider, passwordHash: owner.passwordHash })
      .returning();
    return created!;
  });
}

type ProfileChanges = Partial<Pick<typeof users.$inferInsert, 'name' | 'preferredName' | 'preferences' | 'timeZone'>>;

/** The caller's own account: read with its practice, and changed. */
export function ownAccountRepo(db: Db, actor: Pick<Actor, 'userId'>) {
  return {
    get: () => findUserWithPractice(db, actor.userId),
    async update(changes: ProfileChanges, now: Date) {
      await db
        .update(users)
        .set({ ...changes, updatedAt: now })
        .where(eq(users.id, actor.userId));
    },
  };
}

/**
 * Practice members the caller may list: an admin sees the practice, a supervisor themselves and
 * their supervisees. Never developer accounts: they are the server operator's, not the practice's (ADR 020).
 */
export function practiceUsersRepo(db: Db, actor: Actor) {
  const members = and(eq(users.practiceId, actor.practiceId), ne(users.role, 'dev'));
  const scope = actor.acting === 'admin' ? members : and(members, or(eq(users.id, actor.userId), eq(users.supervisorId, actor.userId)));
  return {
    list: () => db.select().from(users).where(scope).orderBy(asc(users.name)),
  };
}
