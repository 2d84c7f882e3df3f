import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { users } from '@tend/db/schema/users';
import type { Actor } from '../../auth/actor';

/**
 * Whose work a dashboard or report counts, as a predicate on a clinician-id column: an admin the
 * whole practice (the practice filter is applied by each query), a supervisor themself and their
 * supervisees, anyone else only themself.
 */
export function clinicianScope(actor: Actor, column: SQLWrapper): SQL {
  if (actor.acting === 'admin') return sql`true`;
  if (actor.acting === 'supervisor') {
    return sql`(${column} = ${actor.userId} or ${column} in (select ${users.id} from ${users} where ${users.supervisorId} = ${actor.userId} and ${users.practiceId} = ${actor.practiceId}))`;
  }
  return sql`${column} = ${actor.userId}`;
}

export const scopeName = (actor: Actor): 'practice' | 'supervision' => (actor.acting === 'admin' ? 'practice' : 'supervision');
