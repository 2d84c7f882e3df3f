import type { AppointmentsQuery, clientListQuerySchema } from '@tend/contracts/clients.contract';
import { and, asc, count, desc, eq, gt, gte, inArray, like, lt, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '@tend/db/client';
import { perDatabase } from '@tend/db/per-database';
import { escapeLike } from '@tend/db/like';
import { clients } from '@tend/db/schema/clients';
import { encounters } from '@tend/db/schema/encounters';
import { notes } from '@tend/db/schema/notes';
import { users } from '@tend/db/schema/users';
import type { Actor } from '../../auth/actor';
import { clinicianUsers, visibleClients, visibleClientsAs } from '../../auth/access';

function prepareWithProvider(db: Db, acting: Actor['acting']) {
  const scope = visibleClientsAs(acting, { practiceId: sql.placeholder('practiceId'), userId: sql.placeholder('userId') });
  return db
    .select({ client: clients, providerName: users.name })
    .from(clients)
    .leftJoin(users, eq(users.id, clients.providerId))
    .where(and(scope, eq(clients.id, sql.placeholder('id'))))
    .limit(1)
    .prepare(`client_with_provider_${acting}`);
}

const withProviderByRole = perDatabase(() => new Map<Actor['acting'], ReturnType<typeof prepareWithProvider>>());
function withProviderQuery(db: Db, acting: Actor['acting']) {
  const byRole = withProviderByRole(db);
  let query = byRole.get(acting);
  if (!query) byRole.set(acting, (query = prepareWithProvider(db, acting)));
  return query;
}

/** Every query is filtered to the clients the caller may see; another person's client looks missing. */
export function clientsRepo(db: Db, actor: Actor) {
  const scope = visibleClients(actor);
  return {
    /** One page of the visible clients with the assigned clinician's name, and how many match in all. */
    async page(query: z.output<typeof clientListQuerySchema>) {
      const where = and(scope, matching(query));
      const direction = query.order === 'desc' ? desc : asc;
      const byName = [direction(clients.lastName), direction(clients.firstName)];
      const order = query.sort === 'created' ? [direction(clients.createdAt)] : query.sort === 'status' ? [direction(clients.status), ...byName] : byName;
      const [rows, [total]] = await Promise.all([
        db
          .select({ client: clients, providerName: users.name })
          .from(clients)
          .leftJoin(users, eq(users.id, clients.providerId))
          .where(where)
          .orderBy(...order, asc(clients.id))
          .limit(query.limit)
          .offset(query.offset),
        db.select({ n: count() }).from(clients).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

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

    /** A visible client with the assigned clinician's name (the client page, the hottest read: prepared). */
    async withProvider(id: string) {
      const [row] = await withProviderQuery(db, actor.acting).execute({ id, practiceId: actor.practiceId, userId: actor.userId });
      return row ?? null;
    },

    /**
     * Clients of the whole practice with this name and date of birth, whoever's caseload holds
     * them: a second record for one person splits their chart. The caller typed the name and date.
     */
    sameNameAndBirth: (firstName: string, lastName: string, dateOfBirth: string) =>
      db
        .select({ id: clients.id, firstName: clients.firstName, lastName: clients.lastName, dateOfBirth: clients.dateOfBirth })
        .from(clients)
        .where(
          and(
            eq(clients.practiceId, actor.practiceId),
            sql`lower(${clients.firstName}) = lower(${firstName})`,
            sql`lower(${clients.lastName}) = lower(${lastName})`,
            eq(clients.dateOfBirth, dateOfBirth),
          ),
        )
        .limit(5),

    /** Changes a visible client; null when the caller may not see it. */
    async update(id: string, values: Partial<Omit<typeof clients.$inferInsert, 'id' | 'practiceId'>>) {
      const [row] = await db
        .update(clients)
        .set({ ...values, updatedAt: new Date() })
        .where(and(scope, eq(clients.id, id)))
        .returning({ id: clients.id });
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

    /**
     * A visible client's visits (with any clinician) that started in [since, now), counted by status,
     * and the start of the first one still scheduled after now; nothing for a client not visible.
     */
    async visitTally(clientId: string, since: Date, now: Date) {
      const ofClient = and(scope, eq(encounters.clientId, clientId));
      const [byStatus, [next]] = await Promise.all([
        db
          .select({ status: encounters.status, n: count() })
          .from(encounters)
          .innerJoin(clients, eq(clients.id, encounters.clientId))
          .where(and(ofClient, gte(encounters.scheduledStart, since), lt(encounters.scheduledStart, now)))
          .groupBy(encounters.status),
        db
          .select({ start: encounters.scheduledStart })
          .from(encounters)
          .innerJoin(clients, eq(clients.id, encounters.clientId))
          .where(and(ofClient, eq(encounters.status, 'scheduled'), gt(encounters.scheduledStart, now)))
          .orderBy(asc(encounters.scheduledStart))
          .limit(1),
      ]);
      const counts: Partial<Record<(typeof encounters.$inferSelect)['status'], number>> = Object.fromEntries(byStatus.map((r) => [r.status, r.n]));
      return { counts, next: next?.start ?? null };
    },

    /** True when the provider is an active clinician (one who holds a caseload) of the caller's practice. */
    async isProviderInPractice(providerId: string) {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, providerId), eq(users.practiceId, actor.practiceId), eq(users.active, true), clinicianUsers()))
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

/** Search over names (legal and preferred), e-mail and phone digits (the generated search_text); status and clinician filters. */
function matching({ search, status, provider_id }: z.output<typeof clientListQuerySchema>): SQL | undefined {
  const text = search?.toLowerCase();
  const digits = search?.replace(/\D/g, '') ?? '';
  return and(
    text
      ? or(
          like(clients.searchText, `%${escapeLike(text)}%`),
          // "555 0100" finds "(555) 010-0…": search_text holds the phone's digits only.
          digits.length >= 3 && digits !== text ? like(clients.searchText, `%${digits}%`) : undefined,
        )
      : undefined,
    status ? eq(clients.status, status) : undefined,
    provider_id ? eq(clients.providerId, provider_id) : undefined,
  );
}
