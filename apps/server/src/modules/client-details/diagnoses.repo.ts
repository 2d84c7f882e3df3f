import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ClientDiagnosis } from '@tend/contracts/client-details.contract';
import type { Db } from '@tend/db/client';
import { clientDiagnoses } from '@tend/db/schema/client-details';
import { clients } from '@tend/db/schema/clients';
import { users } from '@tend/db/schema/users';
import type { Actor } from '../../auth/actor';
import { visibleClients } from '../../auth/access';

type Row = typeof clientDiagnoses.$inferSelect;

export const toDiagnosisView = ({ diagnosis: d, addedByName }: { diagnosis: Row; addedByName: string | null }): ClientDiagnosis => ({
  id: d.id,
  code: d.code,
  description: d.description,
  rank: d.rank,
  diagnosed_on: d.diagnosedOn,
  resolved_on: d.resolvedOn,
  added_by_name: addedByName,
  created_at: d.createdAt.toISOString(),
});

/** A visible client's diagnoses; every query is limited to clients the caller may see. */
export function diagnosesRepo(db: Db, actor: Actor) {
  const ofClient = (clientId: string) =>
    and(
      eq(clientDiagnoses.clientId, clientId),
      inArray(
        clientDiagnoses.clientId,
        db
          .select({ id: clients.id })
          .from(clients)
          .where(and(visibleClients(actor), eq(clients.id, clientId))),
      ),
    );
  const withAuthor = () =>
    db.select({ diagnosis: clientDiagnoses, addedByName: users.name }).from(clientDiagnoses).leftJoin(users, eq(users.id, clientDiagnoses.addedBy));

  return {
    /** Current ones by rank, then resolved ones, the latest resolution first. */
    list: (clientId: string) =>
      withAuthor()
        .where(ofClient(clientId))
        .orderBy(
          sql`case when ${clientDiagnoses.resolvedOn} is null then 0 else 1 end`,
          asc(clientDiagnoses.rank),
          desc(clientDiagnoses.resolvedOn),
          asc(clientDiagnoses.createdAt),
        ),

    async get(clientId: string, id: string) {
      const [row] = await withAuthor()
        .where(and(ofClient(clientId), eq(clientDiagnoses.id, id)))
        .limit(1);
      return row ?? null;
    },

    /** The diagnoses not resolved, primary first. */
    current: (clientId: string) =>
      db
        .select()
        .from(clientDiagnoses)
        .where(and(ofClient(clientId), isNull(clientDiagnoses.resolvedOn)))
        .orderBy(asc(clientDiagnoses.rank), asc(clientDiagnoses.createdAt)),

    async add(values: Omit<typeof clientDiagnoses.$inferInsert, 'id' | 'createdAt' | 'addedBy'>) {
      const [row] = await db
        .insert(clientDiagnoses)
        .values({ ...values, addedBy: actor.userId })
        .returning({ id: clientDiagnoses.id });
      return row!;
    },

    async update(clientId: string, id: string, values: Partial<Pick<Row, 'diagnosedOn' | 'resolvedOn' | 'rank'>>) {
      const [row] = await db
        .update(clientDiagnoses)
        .set(values)
        .where(and(ofClient(clientId), eq(clientDiagnoses.id, id)))
        .returning({ id: clientDiagnoses.id });
      return row ?? null;
    },

    /** Ranks these diagnoses 1..n in the order given. */
    async rank(clientId: string, ids: string[]) {
      for (const [index, id] of ids.entries()) {
        await db
          .update(clientDiagnoses)
          .set({ rank: index + 1 })
          .where(and(ofClient(clientId), eq(clientDiagnoses.id, id)));
      }
    },
  };
}
