import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SuperbillStatus } from '@tend/contracts/billing-codes';
import type { Db } from '@tend/db/client';
import { superbills } from '@tend/db/schema/billing';
import { clients } from '@tend/db/schema/clients';
import { users } from '@tend/db/schema/users';
import type { Actor } from '../../auth/actor';
import { visibleClients } from '../../auth/access';

const provider = alias(users, 'superbill_provider');
const creator = alias(users, 'superbill_creator');

export type SuperbillRow = typeof superbills.$inferSelect & { clientName: string; providerName: string | null; createdByName: string | null };

/** Superbills of the clients the caller may see (a portal user: their own and their minors'). */
export function superbillsRepo(db: Db, actor: Actor) {
  const visible = visibleClients(actor);
  const select = () =>
    db
      .select({
        superbill: superbills,
        clientName: sql<string>`${clients.firstName} || ' ' || ${clients.lastName}`,
        providerName: provider.name,
        createdByName: creator.name,
      })
      .from(superbills)
      .innerJoin(clients, eq(clients.id, superbills.clientId))
      .leftJoin(provider, eq(provider.id, superbills.providerId))
      .leftJoin(creator, eq(creator.id, superbills.createdBy));
  const flatten = (rows: Awaited<ReturnType<ReturnType<typeof select>['where']>>): SuperbillRow[] =>
    rows.map((r) => ({ ...r.superbill, clientName: r.clientName, providerName: r.providerName, createdByName: r.createdByName }));

  return {
    list(filter: { clientId?: string; status?: SuperbillStatus; clientIds?: string[] } = {}) {
      return select()
        .where(
          and(
            visible,
            filter.clientId ? eq(superbills.clientId, filter.clientId) : undefined,
            filter.clientIds ? inArray(superbills.clientId, filter.clientIds) : undefined,
            filter.status ? eq(superbills.status, filter.status) : undefined,
          ),
        )
        .orderBy(desc(superbills.createdAt), desc(superbills.periodStart))
        .then(flatten);
    },

    async get(id: string): Promise<SuperbillRow | null> {
      const rows = flatten(await select().where(and(visible, eq(superbills.id, id))));
      return rows[0] ?? null;
    },

    /** Clients (among `clientIds`) with a superbill lying within [from, to]. */
    async clientsCovered(from: string, to: string): Promise<Set<string>> {
      const rows = await db
        .select({ clientId: superbills.clientId })
        .from(superbills)
        .innerJoin(clients, eq(clients.id, superbills.clientId))
        .where(and(visible, sql`${superbills.periodStart} >= ${from}`, sql`${superbills.periodEnd} <= ${to}`));
      return new Set(rows.map((r) => r.clientId));
    },

    async insert(tx: Db, row: Omit<typeof superbills.$inferInsert, 'practiceId'>) {
      const [created] = await tx
        .insert(superbills)
        .values({ ...row, practiceId: actor.practiceId })
        .returning({ id: superbills.id });
      return created!.id;
    },

    async markSent(id: string, now: Date): Promise<boolean> {
      const visibleIds = db.select({ id: clients.id }).from(clients).where(visible);
      const updated = await db
        .update(superbills)
        .set({ status: 'sent', sentAt: sql`coalesce(${superbills.sentAt}, ${now.toISOString()}::timestamptz)` })
        .where(and(eq(superbills.id, id), eq(superbills.practiceId, actor.practiceId), inArray(superbills.clientId, visibleIds)))
        .returning({ id: superbills.id });
      return updated.length > 0;
    },
  };
}
