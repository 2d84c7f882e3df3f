import { and, eq, exists, isNotNull, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '@tend/db/client';
import { passkeys, totpFactors } from '@tend/db/schema/staff-access';
import { users } from '@tend/db/schema/users';

/** Active staff of the practice (everyone who signs in to the clinical app: not clients, not demo personas). */
export const activeStaffOf = (practiceId: string) => and(eq(users.practiceId, practiceId), eq(users.active, true), notInArray(users.role, ['client', 'demo']));

/** How many active staff the practice has, and how many of them have a confirmed authenticator app or a passkey. */
export async function secondFactorAdoption(db: Db, practiceId: string): Promise<{ staff: number; withFactor: number }> {
  const hasFactor = or(
    exists(
      db
        .select({ one: sql`1` })
        .from(totpFactors)
        .where(and(eq(totpFactors.userId, users.id), isNotNull(totpFactors.confirmedAt))),
    ),
    exists(
      db
        .select({ one: sql`1` })
        .from(passkeys)
        .where(eq(passkeys.userId, users.id)),
    ),
  );
  const [row] = await db
    .select({ staff: sql<number>`count(*)::int`, withFactor: sql<number>`(count(*) filter (where ${hasFactor}))::int` })
    .from(users)
    .where(activeStaffOf(practiceId));
  return { staff: row?.staff ?? 0, withFactor: row?.withFactor ?? 0 };
}
