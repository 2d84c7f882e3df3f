import { and, asc, eq, inArray } from 'drizzle-orm';
import type { InsurancePolicy } from '@tend/contracts/client-details.contract';
import type { Db } from '@tend/db/client';
import { clientInsurance } from '@tend/db/schema/client-details';
import { clients } from '@tend/db/schema/clients';
import type { Actor } from '../../auth/actor';
import { visibleClients } from '../../auth/access';

type Row = typeof clientInsurance.$inferSelect;
export type PolicyColumns = Partial<Omit<typeof clientInsurance.$inferInsert, 'id' | 'clientId' | 'createdAt' | 'updatedAt'>>;

export const toPolicyView = (p: Row): InsurancePolicy => ({
  id: p.id,
  rank: p.rank,
  payer_name: p.payerName,
  payer_id: p.payerId,
  member_id: p.memberId,
  group_number: p.groupNumber,
  subscriber_relationship: p.subscriberRelationship as InsurancePolicy['subscriber_relationship'],
  subscriber_name: p.subscriberName,
  subscriber_date_of_birth: p.subscriberDateOfBirth,
  copay_cents: p.copayCents,
  coinsurance_percent: p.coinsurancePercent,
  deductible_cents: p.deductibleCents,
  deductible_met_cents: p.deductibleMetCents,
  created_at: p.createdAt.toISOString(),
  updated_at: p.updatedAt.toISOString(),
});

/** A visible client's insurance policies; every query is limited to clients the caller may see. */
export function insuranceRepo(db: Db, actor: Actor) {
  const ofClient = (clientId: string) =>
    and(
      eq(clientInsurance.clientId, clientId),
      inArray(
        clientInsurance.clientId,
        db
          .select({ id: clients.id })
          .from(clients)
          .where(and(visibleClients(actor), eq(clients.id, clientId))),
      ),
    );

  return {
    /** Primary first. */
    list: (clientId: string) => db.select().from(clientInsurance).where(ofClient(clientId)).orderBy(asc(clientInsurance.rank), asc(clientInsurance.createdAt)),

    async get(clientId: string, id: string) {
      const [row] = await db
        .select()
        .from(clientInsurance)
        .where(and(ofClient(clientId), eq(clientInsurance.id, id)))
        .limit(1);
      return row ?? null;
    },

    async add(clientId: string, values: PolicyColumns & Pick<Row, 'payerName' | 'memberId' | 'rank'>) {
      const [row] = await db
        .insert(clientInsurance)
        .values({ ...values, clientId })
        .returning();
      return row!;
    },

    async update(clientId: string, id: string, values: PolicyColumns) {
      const [row] = await db
        .update(clientInsurance)
        .set({ ...values, updatedAt: new Date() })
        .where(and(ofClient(clientId), eq(clientInsurance.id, id)))
        .returning();
      return row ?? null;
    },

    async remove(clientId: string, id: string) {
      const [row] = await db
        .delete(clientInsurance)
        .where(and(ofClient(clientId), eq(clientInsurance.id, id)))
        .returning({ id: clientInsurance.id });
      return !!row;
    },
  };
}
