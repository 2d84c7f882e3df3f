import { actingRole, permissionsFor, type ActingRole, type Permission, type Role } from '@tend/contracts/permissions';
import type { users } from '@tend/db/schema/users';

export type UserRow = typeof users.$inferSelect;

/** Who is calling: everything a guard or a repository needs to scope a query. */
export interface Actor {
  userId: string;
  practiceId: string;
  role: Role;
  acting: ActingRole;
  permissions: readonly Permission[];
  demo: boolean;
  /** Hash of the session (cookie) this request rides on, when any. */
  sessionHash: string | null;
}

export function actorFromUser(user: UserRow, sessionHash: string | null): Actor {
  const bearer = { role: user.role, character_type: user.characterType, is_provider: user.isProvider };
  const granted = new Set<Permission>([...permissionsFor(bearer), ...(user.permissions as Permission[])]);
  return {
    userId: user.id,
    practiceId: user.practiceId,
    role: user.role,
    acting: actingRole(bearer),
    permissions: [...granted],
    demo: user.demoMode,
    sessionHash,
  };
}
