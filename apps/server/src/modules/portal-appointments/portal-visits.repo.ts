import { and, asc, desc, eq, gt, inArray, lte, or, sql } from 'drizzle-orm';
import type { Db } from '@tend/db/client';
import { clientGroups } from '@tend/db/schema/client-details';
import { clients } from '@tend/db/schema/clients';
import { encounters } from '@tend/db/schema/encounters';
import { practices } from '@tend/db/schema/practices';
import { appointmentTypes } from '@tend/db/schema/scheduling';
import { users } from '@tend/db/schema/users';
import type { Actor } from '../../auth/actor';
import { portalGroups, visibleClients } from '../../auth/access';

/** How many ended visits the portal lists. */
const PAST_LIMIT = 50;
const UPCOMING_LIMIT = 100;

const visitColumns = {
  encounter: {
    id: encounters.id,
    clientId: encounters.clientId,
    groupId: encounters.groupId,
    providerId: encounters.providerId,
    scheduledStart: encounters.scheduledStart,
    scheduledEnd: encounters.scheduledEnd,
    status: encounters.status,
    location: encounters.location,
    telehealthUrl: encounters.telehealthUrl,
  },
  client: { firstName: clients.firstName, lastName: clients.lastName, preferredName: clients.preferredName },
  groupName: clientGroups.name,
  providerName: users.name,
  typeName: appointmentTypes.name,
};

/**
 * A portal user's visits: those of the client records they act for (their own, their minors') and
 * the shared visits of their couples and families. Only time, type, clinician and place are read;
 * another client's visit looks missing.
 */
export function portalVisitsRepo(db: Db, actor: Actor) {
  const ownClients = db.select({ id: clients.id }).from(clients).where(visibleClients(actor));
  const scope = and(
    eq(encounters.practiceId, actor.practiceId),
    or(inArray(encounters.clientId, ownClients), inArray(encounters.groupId, sql`${portalGroups(actor)}`)),
  );
  const visits = () =>
    db
      .select(visitColumns)
      .from(encounters)
      .innerJoin(clients, eq(clients.id, encounters.clientId))
      .innerJoin(users, eq(users.id, encounters.providerId))
      .leftJoin(appointmentTypes, eq(appointmentTypes.id, encounters.typeId))
      .leftJoin(clientGroups, eq(clientGroups.id, encounters.groupId));

  return {
    upcoming: (now: Date) =>
      visits()
        .where(and(scope, gt(encounters.scheduledEnd, now)))
        .orderBy(asc(encounters.scheduledStart), asc(encounters.id))
        .limit(UPCOMING_LIMIT),

    past: (now: Date) =>
      visits()
        .where(and(scope, lte(encounters.scheduledEnd, now)))
        .orderBy(desc(encounters.scheduledStart), desc(encounters.id))
        .limit(PAST_LIMIT),

    async visit(id: string) {
      const [row] = await visits()
        .where(and(scope, eq(encounters.id, id)))
        .limit(1);
      return row ?? null;
    },

    /** Marks the visit cancelled by the client (scoped again, so a forgotten check changes nothing). */
    async cancel(id: string, values: { reason: string; now: Date }) {
      const [row] = await db
        .update(encounters)
        .set({
          status: 'cancelled',
          cancelledBy: 'client',
          statusReason: values.reason,
          statusChangedBy: actor.userId,
          statusChangedAt: values.now,
          updatedAt: values.now,
        })
        .where(and(scope, eq(encounters.id, id), eq(encounters.status, 'scheduled')))
        .returning({ id: encounters.id });
      return !!row;
    },

    /** The client records the user may request visits for (in care or about to be), with their clinician. */
    bookableClients: () =>
      db
        .select({
          id: clients.id,
          firstName: clients.firstName,
          lastName: clients.lastName,
          preferredName: clients.preferredName,
          providerId: clients.providerId,
          providerName: users.name,
        })
        .from(clients)
        .leftJoin(users, and(eq(users.id, clients.providerId), eq(users.active, true)))
        .where(and(visibleClients(actor), inArray(clients.status, ['active', 'prospective'])))
        .orderBy(asc(clients.firstName), asc(clients.lastName)),

    /** The practice's zone and settings (the late-cancel policy, contact details). */
    async practice() {
      const [row] = await db.select({ timeZone: practices.timeZone, settings: practices.settings }).from(practices).where(eq(practices.id, actor.practiceId));
      return row!;
    },

    activeTypes: () =>
      db
        .select({ id: appointmentTypes.id, name: appointmentTypes.name, durationMinutes: appointmentTypes.durationMinutes })
        .from(appointmentTypes)
        .where(and(eq(appointmentTypes.practiceId, actor.practiceId), eq(appointmentTypes.active, true)))
        .orderBy(asc(appointmentTypes.sortOrder), asc(appointmentTypes.name)),
  };
}

export type PortalVisitRow = NonNullable<Awaited<ReturnType<ReturnType<typeof portalVisitsRepo>['visit']>>>;
