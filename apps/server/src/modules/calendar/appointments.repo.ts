import type { CalendarQuery } from '@tend/contracts/calendar.contract';
import { and, asc, eq, gt, gte, inArray, lt, ne, notInArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '@tend/db/client';
import { clients } from '@tend/db/schema/clients';
import { encounters } from '@tend/db/schema/encounters';
import { notes } from '@tend/db/schema/notes';
import { appointmentSeries, appointmentTypes } from '@tend/db/schema/scheduling';
import { users } from '@tend/db/schema/users';
import type { Actor } from '../../auth/actor';
import { clinicianUsers, visibleClients } from '../../auth/access';
import { loadSchedule } from '../work-schedule/availability';

type EncounterInsert = typeof encounters.$inferInsert;
type SeriesInsert = typeof appointmentSeries.$inferInsert;
export type VisitValues = Omit<EncounterInsert, 'id' | 'practiceId'>;
export interface TimeRange {
  start: Date;
  end: Date;
}

/**
 * No visit lasts longer than this (the contract caps a visit at 8 hours), so one overlapping a
 * window starts at most this long before it: a lower bound on the start the index can use.
 */
const LONGEST_VISIT_MS = 8 * 3_600_000;

/** Statuses that hold the clinician's time: a cancelled or missed visit frees the slot. */
const occupying = ['scheduled', 'arrived', 'completed'] as const;

const changedBy = alias(users, 'changed_by');

/** What the calendar shows of a visit: the visit, its client's names, clinician, type and series rule. */
const visitColumns = {
  encounter: encounters,
  client: { firstName: clients.firstName, lastName: clients.lastName, preferredName: clients.preferredName },
  providerName: users.name,
  typeName: appointmentTypes.name,
  rule: appointmentSeries.rule,
  changedByName: changedBy.name,
};

/**
 * Appointments hang off clients: every read ANDs the visible-clients predicate, so another
 * clinician's visit looks missing. Conflict checks are the exception: a clinician's time is taken
 * whoever's client fills it, so they read the clinician's whole calendar (and answer initials only).
 */
export function appointmentsRepo(db: Db, actor: Actor) {
  const scope = visibleClients(actor);
  const visits = () =>
    db
      .select(visitColumns)
      .from(encounters)
      .innerJoin(clients, eq(clients.id, encounters.clientId))
      .innerJoin(users, eq(users.id, encounters.providerId))
      .leftJoin(appointmentTypes, eq(appointmentTypes.id, encounters.typeId))
      .leftJoin(appointmentSeries, eq(appointmentSeries.id, encounters.seriesId))
      .leftJoin(changedBy, eq(changedBy.id, encounters.statusChangedBy));

  return {
    /** Visits of these clinicians overlapping [from, to), earliest first. */
    range: (query: CalendarQuery, providerIds: string[]) =>
      visits()
        .where(
          and(
            scope,
            inArray(encounters.providerId, providerIds),
            lt(encounters.scheduledStart, new Date(query.to)),
            gt(encounters.scheduledStart, new Date(Date.parse(query.from) - LONGEST_VISIT_MS)),
            gt(encounters.scheduledEnd, new Date(query.from)),
            query.client_id ? eq(encounters.clientId, query.client_id) : undefined,
            query.include_cancelled ? undefined : notInArray(encounters.status, ['cancelled', 'late_cancelled']),
          ),
        )
        .orderBy(asc(encounters.scheduledStart), asc(encounters.id)),

    async visit(id: string) {
      const [row] = await visits()
        .where(and(scope, eq(encounters.id, id)))
        .limit(1);
      return row ?? null;
    },

    visitsByIds: (ids: string[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : visits()
            .where(and(scope, inArray(encounters.id, ids)))
            .orderBy(asc(encounters.scheduledStart)),

    async visibleClient(id: string) {
      const [row] = await db
        .select({ id: clients.id, firstName: clients.firstName, lastName: clients.lastName })
        .from(clients)
        .where(and(scope, eq(clients.id, id)))
        .limit(1);
      return row ?? null;
    },

    /**
     * Clinicians among `ids` whose calendar the caller may see or book: an admin any active user
     * of the practice, a supervisor their own and their supervisees', anyone else their own.
     */
    async permittedProviders(ids: string[]): Promise<string[]> {
      const mine =
        actor.acting === 'admin'
          ? undefined
          : actor.acting === 'supervisor'
            ? or(eq(users.id, actor.userId), eq(users.supervisorId, actor.userId))
            : eq(users.id, actor.userId);
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(
          and(inArray(users.id, ids), eq(users.practiceId, actor.practiceId), eq(users.active, true), mine, or(eq(users.id, actor.userId), clinicianUsers())),
        );
      return rows.map((r) => r.id);
    },

    /** The clinician's working hours and time off around a window (for the outside-hours warning). */
    schedule: (providerId: string, window: { start: Date; end: Date }) => loadSchedule(db, actor.practiceId, providerId, window),

    async type(id: string) {
      const [row] = await db
        .select()
        .from(appointmentTypes)
        .where(and(eq(appointmentTypes.id, id), eq(appointmentTypes.practiceId, actor.practiceId)))
        .limit(1);
      return row ?? null;
    },

    /**
     * Serialises bookings of one clinician's calendar until the transaction ends, so two requests
     * for the same slot cannot both pass the conflict check (PostgreSQL and PGlite alike).
     */
    lockCalendar: (providerId: string) => db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`calendar:${providerId}`}, 0))`),

    /** The clinician's visits that hold time overlapping any of the ranges, except `exceptIds`. */
    async conflicts(providerId: string, ranges: TimeRange[], exceptIds: string[] = []) {
      if (ranges.length === 0) return [];
      const first = Math.min(...ranges.map((r) => r.start.getTime()));
      const last = Math.max(...ranges.map((r) => r.end.getTime()));
      const rows = await db
        .select({ id: encounters.id, start: encounters.scheduledStart, end: encounters.scheduledEnd, firstName: clients.firstName, lastName: clients.lastName })
        .from(encounters)
        .innerJoin(clients, eq(clients.id, encounters.clientId))
        .where(
          and(
            eq(encounters.practiceId, actor.practiceId),
            eq(encounters.providerId, providerId),
            inArray(encounters.status, [...occupying]),
            lt(encounters.scheduledStart, new Date(last)),
            gt(encounters.scheduledStart, new Date(first - LONGEST_VISIT_MS)),
            gt(encounters.scheduledEnd, new Date(first)),
            exceptIds.length ? notInArray(encounters.id, exceptIds) : undefined,
          ),
        );
      return rows.filter((row) => ranges.some((r) => row.start < r.end && row.end > r.start));
    },

    async insertVisits(values: VisitValues[]) {
      if (values.length === 0) return [];
      const rows = await db
        .insert(encounters)
        .values(values.map((v) => ({ ...v, practiceId: actor.practiceId })))
        .onConflictDoNothing({ target: [encounters.seriesId, encounters.recurrenceDate] })
        .returning({ id: encounters.id });
      return rows.map((r) => r.id);
    },

    async updateVisit(id: string, values: Partial<VisitValues>) {
      await db
        .update(encounters)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(encounters.id, id), eq(encounters.practiceId, actor.practiceId)));
    },

    async insertSeries(values: Omit<SeriesInsert, 'id' | 'practiceId'>) {
      const [row] = await db
        .insert(appointmentSeries)
        .values({ ...values, practiceId: actor.practiceId })
        .returning();
      return row!;
    },

    async series(id: string) {
      const [row] = await db
        .select()
        .from(appointmentSeries)
        .where(and(eq(appointmentSeries.id, id), eq(appointmentSeries.practiceId, actor.practiceId)))
        .limit(1);
      return row ?? null;
    },

    async updateSeries(id: string, values: Partial<Omit<SeriesInsert, 'id' | 'practiceId'>>) {
      await db
        .update(appointmentSeries)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(appointmentSeries.id, id), eq(appointmentSeries.practiceId, actor.practiceId)));
    },

    /** A series' visits on or after a local date, with whether a note documents each. */
    seriesVisitsFrom: (seriesId: string, fromDate: string) =>
      db
        .select({
          id: encounters.id,
          recurrenceDate: encounters.recurrenceDate,
          status: encounters.status,
          detached: encounters.detached,
          start: encounters.scheduledStart,
          documented: sql<boolean>`exists (select 1 from ${notes} where ${notes.encounterId} = ${encounters.id})`,
        })
        .from(encounters)
        .where(and(eq(encounters.seriesId, seriesId), gte(encounters.recurrenceDate, fromDate)))
        .orderBy(asc(encounters.recurrenceDate)),

    /** The first visit of a series that has not started, if any. */
    async firstUpcomingVisit(seriesId: string, now: Date) {
      const [row] = await db
        .select({ id: encounters.id })
        .from(encounters)
        .where(and(eq(encounters.seriesId, seriesId), gte(encounters.scheduledStart, now), ne(encounters.status, 'cancelled')))
        .orderBy(asc(encounters.scheduledStart))
        .limit(1);
      return row?.id ?? null;
    },

    async hasNote(visitId: string) {
      const [row] = await db.select({ id: notes.id }).from(notes).where(eq(notes.encounterId, visitId)).limit(1);
      return !!row;
    },

    async deleteVisits(ids: string[]) {
      if (ids.length) await db.delete(encounters).where(and(inArray(encounters.id, ids), eq(encounters.practiceId, actor.practiceId)));
    },

    async moveVisitsToSeries(ids: string[], seriesId: string) {
      if (ids.length)
        await db
          .update(encounters)
          .set({ seriesId })
          .where(and(inArray(encounters.id, ids), eq(encounters.practiceId, actor.practiceId)));
    },
  };
}

export type AppointmentsRepo = ReturnType<typeof appointmentsRepo>;
export type VisitRow = NonNullable<Awaited<ReturnType<AppointmentsRepo['visit']>>>;
