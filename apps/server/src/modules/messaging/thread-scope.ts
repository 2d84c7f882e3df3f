import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { MessageSide } from '@tend/contracts/messaging.contract';
import type { Db } from '@tend/db/client';
import { clientGroupMembers } from '@tend/db/schema/client-details';
import { clients } from '@tend/db/schema/clients';
import { messageThreads } from '@tend/db/schema/messaging';
import { users } from '@tend/db/schema/users';
import type { Actor } from '../../auth/actor';
import { portalGroups, visibleClients } from '../../auth/access';

/** A portal user (client, guardian, couple member, demo client characters) writes for the client side. */
export const sideOf = (actor: Pick<Actor, 'acting'>): MessageSide => (actor.acting === 'client' ? 'client' : 'practice');

/**
 * Which threads the caller may see. The practice side: a client thread of a visible client, a couple
 * thread with at least one visible member. The client side: their own and their minors' client
 * threads, and the threads of the couples they are a member of — never another member's own thread.
 */
export function visibleThreads(db: Db, actor: Actor): SQL {
  const visibleIds = db.select({ id: clients.id }).from(clients).where(visibleClients(actor));
  const groups =
    sideOf(actor) === 'client'
      ? portalGroups(actor)
      : db.select({ id: clientGroupMembers.groupId }).from(clientGroupMembers).where(inArray(clientGroupMembers.clientId, visibleIds));
  return and(eq(messageThreads.practiceId, actor.practiceId), or(inArray(messageThreads.clientId, visibleIds), inArray(messageThreads.groupId, groups)))!;
}

/** True for a user on the client side of a thread (mirrors actingRole: an unknown demo character is a client). */
export const clientSideUser: SQL = sql`(${users.role} = 'client' or (${users.role} = 'demo' and coalesce(${users.characterType}, '') not in ('admin', 'therapist')))`;
