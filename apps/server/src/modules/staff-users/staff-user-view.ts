import { invitableRoleSchema, type StaffInvite, type StaffUser } from '@tend/contracts/staff-users.contract';
import type { staffInvites } from '@tend/db/schema/staff-access';
import type { StaffRow } from './staff-users.repo';

type InviteRow = typeof staffInvites.$inferSelect;

export function toStaffUser({ user, mfaEnrolled, profile }: StaffRow): StaffUser {
  return {
    uuid: user.id,
    email: user.email,
    name: user.name,
    role: user.role,
    is_provider: user.isProvider,
    supervisor_id: user.supervisorId,
    active: user.active,
    last_sign_in_at: user.lastSignInAt?.toISOString() ?? null,
    created_at: user.createdAt.toISOString(),
    mfa_enrolled: mfaEnrolled,
    provider: {
      npi: profile?.npi ?? null,
      credentials: profile?.credentials ?? null,
      license_number: profile?.licenseNumber ?? null,
      license_state: profile?.licenseState ?? null,
      taxonomy_code: profile?.taxonomyCode ?? null,
    },
  };
}

export function toStaffInvite(invite: InviteRow): StaffInvite {
  return {
    id: invite.id,
    email: invite.email,
    name: invite.name,
    // The repository never answers a `dev` invitation (ADR 020); one here is a bug, not a row to show.
    role: invitableRoleSchema.parse(invite.role),
    is_provider: invite.isProvider,
    supervisor_id: invite.supervisorId,
    expires_at: invite.expiresAt.toISOString(),
    sent_at: invite.sentAt?.toISOString() ?? null,
    created_at: invite.createdAt.toISOString(),
  };
}
