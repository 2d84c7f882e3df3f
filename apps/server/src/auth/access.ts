import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { clients } from '@tend/db/schema/clients';
import { users } from '@tend/db/schema/users';
import type { Actor } from './actor';

/**
 * Record-level access in one place (ARCHITECTURE rule 3): which clients a caller may see.
 * A therapist their own caseload, a supervisor theirs and their supervisees', an admin their
 * practice's, a client only their own record, anyone else nothing. Always inside the caller's practice.
 */
export function visibleClients(actor: Actor): SQL {
  const inPractice = eq(clients.practiceId, actor.practiceId);
  switch (actor.acting) {
    case 'admin':
      return inPractice;
    case 'therapist':
      return and(inPractice, eq(clients.providerId, actor.userId))!;
    case 'supervisor': {
      const supervisees = sql`(select ${users.id} from ${users} where ${users.supervisorId} = ${actor.userId})`;
      return and(inPractice, or(eq(clients.providerId, actor.userId), inArray(clients.providerId, supervisees)))!;
    }
    case 'client':
      return and(inPractice, eq(clients.userId, actor.userId))!;
    case 'dev':
      return sql`false`;
  }
}
