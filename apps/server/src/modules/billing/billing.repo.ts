import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '@tend/db/client';
import { billingAdjustments, charges, paymentAllocations, payments } from '@tend/db/schema/billing';
import { clients } from '@tend/db/schema/clients';
import { users } from '@tend/db/schema/users';
import type { Actor } from '../../auth/actor';
import { visibleClients } from '../../auth/access';

const provider = alias(users, 'charge_provider');
const recorder = alias(users, 'payment_recorder');
const adjuster = alias(users, 'adjustment_author');
const clientNames = { firstName: clients.firstName, lastName: clients.lastName, preferredName: clients.preferredName };

export type ChargeRow = Awaited<ReturnType<ReturnType<typeof billingRepo>['charges']>>[number];
export type PaymentRow = Awaited<ReturnType<ReturnType<typeof billingRepo>['payments']>>[number];
export type AllocationRow = typeof paymentAllocations.$inferSelect;
export type AdjustmentRow = Awaited<ReturnType<ReturnType<typeof billingRepo>['adjustments']>>[number];
export type NewCharge = Omit<typeof charges.$inferInsert, 'id' | 'practiceId' | 'createdBy' | 'createdAt' | 'updatedAt'>;
export type NewPayment = Omit<typeof payments.$inferInsert, 'id' | 'practiceId' | 'recordedBy' | 'createdAt'>;

/** Which clients' ledger rows to read: one client, or every visible client of one clinician, or all visible. */
export interface LedgerFilter {
  clientId?: string;
  providerId?: string;
}

/**
 * The ledger of the clients the caller may see (visibleClients): every read and write by id
 * carries that scope, so another practice's or clinician's charge or payment looks missing.
 * Writes that change balances run after `lockClient`, inside the caller's transaction.
 */
export function billingRepo(db: Db, actor: Actor) {
  const scope = visibleClients(actor);
  const visibleIds = (filter: LedgerFilter = {}) =>
    db
      .select({ id: clients.id })
      .from(clients)
      .where(
        and(scope, filter.clientId ? eq(clients.id, filter.clientId) : undefined, filter.providerId ? eq(clients.providerId, filter.providerId) : undefined),
      );

  const chargeQuery = () =>
    db
      .select({ charge: charges, client: clientNames, providerName: provider.name })
      .from(charges)
      .innerJoin(clients, eq(clients.id, charges.clientId))
      .leftJoin(provider, eq(provider.id, charges.providerId));
  const paymentQuery = () =>
    db
      .select({ payment: payments, client: clientNames, recordedByName: recorder.name })
      .from(payments)
      .innerJoin(clients, eq(clients.id, payments.clientId))
      .leftJoin(recorder, eq(recorder.id, payments.recordedBy));

  return {
    /** The client when the caller may see it. */
    async client(clientId: string) {
      const [row] = await db
        .select()
        .from(clients)
        .where(and(scope, eq(clients.id, clientId)))
        .limit(1);
      return row ?? null;
    },

    /**
     * Locks a visible client's row for the rest of the transaction: every write to a client's ledger
     * takes this lock first, so concurrent payments, allocations, refunds and voids are serialized
     * and each re-reads balances the one before it left.
     */
    async lockClient(clientId: string) {
      const [row] = await db
        .select()
        .from(clients)
        .where(and(scope, eq(clients.id, clientId)))
        .for('update');
      return row ?? null;
    },

    /** Charges (voided too), by date of service then creation (a visit's lines in code order). */
    charges: (filter: LedgerFilter = {}) =>
      chargeQuery()
        .where(inArray(charges.clientId, visibleIds(filter)))
        .orderBy(asc(charges.serviceDate), asc(charges.createdAt), asc(charges.serviceCode), asc(charges.id)),

    payments: (filter: LedgerFilter = {}) =>
      paymentQuery()
        .where(inArray(payments.clientId, visibleIds(filter)))
        .orderBy(desc(payments.receivedOn), desc(payments.createdAt), desc(payments.id)),

    allocations: (filter: LedgerFilter = {}) =>
      db
        .select()
        .from(paymentAllocations)
        .where(
          inArray(
            paymentAllocations.paymentId,
            db
              .select({ id: payments.id })
              .from(payments)
              .where(inArray(payments.clientId, visibleIds(filter))),
          ),
        )
        .orderBy(asc(paymentAllocations.createdAt), asc(paymentAllocations.id)),

    adjustments: (filter: LedgerFilter = {}) =>
      db
        .select({ adjustment: billingAdjustments, createdByName: adjuster.name })
        .from(billingAdjustments)
        .leftJoin(adjuster, eq(adjuster.id, billingAdjustments.createdBy))
        .where(inArray(billingAdjustments.clientId, visibleIds(filter)))
        .orderBy(asc(billingAdjustments.createdAt), asc(billingAdjustments.id)),

    async charge(id: string) {
      const [row] = await chargeQuery()
        .where(and(eq(charges.id, id), inArray(charges.clientId, visibleIds())))
        .limit(1);
      return row ?? null;
    },

    async payment(id: string) {
      const [row] = await paymentQuery()
        .where(and(eq(payments.id, id), inArray(payments.clientId, visibleIds())))
        .limit(1);
      return row ?? null;
    },

    /**
     * A payment recorded earlier under this idempotency key, in the caller's practice (any client).
     * Holds a lock on the key until the transaction ends, so two requests with one key for two
     * clients (each under its own client lock) cannot both insert.
     */
    async paymentByKey(key: string) {
      await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`payment-key:${actor.practiceId}:${key}`}, 0))`);
      const [row] = await db
        .select({ id: payments.id, clientId: payments.clientId })
        .from(payments)
        .where(and(eq(payments.practiceId, actor.practiceId), eq(payments.idempotencyKey, key)))
        .limit(1);
      return row ?? null;
    },

    /** Inserts a charge unless a live one with the same visit and line exists; its id, or null. */
    async insertCharge(values: NewCharge): Promise<string | null> {
      const [row] = await db
        .insert(charges)
        .values({ ...values, practiceId: actor.practiceId, createdBy: actor.userId })
        .onConflictDoNothing()
        .returning({ id: charges.id });
      return row?.id ?? null;
    },

    /** Live charges of a visit. */
    visitCharges: (encounterId: string) =>
      db
        .select()
        .from(charges)
        .where(and(eq(charges.practiceId, actor.practiceId), eq(charges.encounterId, encounterId), isNull(charges.voidedAt))),

    /**
     * Voids a charge and releases what payments had applied to it: the allocations go, so that
     * money is the client's credit again (to apply elsewhere or refund). Its write-offs stay in the
     * history but count for nothing, as the charge does. A charge on a claim batch (or already
     * voided) is left alone: false, so the caller answers 409 rather than unbilling a sent claim.
     */
    async voidCharge(id: string, reason: string, now: Date): Promise<boolean> {
      const voided = await db
        .update(charges)
        .set({ voidedAt: now, voidReason: reason, updatedAt: now })
        .where(and(eq(charges.id, id), eq(charges.practiceId, actor.practiceId), isNull(charges.claimBatchId), isNull(charges.voidedAt)))
        .returning({ id: charges.id });
      if (voided.length === 0) return false;
      await db.delete(paymentAllocations).where(eq(paymentAllocations.chargeId, id));
      return true;
    },

    async insertPayment(values: NewPayment): Promise<string> {
      const [row] = await db
        .insert(payments)
        .values({ ...values, practiceId: actor.practiceId, recordedBy: actor.userId })
        .returning({ id: payments.id });
      return row!.id;
    },

    /** Applies parts of a payment; a second part to the same charge adds to the first. */
    async allocate(paymentId: string, parts: readonly { chargeId: string; amountCents: number }[]) {
      if (parts.length === 0) return;
      await db
        .insert(paymentAllocations)
        .values(parts.map((p) => ({ practiceId: actor.practiceId, paymentId, chargeId: p.chargeId, amountCents: p.amountCents, createdBy: actor.userId })))
        .onConflictDoUpdate({
          target: [paymentAllocations.paymentId, paymentAllocations.chargeId],
          set: { amountCents: sql`${paymentAllocations.amountCents} + excluded.amount_cents` },
        });
    },

    async insertAdjustment(values: Pick<typeof billingAdjustments.$inferInsert, 'clientId' | 'kind' | 'chargeId' | 'paymentId' | 'amountCents' | 'reason'>) {
      const [row] = await db
        .insert(billingAdjustments)
        .values({ ...values, practiceId: actor.practiceId, createdBy: actor.userId })
        .returning({ id: billingAdjustments.id });
      return row!.id;
    },
  };
}

export type BillingRepo = ReturnType<typeof billingRepo>;
