import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Guardian } from '@tend/contracts/client-details.contract';
import type { Db } from '@tend/db/client';
import { clientGuardians } from '@tend/db/schema/client-details';
import { clients } from '@tend/db/schema/clients';
import type { Actor } from '../../auth/actor';
import { visibleClients } from '../../auth/access';

type Row = typeof clientGuardians.$inferSelect;
export type GuardianColumns = Partial<Pick<Row, 'name' | 'relationship' | 'phone' | 'email'>>;

export const toGuardianView = (g: Row): Guardian => ({
  id: g.id,
  name: g.name,
  relationship: g.relationship,
  phone: g.phone,
  email: g.email,
  created_at: g.createdAt.toISOString(),
});

/** A visible client's parents and guardians; every query is limited to clients the caller may see. */
export function guardiansRepo(db: Db, actor: Actor) {
  const ofClient = (clientId: string) =>
    and(
      eq(clientGuardians.clientId, clientId),
      inArray(
        clientGuardians.clientId,
        db
          .select({ id: clients.id })
          .from(clients)
          .where(and(visibleClients(actor), eq(clients.id, clientId))),
      ),
    );

  return {
    list: (clientId: string) => db.select().from(clientGuardians).where(ofClient(clientId)).orderBy(asc(clientGuardians.createdAt), asc(clientGuardians.name)),

    async add(clientId: string, values: Pick<Row, 'name' | 'relationship'> & GuardianColumns) {
      const [row] = await db
        .insert(clientGuardians)
        .values({ ...values, clientId })
        .returning();
      return row!;
    },

    async update(clientId: string, id: string, values: GuardianColumns) {
      const [row] = await db
        .update(clientGuardians)
        .set(values)
        .where(and(ofClient(clientId), eq(clientGuardians.id, id)))
        .returning();
      return row ?? null;
    },

    async remove(clientId: string, id: string) {
      const [row] = await db
        .delete(clientGuardians)
        .where(and(ofClient(clientId), eq(clientGuardians.id, id)))
        .returning({ id: clientGuardians.id });
      return !!row;
    },
  };
}
