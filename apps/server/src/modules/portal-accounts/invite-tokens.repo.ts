import { and, eq, gt, isNull } from 'drizzle-orm';
import type { PortalInviteStatus } from '@tend/contracts/portal.contract';
import type { Db } from '@tend/db/client';
import { clientGuardians } from '@tend/db/schema/client-details';
import { clients } from '@tend/db/schema/clients';
import { portalInvites } from '@tend/db/schema/portal';
import { practices } from '@tend/db/schema/practices';
import { users } from '@tend/db/schema/users';
import { hashToken } from '../../auth/tokens';
import type { InviteRow } from './portal-access.repo';

// No signed-in caller here: the invitation's token is the scope. Only its hash is stored.

/** The invitation a token belongs to, with its practice's name; null for an unknown token. */
export async function findInviteByToken(db: Db, token: string) {
  const [row] = await db
    .select({ invite: portalInvites, practiceName: practices.name })
    .from(portalInvites)
    .innerJoin(practices, eq(practices.id, portalInvites.practiceId))
    .where(eq(portalInvites.tokenHash, hashToken(token)))
    .limit(1);
  return row ?? null;
}

export function inviteStatus(invite: InviteRow | null, now: Date): PortalInviteStatus {
  if (!invite) return 'invalid';
  if (invite.usedAt) return 'used';
  if (invite.revokedAt) return 'revoked';
  if (invite.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'valid';
}

/** "a•••@example.com": enough for its owner to recognise, not enough to learn it. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}•••@${domain}`;
}

/** Claims an open invitation for use: false when another request used or withdrew it first. */
export async function claimInvite(tx: Db, inviteId: string, now: Date): Promise<boolean> {
  const claimed = await tx
    .update(portalInvites)
    .set({ usedAt: now })
    .where(and(eq(portalInvites.id, inviteId), isNull(portalInvites.usedAt), isNull(portalInvites.revokedAt), gt(portalInvites.expiresAt, now)))
    .returning({ id: portalInvites.id });
  return claimed.length > 0;
}

/**
 * Who the invitation is for, as the new account's name: the client (self) or the guardian, still
 * without an account. Null when the record is gone or already has an account linked.
 */
export async function inviteeOf(tx: Db, invite: InviteRow): Promise<{ name: string; preferredName: string | null } | null> {
  if (invite.relation === 'self') {
    const [client] = await tx
      .select()
      .from(clients)
      .where(and(eq(clients.id, invite.clientId), eq(clients.practiceId, invite.practiceId)))
      .limit(1);
    if (!client || client.userId) return null;
    return { name: `${client.firstName} ${client.lastName}`, preferredName: client.preferredName };
  }
  if (!invite.guardianId) return null;
  const [guardian] = await tx
    .select()
    .from(clientGuardians)
    .where(and(eq(clientGuardians.id, invite.guardianId), eq(clientGuardians.clientId, invite.clientId)))
    .limit(1);
  if (!guardian || guardian.userId) return null;
  return { name: guardian.name, preferredName: null };
}

/** Links an account to the invitation's record: the client's own (clients.user_id) or the guardian's. */
export async function linkInvitee(tx: Db, invite: InviteRow, userId: string): Promise<void> {
  if (invite.relation === 'self') {
    await tx
      .update(clients)
      .set({ userId })
      .where(and(eq(clients.id, invite.clientId), eq(clients.practiceId, invite.practiceId), isNull(clients.userId)));
  } else {
    await tx
      .update(clientGuardians)
      .set({ userId })
      .where(and(eq(clientGuardians.id, invite.guardianId!), eq(clientGuardians.clientId, invite.clientId), isNull(clientGuardians.userId)));
  }
}

/** A portal account in the invitation's practice. */
export async function createClientUser(
  tx: Db,
  values: { practiceId: string; email: string; name: string; preferredName: string | null; passwordHash: string; now: Date },
) {
  const [user] = await tx
    .insert(users)
    .values({
      practiceId: values.practiceId,
      email: values.email,
      name: values.name,
      preferredName: values.preferredName,
      role: 'client',
      passwordHash: values.passwordHash,
      // The invitation's link reached this address: that confirms it.
      emailVerifiedAt: values.now,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning();
  return user!;
}

/** A re-invited portal user whose access had been revoked comes back into use. */
export async function reactivateUser(tx: Db, userId: string, now: Date): Promise<void> {
  await tx.update(users).set({ active: true, updatedAt: now }).where(eq(users.id, userId));
}
