import { and, asc, eq, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '@tend/db/client';
import { users } from '@tend/db/schema/users';

const supervisor = alias(users, 'safety_supervisor');

/**
 * The staff a safety alert about one client may reach, read inside that client's practice only.
 * No caller scope: the person who raised the alert (often the client, in the portal) has already been
 * checked against the client's record; these are the people responsible for it.
 */
export function safetyRecipientsRepo(db: Db, practiceId: string) {
  return {
    /** The client's assigned provider (active or not) and their active supervisor, when any. */
    async providerWithSupervisor(providerId: string) {
      const [row] = await db
        .select({ id: users.id, active: users.active, supervisorId: supervisor.id })
        .from(users)
        .leftJoin(supervisor, and(eq(supervisor.id, users.supervisorId), eq(supervisor.practiceId, practiceId), eq(supervisor.active, true)))
        .where(and(eq(users.id, providerId), eq(users.practiceId, practiceId)))
        .limit(1);
      return row ?? null;
    },

    /** The practice's active admins (a demo practice's demo admin too), oldest account first. */
    async activeAdmins(): Promise<string[]> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.practiceId, practiceId),
            eq(users.active, true),
            or(eq(users.role, 'admin'), and(eq(users.role, 'demo'), eq(users.characterType, 'admin'))),
          ),
        )
        .orderBy(asc(users.createdAt), asc(users.id));
      return rows.map((r) => r.id);
    },
  };
}
