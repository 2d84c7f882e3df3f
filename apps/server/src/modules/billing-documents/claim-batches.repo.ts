import { and, desc, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Db } from '@tend/db/client';
import { charges, claimBatches } from '@tend/db/schema/billing';
import { clients } from '@tend/db/schema/clients';
import { users } from '@tend/db/schema/users';
import type { Actor } from '../../auth/actor';
import { visibleClients } from '../../auth/access';

/**
 * Claim batches of the caller's practice. A batch may hold several clients' claims, so a caller
 * sees a batch only when every client on it is one they may see (an admin: all; a therapist: the
 * batches of their own caseload).
 */
export function claimBatchesRepo(db: Db, actor: Actor) {
  const invisibleClients = db
    .select({ id: clients.id })
    .from(clients)
    .where(and(eq(clients.practiceId, actor.practiceId), sql`not (${visibleClients(actor)})`));
  const fullyVisible = sql`not exists (select 1 from ${charges} where ${charges.claimBatchId} = ${claimBatches.id} and ${inArray(charges.clientId, invisibleClients)})`;
  const select = () =>
    db
      .select({
        batch: claimBatches,
        createdByName: users.name,
        chargeIds: sql<
          string[]
        >`coalesce((select json_agg(${charges.id} order by ${charges.serviceDate}) from ${charges} where ${charges.claimBatchId} = ${claimBatches.id}), '[]')`,
        clientIds: sql<
          string[]
        >`coalesce((select json_agg(distinct ${charges.clientId}) from ${charges} where ${charges.claimBatchId} = ${claimBatches.id}), '[]')`,
        claimCount: sql<number>`(select count(distinct (${charges.clientId}, ${charges.serviceDate}))::int from ${charges} where ${charges.claimBatchId} = ${claimBatches.id})`,
        totalCents: sql<number>`(select coalesce(sum(${charges.amountCents}), 0)::int from ${charges} where ${charges.claimBatchId} = ${claimBatches.id})`,
      })
      .from(claimBatches)
      .leftJoin(users, eq(users.id, claimBatches.createdBy));

  return {
    list() {
      return select()
        .where(and(eq(claimBatches.practiceId, actor.practiceId), fullyVisible))
        .orderBy(desc(claimBatches.controlNumber));
    },

    async get(id: string) {
      const [row] = await select().where(and(eq(claimBatches.practiceId, actor.practiceId), eq(claimBatches.id, id), fullyVisible));
      return row ?? null;
    },

    /** Inside the caller's transaction: the next control number for the practice and the batch row. */
    async create(tx: Db, now: Date) {
      const [last] = await tx
        .select({ n: max(claimBatches.controlNumber) })
        .from(claimBatches)
        .where(eq(claimBatches.practiceId, actor.practiceId));
      const [row] = await tx
        .insert(claimBatches)
        .values({ practiceId: actor.practiceId, controlNumber: (last?.n ?? 0) + 1, createdBy: actor.userId, createdAt: now })
        .returning();
      return row!;
    },

    /** Puts the charges on the batch; only those still on none (a concurrent batch took none of them). */
    async attach(tx: Db, batchId: string, chargeIds: string[]): Promise<number> {
      const updated = await tx
        .update(charges)
        .set({ claimBatchId: batchId })
        .where(and(eq(charges.practiceId, actor.practiceId), inArray(charges.id, chargeIds), isNull(charges.claimBatchId), isNull(charges.voidedAt)))
        .returning({ id: charges.id });
      return updated.length;
    },

    async setFile(tx: Db, batchId: string, fileId: string) {
      await tx.update(claimBatches).set({ fileId }).where(eq(claimBatches.id, batchId));
    },
  };
}

export type ClaimBatchRow = NonNullable<Awaited<ReturnType<ReturnType<typeof claimBatchesRepo>['get']>>>;
