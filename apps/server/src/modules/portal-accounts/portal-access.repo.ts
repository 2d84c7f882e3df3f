import { and, asc, desc, eq, inArray, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { PortalRelation } from '@tend/contracts/portal.contract';
import type { Db } from '@tend/db/client';
import { clientGroupMembers, clientGroups, clientGuardians } from '@tend/db/schema/client-details';
import { clients } from '@tend/db/schema/clients';
import { portalInvites } from '@tend/db/schema/portal';
import { users } from '@tend/db/schema/users';
import type { Actor } from '../../auth/actor';
import { visibleClients } from '../../auth/access';

export type InviteRow = typeof portalInvites.$inferSelect;

/** Whose portal access: a client themself, or one of their guardians. */
export interface PortalPerson {
  clientId: string;
  relation: PortalRelation;
  guardianId: string | null;
}

/** The invitations of one person (client, relation, guardian). */
export const invitesOf = (p: PortalPerson): SQL =>
  and(
    eq(portalInvites.clientId, p.clientId),
    eq(portalInvites.relation, p.relation),
    p.guardianId ? eq(portalInvites.guardianId, p.guardianId) : isNull(portalInvites.guardianId),
  )!;

const stillOpen = and(isNull(portalInvites.usedAt), isNull(portalInvites.revokedAt));

/**
 * A clinician's view of the portal access of the clients they may see (visibleClients): who has an
 * account, which invitations are open; and the writes of inviting and revoking. Every query carries
 * the caller's scope, so another clinician's client looks missing.
 */
export function portalAccessRepo(db: Db, actor: Actor) {
  const scope = visibleClients(actor);
  const visibleIds = () => db.select({ id: clients.id }).from(clients).where(scope);

  /** One of a visible client's guardians, else null. */
  async function guardian(clientId: string, guardianId: string) {
    const [row] = await db
      .select()
      .from(clientGuardians)
      .where(and(eq(clientGuardians.id, guardianId), eq(clientGuardians.clientId, clientId), inArray(clientGuardians.clientId, visibleIds())))
      .limit(1);
    return row ?? null;
  }

  return {
    guardian,

    guardians: (clientId: string) =>
      db
        .select()
        .from(clientGuardians)
        .where(and(eq(clientGuardians.clientId, clientId), inArray(clientGuardians.clientId, visibleIds())))
        .orderBy(asc(clientGuardians.createdAt), asc(clientGuardians.name)),

    /** The newest open (unused, not withdrawn) invitation of each person among these clients, expired ones included. */
    async openInvites(clientIds: string[]): Promise<InviteRow[]> {
      if (clientIds.length === 0) return [];
      const rows = await db
        .select()
        .from(portalInvites)
        .where(and(inArray(portalInvites.clientId, clientIds), inArray(portalInvites.clientId, visibleIds()), stillOpen))
        .orderBy(desc(portalInvites.createdAt));
      const seen = new Set<string>();
      return rows.filter((r) => {
        const key = `${r.clientId}|${r.relation}|${r.guardianId ?? ''}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
    },

    /** Withdraws a person's open invitations (a newer one replaces them, or access is revoked). */
    async withdrawInvites(person: PortalPerson, now: Date) {
      return db
        .update(portalInvites)
        .set({ revokedAt: now })
        .where(and(invitesOf(person), stillOpen, inArray(portalInvites.clientId, visibleIds())))
        .returning({ id: portalInvites.id });
    },

    async createInvite(values: PortalPerson & { email: string; tokenHash: string; expiresAt: Date; now: Date }) {
      const [row] = await db
        .insert(portalInvites)
        .values({
          practiceId: actor.practiceId,
          clientId: values.clientId,
          relation: values.relation,
          guardianId: values.guardianId,
          email: values.email,
          tokenHash: values.tokenHash,
          expiresAt: values.expiresAt,
          invitedBy: actor.userId,
          createdAt: values.now,
        })
        .returning();
      return row!;
    },

    /** Sign-in e-mails of the accounts linked to these records. */
    async accountEmails(userIds: string[]): Promise<Map<string, string>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(and(inArray(users.id, userIds), eq(users.practiceId, actor.practiceId)));
      return new Map(rows.map((r) => [r.id, r.email]));
    },

    /** The couples a visible client is part of, with their other members the caller may also see. */
    async couplePartners(clientId: string) {
      const groups = await db
        .select({ id: clientGroups.id, name: clientGroups.name })
        .from(clientGroups)
        .innerJoin(clientGroupMembers, eq(clientGroupMembers.groupId, clientGroups.id))
        .where(
          and(
            eq(clientGroups.practiceId, actor.practiceId),
            eq(clientGroups.kind, 'couple'),
            eq(clientGroupMembers.clientId, clientId),
            inArray(clientGroupMembers.clientId, visibleIds()),
          ),
        )
        .orderBy(asc(clientGroups.createdAt));
      if (groups.length === 0) return [];
      const partners = await db
        .select({ groupId: clientGroupMembers.groupId, client: clients })
        .from(clientGroupMembers)
        .innerJoin(clients, eq(clients.id, clientGroupMembers.clientId))
        .where(
          and(
            inArray(
              clientGroupMembers.groupId,
              groups.map((g) => g.id),
            ),
            ne(clientGroupMembers.clientId, clientId),
            scope,
          ),
        )
        .orderBy(asc(clients.lastName), asc(clients.firstName));
      return groups.map((g) => ({ ...g, partners: partners.filter((p) => p.groupId === g.id).map((p) => p.client) }));
    },

    /** Unlinks the person's account from the record; answers the user it was, or null when none was linked. */
    async unlink(person: PortalPerson): Promise<string | null> {
      if (person.relation === 'self') {
        const [before] = await db
          .select({ userId: clients.userId })
          .from(clients)
          .where(and(scope, eq(clients.id, person.clientId)))
          .limit(1);
        if (!before?.userId) return null;
        await db
          .update(clients)
          .set({ userId: null })
          .where(and(scope, eq(clients.id, person.clientId)));
        return before.userId;
      }
      const row = await guardian(person.clientId, person.guardianId!);
      if (!row?.userId) return null;
      await db.update(clientGuardians).set({ userId: null }).where(eq(clientGuardians.id, row.id));
      return row.userId;
    },
  };
}

/** Whether a user still acts in the portal for any client record (their own, or a minor's as guardian). */
export async function actsForAnyClient(db: Db, userId: string): Promise<boolean> {
  const [own] = await db.select({ id: clients.id }).from(clients).where(eq(clients.userId, userId)).limit(1);
  if (own) return true;
  const [guarded] = await db.select({ id: clientGuardians.id }).from(clientGuardians).where(eq(clientGuardians.userId, userId)).limit(1);
  return !!guarded;
}

/** Ends a portal user's standing once they act for nobody: the account is deactivated (staff accounts are left alone). */
export async function deactivateIfUnlinked(db: Db, userId: string, now: Date): Promise<boolean> {
  if (await actsForAnyClient(db, userId)) return false;
  const updated = await db
    .update(users)
    .set({ active: false, updatedAt: now })
    .where(and(eq(users.id, userId), or(eq(users.role, 'client'), eq(users.role, 'demo'))))
    .returning({ id: users.id });
  return updated.length > 0;
}
