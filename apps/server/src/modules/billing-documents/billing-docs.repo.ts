import { and, asc, between, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '@tend/db/client';
import {
  type billingAdjustments,
  charges,
  type paymentAllocations,
  type payments,
  practiceBillingProfiles,
  providerBillingProfiles,
} from '@tend/db/schema/billing';
import { clientDiagnoses, clientInsurance } from '@tend/db/schema/client-details';
import { clients } from '@tend/db/schema/clients';
import { practices } from '@tend/db/schema/practices';
import { users } from '@tend/db/schema/users';
import type { Actor } from '../../auth/actor';
import { visibleClients } from '../../auth/access';
import { loadLedgerRows } from '../billing/client-ledger';

export type ClientRow = Pick<typeof clients.$inferSelect, 'id' | 'firstName' | 'lastName' | 'dateOfBirth' | 'address' | 'providerId'>;
export type ChargeRow = typeof charges.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type AllocationRow = typeof paymentAllocations.$inferSelect;
export type AdjustmentRow = typeof billingAdjustments.$inferSelect;

/** Every ledger row of some clients: what statements, superbills and the portal compute from. */
export interface LedgerRows {
  charges: ChargeRow[];
  payments: PaymentRow[];
  allocations: AllocationRow[];
  adjustments: AdjustmentRow[];
}

const clientColumns = {
  id: clients.id,
  firstName: clients.firstName,
  lastName: clients.lastName,
  dateOfBirth: clients.dateOfBirth,
  address: clients.address,
  providerId: clients.providerId,
};

/**
 * Reads for billing documents, each scoped to the clients the caller may see (a portal user:
 * themself and the minors they guard), so another person's record looks missing.
 */
export function billingDocsRepo(db: Db, actor: Actor) {
  const visible = visibleClients(actor);
  const visibleIds = (ids: string[]) =>
    db
      .select({ id: clients.id })
      .from(clients)
      .where(and(visible, inArray(clients.id, ids)));

  return {
    async client(clientId: string): Promise<ClientRow | null> {
      const [row] = await db
        .select(clientColumns)
        .from(clients)
        .where(and(visible, eq(clients.id, clientId)));
      return row ?? null;
    },

    clients(): Promise<ClientRow[]> {
      return db.select(clientColumns).from(clients).where(visible).orderBy(asc(clients.lastName), asc(clients.firstName));
    },

    /** Charges by id among visible clients (missing ones are simply absent). */
    chargesByIds(ids: string[]): Promise<ChargeRow[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return db
        .select({ charge: charges })
        .from(charges)
        .innerJoin(clients, eq(clients.id, charges.clientId))
        .where(and(visible, inArray(charges.id, ids)))
        .orderBy(asc(charges.serviceDate), asc(charges.createdAt))
        .then((rows) => rows.map((r) => r.charge));
    },

    /** Live charges of visible clients with a date of service in [from, to]. */
    chargesInPeriod(from: string, to: string, clientId?: string): Promise<ChargeRow[]> {
      return db
        .select({ charge: charges })
        .from(charges)
        .innerJoin(clients, eq(clients.id, charges.clientId))
        .where(and(visible, between(charges.serviceDate, from, to), isNull(charges.voidedAt), clientId ? eq(charges.clientId, clientId) : undefined))
        .orderBy(asc(charges.serviceDate), asc(charges.createdAt))
        .then((rows) => rows.map((r) => r.charge));
    },

    /** One client's ledger rows, through billing core's loader (scoped the same way). */
    async ledger(clientId: string): Promise<LedgerRows> {
      const rows = await loadLedgerRows(db, actor, { clientId });
      return {
        charges: rows.charges.map((r) => r.charge),
        payments: rows.payments.map((r) => r.payment),
        allocations: rows.allocations,
        adjustments: rows.adjustments.map((r) => r.adjustment),
      };
    },

    /** Current diagnoses, primary first. */
    async diagnoses(clientId: string) {
      const [client] = await visibleIds([clientId]);
      if (!client) return [];
      return db
        .select({ code: clientDiagnoses.code, description: clientDiagnoses.description })
        .from(clientDiagnoses)
        .where(and(eq(clientDiagnoses.clientId, clientId), isNull(clientDiagnoses.resolvedOn)))
        .orderBy(asc(clientDiagnoses.rank), asc(clientDiagnoses.createdAt));
    },

    /** The primary policy, or null. */
    async insurance(clientId: string) {
      const [client] = await visibleIds([clientId]);
      if (!client) return null;
      const [row] = await db.select().from(clientInsurance).where(eq(clientInsurance.clientId, clientId)).orderBy(asc(clientInsurance.rank)).limit(1);
      return row ?? null;
    },

    /** The caller's practice as it appears on documents (its billing profile, else its name). */
    async practice() {
      const [row] = await db
        .select({ name: practices.name, timeZone: practices.timeZone, profile: practiceBillingProfiles })
        .from(practices)
        .leftJoin(practiceBillingProfiles, eq(practiceBillingProfiles.practiceId, practices.id))
        .where(eq(practices.id, actor.practiceId));
      const p = row!.profile;
      return {
        name: p?.legalName || row!.name,
        timeZone: row!.timeZone,
        npi: p?.npi ?? null,
        taxId: p?.taxId ?? null,
        address: p?.address ?? null,
        phone: p?.phone ?? null,
      };
    },

    /** A clinician of the caller's practice with their claim identity. */
    async provider(userId: string | null) {
      if (!userId) return null;
      const [row] = await db
        .select({ id: users.id, name: users.name, profile: providerBillingProfiles })
        .from(users)
        .leftJoin(providerBillingProfiles, eq(providerBillingProfiles.userId, users.id))
        .where(and(eq(users.id, userId), eq(users.practiceId, actor.practiceId)));
      if (!row) return null;
      const p = row.profile;
      return {
        id: row.id,
        name: row.name,
        npi: p?.npi ?? null,
        credentials: p?.credentials ?? null,
        licenseNumber: p?.licenseNumber ?? null,
        licenseState: p?.licenseState ?? null,
        taxonomyCode: p?.taxonomyCode ?? null,
      };
    },
  };
}

export type BillingDocsRepo = ReturnType<typeof billingDocsRepo>;
export type PracticeIdentity = Awaited<ReturnType<BillingDocsRepo['practice']>>;
export type ProviderIdentity = NonNullable<Awaited<ReturnType<BillingDocsRepo['provider']>>>;
export type ClientInsurance = NonNullable<Awaited<ReturnType<BillingDocsRepo['insurance']>>>;
