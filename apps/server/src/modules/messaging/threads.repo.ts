import { and, desc, eq, ilike, inArray, isNotNull, isNull, like, or, sql, type SQL } from 'drizzle-orm';
import type { MessageThread } from '@tend/contracts/messaging.contract';
import type { Db } from '@tend/db/client';
import { clientGroupMembers, clientGroups } from '@tend/db/schema/client-details';
import { clients } from '@tend/db/schema/clients';
import { messageThreads, secureMessages, threadReads } from '@tend/db/schema/messaging';
import { notifications } from '@tend/db/schema/notifications';
import { users } from '@tend/db/schema/users';
import type { Actor } from '../../auth/actor';
import { portalGroups, visibleClients } from '../../auth/access';
import { clientDisplayName } from '../clients/client-view';
import { sideOf, visibleThreads } from './thread-scope';

export type ThreadRow = typeof messageThreads.$inferSelect;

/**
 * Secure-message threads as the caller sees them: scoped by `visibleThreads`, a thread outside it
 * looks missing. Unread counts are the other side's messages after the caller's own read mark.
 */
export function threadsRepo(db: Db, actor: Actor) {
  const side = sideOf(actor);
  const scope = visibleThreads(db, actor);
  const unread = sql<number>`(select count(*)::int from ${secureMessages} where ${secureMessages.threadId} = ${messageThreads.id}
    and ${secureMessages.senderSide} <> ${side}
    and ${secureMessages.createdAt} > coalesce((select ${threadReads.lastReadAt} from ${threadReads}
      where ${threadReads.threadId} = ${messageThreads.id} and ${threadReads.userId} = ${actor.userId}), 'epoch'::timestamptz))`;

  async function summaries(where: SQL | undefined, options: { onlyUnread?: boolean } = {}): Promise<MessageThread[]> {
    const rows = await db
      .select({
        thread: messageThreads,
        client: {
          firstName: clients.firstName,
          lastName: clients.lastName,
          preferredName: clients.preferredName,
          userId: clients.userId,
          providerId: clients.providerId,
        },
        groupName: clientGroups.name,
        unread,
      })
      .from(messageThreads)
      .leftJoin(clients, eq(clients.id, messageThreads.clientId))
      .leftJoin(clientGroups, eq(clientGroups.id, messageThreads.groupId))
      .where(and(scope, where, options.onlyUnread ? sql`${unread} > 0` : undefined))
      .orderBy(sql`${messageThreads.lastMessageAt} desc nulls last`, desc(messageThreads.createdAt));
    const clinicians =
      side === 'client' ? await cliniciansOf(rows.map((r) => ({ thread: r.thread, providerId: r.client?.providerId ?? null }))) : new Map<string, string>();
    return rows.map((r) => ({
      id: r.thread.id,
      kind: r.thread.groupId ? ('couple' as const) : ('client' as const),
      client_id: r.thread.clientId,
      group_id: r.thread.groupId,
      name: r.client ? clientDisplayName(r.client) : (r.groupName ?? 'Couple'),
      clinician_name: clinicians.get(r.thread.id) ?? null,
      relation: side === 'practice' ? null : r.thread.groupId ? 'couple' : r.client?.userId === actor.userId ? 'own' : 'guardian',
      last_message_at: r.thread.lastMessageAt?.toISOString() ?? null,
      unread_count: r.unread,
    }));
  }

  /** The portal's view names the clinician: a client's provider, or the first provider among a couple's members. */
  async function cliniciansOf(rows: { thread: ThreadRow; providerId: string | null }[]): Promise<Map<string, string>> {
    const providerOf = new Map<string, string>();
    for (const r of rows) if (r.providerId) providerOf.set(r.thread.id, r.providerId);
    const groupIds = rows.filter((r) => r.thread.groupId).map((r) => r.thread.groupId!);
    if (groupIds.length > 0) {
      const members = await db
        .select({ groupId: clientGroupMembers.groupId, providerId: clients.providerId })
        .from(clientGroupMembers)
        .innerJoin(clients, eq(clients.id, clientGroupMembers.clientId))
        .where(and(inArray(clientGroupMembers.groupId, groupIds), isNotNull(clients.providerId)));
      for (const r of rows) {
        const member = members.find((m) => m.groupId === r.thread.groupId);
        if (member?.providerId) providerOf.set(r.thread.id, member.providerId);
      }
    }
    const ids = [...new Set(providerOf.values())];
    if (ids.length === 0) return new Map();
    const names = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids));
    return new Map([...providerOf].map(([threadId, providerId]) => [threadId, names.find((n) => n.id === providerId)?.name ?? '']));
  }

  return {
    /** Every visible thread, newest activity first; a search matches the client's or the couple's name. */
    list(search?: string) {
      const pattern = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      return summaries(
        pattern
          ? or(ilike(sql`concat_ws(' ', ${clients.firstName}, ${clients.preferredName}, ${clients.lastName})`, pattern), ilike(clientGroups.name, pattern))
          : undefined,
      );
    },

    /** The threads with messages from the other side this caller has not read. */
    unread: () => summaries(undefined, { onlyUnread: true }),

    /** One visible thread's summary, or null. */
    async get(threadId: string): Promise<MessageThread | null> {
      return (await summaries(eq(messageThreads.id, threadId)))[0] ?? null;
    },

    /** The raw row of a visible thread, or null. */
    async row(threadId: string): Promise<ThreadRow | null> {
      const [row] = await db
        .select()
        .from(messageThreads)
        .where(and(scope, eq(messageThreads.id, threadId)))
        .limit(1);
      return row ?? null;
    },

    /**
     * The thread of a client or couple the caller may see, created on first use; null when the
     * client or couple is not theirs to see.
     */
    async open(owner: { clientId: string } | { groupId: string }): Promise<ThreadRow | null> {
      const values = 'clientId' in owner ? { clientId: owner.clientId } : { groupId: owner.groupId };
      if (!(await ownerVisible(owner))) return null;
      await db
        .insert(messageThreads)
        .values({ practiceId: actor.practiceId, ...values })
        .onConflictDoNothing();
      const [row] = await db
        .select()
        .from(messageThreads)
        .where(and(scope, 'clientId' in owner ? eq(messageThreads.clientId, owner.clientId) : eq(messageThreads.groupId, owner.groupId)))
        .limit(1);
      return row ?? null;
    },

    /** The portal user's threads exist before they are listed: their own, their minors', their couples'. */
    async ensurePortalThreads(): Promise<void> {
      if (side !== 'client') return;
      const own = await db.select({ id: clients.id }).from(clients).where(visibleClients(actor));
      const groups = await db
        .select({ id: clientGroups.id })
        .from(clientGroups)
        .where(and(eq(clientGroups.practiceId, actor.practiceId), inArray(clientGroups.id, portalGroups(actor))));
      const values = [...own.map((c) => ({ clientId: c.id })), ...groups.map((g) => ({ groupId: g.id }))];
      if (values.length === 0) return;
      await db
        .insert(messageThreads)
        .values(values.map((v) => ({ practiceId: actor.practiceId, ...v })))
        .onConflictDoNothing();
    },

    /** Moves the caller's read mark forward (never back). */
    async markRead(threadId: string, now: Date): Promise<Date> {
      const [mark] = await db
        .insert(threadReads)
        .values({ threadId, userId: actor.userId, lastReadAt: now })
        .onConflictDoUpdate({
          target: [threadReads.threadId, threadReads.userId],
          set: { lastReadAt: sql`greatest(${threadReads.lastReadAt}, excluded.last_read_at)` },
        })
        .returning({ lastReadAt: threadReads.lastReadAt });
      // The bell's "new secure message" items for this thread are read with it.
      await db
        .update(notifications)
        .set({ readAt: now })
        .where(
          and(
            eq(notifications.userId, actor.userId),
            eq(notifications.type, 'secure_message'),
            isNull(notifications.readAt),
            like(notifications.link, `%thread=${threadId}`),
          ),
        );
      return mark!.lastReadAt;
    },
  };

  async function ownerVisible(owner: { clientId: string } | { groupId: string }): Promise<boolean> {
    const visibleIds = db.select({ id: clients.id }).from(clients).where(visibleClients(actor));
    if ('clientId' in owner) {
      const [row] = await db
        .select({ id: clients.id })
        .from(clients)
        .where(and(visibleClients(actor), eq(clients.id, owner.clientId)))
        .limit(1);
      return !!row;
    }
    const members =
      side === 'client'
        ? portalGroups(actor)
        : db.select({ id: clientGroupMembers.groupId }).from(clientGroupMembers).where(inArray(clientGroupMembers.clientId, visibleIds));
    const [row] = await db
      .select({ id: clientGroups.id })
      .from(clientGroups)
      .where(and(eq(clientGroups.practiceId, actor.practiceId), eq(clientGroups.id, owner.groupId), inArray(clientGroups.id, members)))
      .limit(1);
    return !!row;
  }
}
