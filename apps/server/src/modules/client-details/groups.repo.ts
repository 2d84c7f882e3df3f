import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { ClientGroup, ClientGroupKind } from '@tend/contracts/client-details.contract';
import type { Db } from '@tend/db/client';
import { clientGroupMembers, clientGroups } from '@tend/db/schema/client-details';
import { clients } from '@tend/db/schema/clients';
import type { Actor } from '../../auth/actor';
import { visibleClients } from '../../auth/access';
import { clientDisplayName } from '../clients/client-view';

type GroupRow = typeof clientGroups.$inferSelect;

/**
 * Couples and families of the caller's practice. A group is reached through a member the caller
 * may see; its other members are named only when the caller may see them too.
 */
export function groupsRepo(db: Db, actor: Actor) {
  const scope = visibleClients(actor);
  const visibleIds = () => db.select({ id: clients.id }).from(clients).where(scope);
  const inPractice = eq(clientGroups.practiceId, actor.practiceId);

  /** Each group with its members as the caller sees them. */
  async function withMembers(groups: GroupRow[]): Promise<ClientGroup[]> {
    if (groups.length === 0) return [];
    const members = await db
      .select({
        groupId: clientGroupMembers.groupId,
        client: { id: clients.id, firstName: clients.firstName, lastName: clients.lastName, preferredName: clients.preferredName },
        visible: sql<boolean>`coalesce(${scope}, false)`,
      })
      .from(clientGroupMembers)
      .innerJoin(clients, eq(clients.id, clientGroupMembers.clientId))
      .where(
        inArray(
          clientGroupMembers.groupId,
          groups.map((g) => g.id),
        ),
      )
      .orderBy(asc(clients.lastName), asc(clients.firstName));
    return groups.map((g) => {
      const mine = members.filter((m) => m.groupId === g.id);
      return {
        id: g.id,
        kind: g.kind,
        name: g.name,
        created_at: g.createdAt.toISOString(),
        members: mine.filter((m) => m.visible).map((m) => ({ client_id: m.client.id, name: clientDisplayName(m.client) })),
        hidden_members: mine.filter((m) => !m.visible).length,
      };
    });
  }

  return {
    withMembers,

    /** The groups a visible client belongs to, oldest first. */
    async ofClient(clientId: string) {
      const rows = await db
        .select({ group: clientGroups })
        .from(clientGroups)
        .innerJoin(clientGroupMembers, eq(clientGroupMembers.groupId, clientGroups.id))
        .where(and(inPractice, eq(clientGroupMembers.clientId, clientId), inArray(clientGroupMembers.clientId, visibleIds())))
        .orderBy(asc(clientGroups.createdAt));
      return withMembers(rows.map((r) => r.group));
    },

    /** A group with at least one member the caller may see, else null. */
    async get(groupId: string) {
      const [row] = await db
        .select({ group: clientGroups })
        .from(clientGroups)
        .where(
          and(
            inPractice,
            eq(clientGroups.id, groupId),
            inArray(
              clientGroups.id,
              db.select({ id: clientGroupMembers.groupId }).from(clientGroupMembers).where(inArray(clientGroupMembers.clientId, visibleIds())),
            ),
          ),
        )
        .limit(1);
      return row?.group ?? null;
    },

    /** Which of these clients the caller may see, with their names. */
    visibleAmong: (ids: string[]) =>
      db
        .select({ id: clients.id, firstName: clients.firstName, lastName: clients.lastName, preferredName: clients.preferredName })
        .from(clients)
        .where(and(scope, inArray(clients.id, ids))),

    async create(kind: ClientGroupKind, name: string, clientIds: string[]) {
      const [group] = await db.insert(clientGroups).values({ practiceId: actor.practiceId, kind, name }).returning();
      await db.insert(clientGroupMembers).values(clientIds.map((clientId) => ({ groupId: group!.id, clientId })));
      return group!;
    },

    /** Adds a visible client to a group; false when they already belong (or the caller may not see them). */
    async addMember(groupId: string, clientId: string) {
      const [visible] = await db
        .select({ id: clients.id })
        .from(clients)
        .where(and(scope, eq(clients.id, clientId)))
        .limit(1);
      if (!visible) return false;
      const added = await db
        .insert(clientGroupMembers)
        .values({ groupId, clientId })
        .onConflictDoNothing()
        .returning({ clientId: clientGroupMembers.clientId });
      return added.length > 0;
    },

    /** Takes a visible client out of a group; a group left empty goes. False when they were not in it. */
    async removeMember(groupId: string, clientId: string) {
      const removed = await db
        .delete(clientGroupMembers)
        .where(and(eq(clientGroupMembers.groupId, groupId), eq(clientGroupMembers.clientId, clientId), inArray(clientGroupMembers.clientId, visibleIds())))
        .returning({ clientId: clientGroupMembers.clientId });
      if (removed.length === 0) return false;
      const [left] = await db.select({ n: count() }).from(clientGroupMembers).where(eq(clientGroupMembers.groupId, groupId));
      if ((left?.n ?? 0) === 0) await db.delete(clientGroups).where(and(inPractice, eq(clientGroups.id, groupId)));
      return true;
    },
  };
}
