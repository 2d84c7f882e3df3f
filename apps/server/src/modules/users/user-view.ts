import type { User } from '@tend/contracts/users.contract';
import type { users } from '@tend/db/schema/users';
import { sessionPolicy } from '../../auth/session-policy';
import type { Actor } from '../../auth/actor';

type UserRow = typeof users.$inferSelect;

/** The wire shape of the signed-in user (spec section 3). */
export function toUserView(user: UserRow, practice: { name: string; timeZone: string }, actor: Actor): User {
  return {
    uuid: user.id,
    email: user.email,
    name: user.name,
    preferred_name: user.preferredName,
    role: user.role,
    permissions: [...actor.permissions],
    preferences: user.preferences,
    demo_mode: user.demoMode,
    character_type: user.characterType,
    practice_id: user.practiceId,
    practice_name: practice.name,
    active: user.active,
    is_provider: user.isProvider,
    demo_expires_at: user.demoMode ? new Date(user.createdAt.getTime() + sessionPolicy.demoLifetimeMs).toISOString() : null,
    time_zone: user.timeZone ?? practice.timeZone,
    time_zone_source: user.timeZone ? 'user' : 'practice',
    email_verified: user.emailVerifiedAt !== null,
  };
}
