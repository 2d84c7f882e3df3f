import type { AppointmentLocation } from '@tend/contracts/calendar.contract';
import { and, asc, desc, eq, gt, gte, inArray, lt, notInArray } from 'drizzle-orm';
import type { Db } from '@tend/db/client';
import { clients } from '@tend/db/schema/clients';
import { encounters } from '@tend/db/schema/encounters';
import { appointmentTypes } from '@tend/db/schema/scheduling';
import type { CalendarVisit } from '../../ai/engine';
import type { Actor } from '../../auth/actor';
import { visibleClients } from '../../auth/access';
import { clientDisplayName } from '../clients/client-view';

type AppointmentType = { id: string; name: string; durationMinutes: number; serviceCode: string | null };
interface VisitRow {
  encounter: typeof encounters.$inferSelect;
  client: { firstName: string; lastName: string; preferredName: string | null };
  typeName: string | null;
}

const toVisit = ({ encounter: e, client, typeName }: VisitRow): CalendarVisit => ({
  id: e.id,
  clientId: e.clientId,
  clientName: clientDisplayName(client),
  scheduledStart: e.scheduledStart,
  scheduledEnd: e.scheduledEnd,
  status: e.status,
  typeName,
  location: e.location,
});

/**
 * The caller's own calendar and clients, as the assistant reads them: visits they are the
 * clinician of, with clients they may see — another clinician's visits look missing.
 */
export function assistantCalendarRepo(db: Db, actor: Actor) {
  const own = and(eq(encounters.providerId, actor.userId), visibleClients(actor));
  const visits = () =>
    db
      .select({
        encounter: encounters,
        client: { firstName: clients.firstName, lastName: clients.lastName, preferredName: clients.preferredName },
        typeName: appointmentTypes.name,
      })
      .from(encounters)
      .innerJoin(clients, eq(clients.id, encounters.clientId))
      .leftJoin(appointmentTypes, eq(appointmentTypes.id, encounters.typeId));

  return {
    /** Visits starting in [from, to), earliest first. */
    async between(from: Date, to: Date): Promise<CalendarVisit[]> {
      const rows = await visits()
        .where(and(own, gte(encounters.scheduledStart, from), lt(encounters.scheduledStart, to)))
        .orderBy(asc(encounters.scheduledStart), asc(encounters.id));
      return rows.map(toVisit);
    },

    /** The first visit still to happen that starts after `after`. */
    async next(after: Date): Promise<CalendarVisit | null> {
      const [row] = await visits()
        .where(and(own, gt(encounters.scheduledStart, after), inArray(encounters.status, ['scheduled', 'arrived'])))
        .orderBy(asc(encounters.scheduledStart), asc(encounters.id))
        .limit(1);
      return row ? toVisit(row) : null;
    },

    /** Every client the caller may see, with the names they may be called by. */
    async directory(): Promise<{ id: string; name: string; names: string[] }[]> {
      const rows = await db
        .select({ id: clients.id, firstName: clients.firstName, lastName: clients.lastName, preferredName: clients.preferredName })
        .from(clients)
        .where(visibleClients(actor));
      return rows.map((c) => ({
        id: c.id,
        name: clientDisplayName(c),
        names: [`${c.firstName} ${c.lastName}`, c.firstName, c.lastName, ...(c.preferredName ? [c.preferredName, `${c.preferredName} ${c.lastName}`] : [])],
      }));
    },

    /** The type and place of the client's latest visit with the caller that was not called off. */
    async lastVisit(clientId: string): Promise<{ typeId: string | null; location: AppointmentLocation } | null> {
      const [row] = await db
        .select({ typeId: encounters.typeId, location: encounters.location })
        .from(encounters)
        .innerJoin(clients, eq(clients.id, encounters.clientId))
        .where(and(own, eq(encounters.clientId, clientId), notInArray(encounters.status, ['cancelled', 'late_cancelled'])))
        .orderBy(desc(encounters.scheduledStart))
        .limit(1);
      return row ?? null;
    },

    /** The practice's bookable types, in the practice's order. */
    activeTypes(): Promise<AppointmentType[]> {
      return db
        .select({
          id: appointmentTypes.id,
          name: appointmentTypes.name,
          durationMinutes: appointmentTypes.durationMinutes,
          serviceCode: appointmentTypes.serviceCode,
        })
        .from(appointmentTypes)
        .where(and(eq(appointmentTypes.practiceId, actor.practiceId), eq(appointmentTypes.active, true)))
        .orderBy(asc(appointmentTypes.sortOrder), asc(appointmentTypes.name));
    },
  };
}
