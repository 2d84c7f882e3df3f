import type { AppointmentsQuery } from '@tend/contracts/clients.contract';
import { and, asc, desc, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '@tend/db/client';
import { clients } from '@tend/db/schema/clients';
import { encounters } from '@tend/db/schema/encounters';
import { notes } from '@tend/db/schema/notes';
import { users } from '@tend/db/schema/users';
import type { Actor } from '../../auth/actor';
import { visibleClients } from '../../auth/access';

/** Every query is filtered to the clients the caller may see; another person's client looks missing. */
export function clientsRepo(db: Db, actor: Actor) {
  const scope = visibleClients(actor);
  return {
    list: () => db.select().from(clients).where(scope).orderBy(asc(clients.lastName), asc(clients.firstName)),

    /** Each visible client's names as they may be written: full, first, last, preferred. */
    async nameVariants(): Promise<string[][]> {
      const rows = await db.select({ first: clients.firstName, last: clients.lastName, preferred: clients.preferredName }).from(clients).where(scope);
      return rows.map((c) => [`${c.first} ${c.last}`, c.first, c.last, ...(c.preferred ? [c.preferred] : [])]);
    },

    async get(id: string) {
      const [row] = await db
        .select()
        .from(clients)
        .where(and(scope, eq(clients.id, id)))
        .limit(1);
      return row ?? null;
    },

    /** A visible client's appointments, most recent first, with the notes documenting each; null for a client not visible. */
    async appointments(clientId: string, { limit, provider_id, before }: AppointmentsQuery) {
      const [client] = await db
        .select({ id: clients.id })
        .from(clients)
        .where(and(scope, eq(clients.id, clientId)))
        .limit(1);
      if (!client) return null;
      const rows = await db
        .select({ encounter: encounters, providerName: users.name })
        .from(encounters)
        .innerJoin(users, eq(users.id, encounters.providerId))
        .where(
          and(
            eq(encounters.clientId, client.id),
            provider_id ? eq(encounters.providerId, provider_id) : undefined,
            before ? lt(encounters.scheduledStart, new Date(before)) : undefined,
          ),
        )
        .orderBy(desc(encounters.scheduledStart))
        .limit(limit);
      const ids = rows.map((r) => r.encounter.id);
      const documented = ids.length
        ? await db
            .select({ id: notes.id, encounterId: notes.encounterId, documentType: notes.documentType, status: notes.status })
            .from(notes)
            .where(inArray(notes.encounterId, ids))
        : [];
      return rows.map((r) => ({ ...r, notes: documented.filter((n) => n.encounterId === r.encounter.id) }));
    },

    /** True when the provider is an active clinician of the caller's practice. */
    async isProviderInPractice(providerId: string) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, providerId), eq(users.practiceId, actor.practiceId), eq(users.active, true)))
        .limit(1);
      return !!row;
    },

    async create(values: Omit<typeof clients.$inferInsert, 'practiceId'>) {
      const [row] = await db
        .insert(clients)
        .values({ ...values, practiceId: actor.practiceId })
        .returning();
      return row!;
    },
  };
}
