/**
 * A demo clinician's calendar: the sample caseload's clients and four more as weekly and
 * every-other-week series on weekdays, 9:00–17:00 in the demo's zone, without overlaps —
 * written as the booking API writes them (a series row, then one visit row per occurrence up to
 * the horizon). Past visits are few on purpose: a completed visit without a note is a pending
 * note, and demo data never invents note content. So only two series reach back (6 and 2 weeks:
 * three completed visits, a no-show, a late cancellation); the caseload's clients continue from
 * their next visit; the others start this week.
 */
import { eq } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import type { AppointmentStatus } from '@tend/contracts/clients.contract';
import type { Db } from '@tend/db/client';
import { clients } from '@tend/db/schema/clients';
import { encounters } from '@tend/db/schema/encounters';
import { appointmentSeries, appointmentTypes } from '@tend/db/schema/scheduling';
import { insertSampleCaseload } from '@tend/db/seed/sample-caseload';
import { horizonEnd, occurrencesBetween, ruleEndsBefore } from '../calendar/series-rule';

type Day = Temporal.PlainDate;
/** The default appointment types the sample calendar books, by name (both individual types bill 90837). */
const typeNames = {
  intake: 'Intake assessment',
  individual: 'Individual therapy, 53 min',
  hour: 'Individual therapy, 60 min',
  family: 'Family therapy',
} as const;
type Code = keyof typeof typeNames;

/** A weekly place on the calendar: ISO weekday (Monday 1) and minutes after local midnight. */
interface Slot {
  weekday: number;
  minute: number;
}

interface Booking {
  clientId: string;
  code: Code;
  /** Weeks between visits: 1 every week, 2 every other week. */
  weeks: number;
  count?: number;
  telehealth?: boolean;
  /** The hour the client asks for (a teenager after school); the nearest free one otherwise. */
  hour: number;
  /** Where the client already has a visit booked; the series keeps that rhythm if it can. */
  preferred?: Slot;
  /** The first visit's date in this slot. */
  firstDate: (slot: Slot) => Day;
  /** Statuses of the past visits in order (the rest completed); without it every visit is still to come. */
  past?: AppointmentStatus[];
  /** A new client: a single intake visit, then the series from a week later in the same slot. */
  intake?: boolean;
}

/** Starts a day offers, on the hour with a lunch break; every visit ends by 17:00. */
const dayStarts = [9, 10, 11, 13, 14, 15, 16];
const DAY_END = 17 * 60;

const newClients = [
  { firstName: 'Leo', lastName: 'Castillo', dateOfBirth: '2011-08-19' },
  { firstName: 'Hannah', lastName: 'Lindqvist', dateOfBirth: '1988-12-02' },
  { firstName: 'Marcus', lastName: 'Bell', dateOfBirth: '1979-04-27' },
  { firstName: 'Lucas', lastName: 'Bennett', dateOfBirth: '1999-10-15' },
];

/** The caseload's clients by position: Maya, Daniel, Rosa (every other week), Ethan (by video), Aisha. */
const caseloadRhythms: Partial<Booking>[] = [{}, {}, { weeks: 2 }, { telehealth: true }, {}];

/** When and why the clinician marked a past visit, relative to its start and end. */
const marks: Partial<Record<AppointmentStatus, { at: (start: number, end: number) => number; reason?: string; cancelledBy?: 'client' }>> = {
  completed: { at: (_, end) => end + 10 * 60_000 },
  no_show: { at: (start) => start + 15 * 60_000, reason: 'No contact; left a voicemail' },
  late_cancelled: { at: (start) => start - 2 * 3_600_000, reason: 'Called two hours before: unwell', cancelledBy: 'client' },
};

const nextOn = (from: Day, weekday: number) => from.add({ days: (weekday - from.dayOfWeek + 7) % 7 });
const minutesOf = (z: Temporal.ZonedDateTime) => z.hour * 60 + z.minute;

export interface DemoCalendarOptions {
  practiceId: string;
  providerId: string;
  /** The sample caseload's clients, in its order. */
  caseloadClientIds: string[];
  now: Date;
  timeZone: string;
}

/** The sample caseload (clients, visits, notes, conversations) and the calendar around it, for one clinician. */
export async function insertDemoCaseload(tx: Db, options: Omit<DemoCalendarOptions, 'caseloadClientIds'>) {
  const caseload = await insertSampleCaseload(tx, options);
  await insertDemoCalendar(tx, { ...options, caseloadClientIds: caseload.clientIds });
  return caseload;
}

/** Books the demo clinician's calendar around the visits it already has; answers the clients it added. */
export async function insertDemoCalendar(tx: Db, options: DemoCalendarOptions): Promise<string[]> {
  const { practiceId, providerId, now, timeZone } = options;
  const at = (date: Day, minute: number) =>
    new Date(date.toZonedDateTime({ timeZone, plainTime: new Temporal.PlainTime(Math.floor(minute / 60), minute % 60) }).epochMilliseconds);
  const zoned = (instant: Date) => Temporal.Instant.fromEpochMilliseconds(instant.getTime()).toZonedDateTimeISO(timeZone);
  const today = zoned(now).toPlainDate();
  const horizon = horizonEnd(now);

  const types = new Map((await tx.select().from(appointmentTypes).where(eq(appointmentTypes.practiceId, practiceId))).map((t) => [t.name, t]));
  const minutes = (code: Code) => types.get(typeNames[code])?.durationMinutes ?? 60;
  const lengthOf = (booking: Booking, visit: number) => minutes(booking.intake && visit === 0 ? 'intake' : booking.code);
  const existing = await tx.select().from(encounters).where(eq(encounters.providerId, providerId));
  const added = await tx
    .insert(clients)
    .values(newClients.map((c) => ({ ...c, practiceId, providerId, email: `${c.firstName.toLowerCase()}@example.com`, createdAt: now })))
    .returning({ id: clients.id });
  const [leo, hannah, marcus, lucas] = added.map((c) => c.id) as [string, string, string, string];

  // The calendar's visits so far, by local date in minutes; a booking takes a slot only where it is free every week.
  const busy = new Map<string, [number, number][]>();
  const occupy = (date: Day, start: number, end: number) => busy.set(date.toString(), [...(busy.get(date.toString()) ?? []), [start, end]]);
  for (const e of existing) occupy(zoned(e.scheduledStart).toPlainDate(), minutesOf(zoned(e.scheduledStart)), minutesOf(zoned(e.scheduledEnd)) || 24 * 60);

  // The caseload's clients stay the most recently seen (the assistant's "recent clients", the visit a chat's note attaches to):
  // the series that reach back end their past visits before the earliest of those clients' latest visits.
  const latestVisit = (clientId: string) =>
    Math.max(...existing.filter((e) => e.clientId === clientId && e.scheduledStart < now).map((e) => e.scheduledStart.getTime()));
  const quietFrom = Math.min(now.getTime(), ...options.caseloadClientIds.map(latestVisit).filter(Number.isFinite));

  /** The first date in the slot on or after `from` whose visit is still to come. */
  const firstFuture = (from: Day, slot: Slot) => {
    const date = nextOn(from, slot.weekday);
    return at(date, slot.minute) < now ? date.add({ weeks: 1 }) : date;
  };
  const caseloadBooking = (clientId: string, rhythm: Partial<Booking>): Booking => {
    const base = { clientId, code: 'individual' as const, weeks: 1, hour: 9, firstDate: (slot: Slot) => firstFuture(today, slot), ...rhythm };
    const next = existing.filter((e) => e.clientId === clientId && e.scheduledStart >= now).sort((a, b) => +a.scheduledStart - +b.scheduledStart)[0];
    if (!next) return base;
    const z = zoned(next.scheduledStart);
    const preferred = { weekday: z.dayOfWeek, minute: minutesOf(z) };
    // In the slot of their next visit the series carries on that rhythm; in another it starts after that visit.
    const firstDate = (slot: Slot) =>
      slot.weekday === preferred.weekday && slot.minute === preferred.minute
        ? z.toPlainDate().add({ weeks: base.weeks })
        : firstFuture(z.toPlainDate().add({ days: 2 }), slot);
    return { ...base, hour: z.hour, preferred, firstDate };
  };
  const bookings: Booking[] = [
    ...options.caseloadClientIds.map((id, i) => caseloadBooking(id, caseloadRhythms[i] ?? {})),
    {
      clientId: leo,
      code: 'family',
      weeks: 2,
      count: 8,
      hour: 16,
      firstDate: (s) => nextOn(today.subtract({ weeks: 6 }), s.weekday),
      past: ['completed', 'no_show'],
    },
    { clientId: hannah, code: 'individual', weeks: 1, hour: 11, firstDate: (s) => nextOn(today.subtract({ weeks: 2 }), s.weekday), past: ['late_cancelled'] },
    { clientId: marcus, code: 'hour', weeks: 1, hour: 14, firstDate: (s) => firstFuture(today, s) },
    { clientId: lucas, code: 'individual', weeks: 1, hour: 10, firstDate: (s) => firstFuture(today.add({ days: 1 }), s), intake: true },
  ];

  /** The booking's visit dates in this slot, or null if one would overlap, leave the working day or break the rules on the past. */
  function datesIn(booking: Booking, slot: Slot): Day[] | null {
    if (slot.weekday > 5 || slot.minute < dayStarts[0]! * 60 || slot.minute + Math.max(lengthOf(booking, 0), lengthOf(booking, 1)) > DAY_END) return null;
    const dates: Day[] = [];
    let date = booking.firstDate(slot);
    while (at(date, slot.minute) < horizon && dates.length < (booking.count ?? Infinity)) {
      dates.push(date);
      date = date.add({ weeks: booking.weeks });
    }
    for (const [i, visitDate] of dates.entries()) {
      const start = at(visitDate, slot.minute).getTime();
      const length = lengthOf(booking, i);
      if (start < now.getTime() && (!booking.past || start + length * 60_000 > quietFrom)) return null;
      if ((busy.get(visitDate.toString()) ?? []).some(([s, e]) => slot.minute < e && s < slot.minute + length)) return null;
    }
    return dates;
  }

  // Each booking takes its preferred slot if free, else the least-booked weekday at the hour nearest the one asked for.
  const load = new Map<number, number>();
  const seriesRows: (typeof appointmentSeries.$inferInsert)[] = [];
  const visitRows: (typeof encounters.$inferInsert)[] = [];
  for (const booking of bookings) {
    // A practice without one of the default types goes without those visits.
    if (!types.has(typeNames[booking.code]) || (booking.intake && !types.has(typeNames.intake))) continue;
    const weekdays = [1, 2, 3, 4, 5].sort((a, b) => (load.get(a) ?? 0) - (load.get(b) ?? 0) || a - b);
    const hours = [...dayStarts].sort((a, b) => Math.abs(a - booking.hour) - Math.abs(b - booking.hour) || a - b);
    const candidates = [...(booking.preferred ? [booking.preferred] : []), ...weekdays.flatMap((weekday) => hours.map((h) => ({ weekday, minute: h * 60 })))];
    for (const slot of candidates) {
      const dates = datesIn(booking, slot);
      if (!dates) continue;
      for (const [i, date] of dates.entries()) occupy(date, slot.minute, slot.minute + lengthOf(booking, i));
      load.set(slot.weekday, (load.get(slot.weekday) ?? 0) + 1);
      const starts = dates.map((date) => at(date, slot.minute));
      book(booking, starts);
      break;
    }
  }
  if (seriesRows.length) await tx.insert(appointmentSeries).values(seriesRows);
  if (visitRows.length) await tx.insert(encounters).values(visitRows);
  return added.map((c) => c.id);

  /** The rows the booking API would write for these visits (the first an intake for a new client), with past statuses marked. */
  function book(booking: Booking, starts: Date[]) {
    const type = types.get(typeNames[booking.code])!;
    const visit = {
      practiceId,
      clientId: booking.clientId,
      providerId,
      location: booking.telehealth ? ('telehealth' as const) : ('office' as const),
      telehealthUrl: booking.telehealth ? `https://meet.example.com/tend-demo/${crypto.randomUUID()}` : null,
      createdBy: providerId,
    };
    if (booking.intake) {
      const intake = types.get(typeNames.intake)!;
      const start = starts.shift()!;
      visitRows.push({
        ...visit,
        typeId: intake.id,
        serviceCode: intake.serviceCode,
        scheduledStart: start,
        scheduledEnd: new Date(start.getTime() + intake.durationMinutes * 60_000),
        createdAt: now,
      });
    }
    if (!starts[0]) return;
    const timing = {
      rule: ['FREQ=WEEKLY', booking.weeks > 1 && `INTERVAL=${booking.weeks}`, booking.count && `COUNT=${booking.count}`].filter(Boolean).join(';'),
      firstStart: starts[0],
      timeZone,
      durationMinutes: type.durationMinutes,
    };
    // Booked a week before its first visit, or today for a series starting within the week.
    const bookedAt = new Date(Math.min(now.getTime(), timing.firstStart.getTime() - 7 * 86_400_000));
    const seriesId = crypto.randomUUID();
    seriesRows.push({
      ...visit,
      ...timing,
      id: seriesId,
      typeId: type.id,
      generatedUntil: ruleEndsBefore(timing, horizon) ? null : horizon,
      createdAt: bookedAt,
    });
    const past = [...(booking.past ?? [])];
    for (const o of occurrencesBetween(timing, timing.firstStart, horizon)) {
      const status = o.start < now ? (past.shift() ?? 'completed') : 'scheduled';
      const mark = marks[status];
      visitRows.push({
        ...visit,
        typeId: type.id,
        serviceCode: type.serviceCode,
        seriesId,
        recurrenceDate: o.recurrenceDate,
        scheduledStart: o.start,
        scheduledEnd: o.end,
        createdAt: bookedAt,
        status,
        ...(mark && {
          statusReason: mark.reason ?? null,
          cancelledBy: mark.cancelledBy ?? null,
          statusChangedAt: new Date(mark.at(o.start.getTime(), o.end.getTime())),
          statusChangedBy: providerId,
        }),
      });
    }
  }
}
