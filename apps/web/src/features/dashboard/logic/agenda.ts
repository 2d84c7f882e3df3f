import type { Temporal } from 'temporal-polyfill';
import type { CalendarAppointment } from '@tend/contracts/calendar.contract';
import { dateInZone, startOfDay } from '@tend/contracts/calendar-days';

/*
 * The dashboard's reading of the clinician's calendar, in their zone: the days it shows, today's
 * and tomorrow's visits, the next client, and open slots by day. Pure, so the zone rules are tested.
 */

const calledOff = (a: CalendarAppointment) => a.status === 'cancelled' || a.status === 'late_cancelled';

/** Today, tomorrow and the end of the week (Sunday) as dates, and the instants the dashboard asks for. */
export function agendaRange(now: Date, timeZone: string) {
  const today = dateInZone(now, timeZone);
  const tomorrow = today.add({ days: 1 });
  return {
    today,
    tomorrow,
    /** Visits are fetched a week ahead, so "next client" finds one after a quiet day or two. */
    visits: { from: startOfDay(today, timeZone).toISOString(), to: startOfDay(today.add({ days: 7 }), timeZone).toISOString() },
    /** The rest of this week, Monday to Sunday, for open slots. */
    week: { from: startOfDay(today, timeZone).toISOString(), to: startOfDay(today.add({ days: 8 - today.dayOfWeek }), timeZone).toISOString() },
  };
}

/** The visits starting on a date in the zone, in order. */
export function visitsOn(appointments: readonly CalendarAppointment[], date: Temporal.PlainDate, timeZone: string): CalendarAppointment[] {
  return appointments.filter((a) => dateInZone(new Date(a.start), timeZone).equals(date)).sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
}

/** The visit in progress or the next one to start: not called off, not yet over, not marked completed or missed. */
export function nextVisit(appointments: readonly CalendarAppointment[], now: Date): CalendarAppointment | null {
  return (
    appointments
      .filter((a) => !calledOff(a) && (a.status === 'scheduled' || a.status === 'arrived') && Date.parse(a.end) > now.getTime())
      .sort((a, b) => Date.parse(a.start) - Date.parse(b.start))[0] ?? null
  );
}

/**
 * When a visit is, said plainly and coarsely (no ticking countdown): "now", "in 25 min",
 * "in 2 h 10 min", then "today at 4:00 PM", "tomorrow at 9:00 AM" or "Thu at 9:00 AM".
 */
export function relativeStart(visit: Pick<CalendarAppointment, 'start' | 'end'>, now: Date, timeZone: string, locale?: string): string {
  const start = new Date(visit.start);
  const minutes = Math.ceil((start.getTime() - now.getTime()) / 60_000);
  if (minutes <= 0) return 'now';
  if (minutes < 60) return `in ${minutes} min`;
  if (minutes < 6 * 60) return `in ${Math.floor(minutes / 60)} h${minutes % 60 ? ` ${minutes % 60} min` : ''}`;
  const time = start.toLocaleTimeString(locale, { timeZone, hour: 'numeric', minute: '2-digit' });
  const days = dateInZone(now, timeZone).until(dateInZone(start, timeZone)).days;
  if (days === 0) return `today at ${time}`;
  if (days === 1) return `tomorrow at ${time}`;
  return `${start.toLocaleDateString(locale, { timeZone, weekday: 'short' })} at ${time}`;
}

/** Open slots still to come, grouped by their date in the zone. */
export function slotsByDay(slots: readonly { start: string; end: string }[], now: Date, timeZone: string): { date: string; starts: string[] }[] {
  const days = new Map<string, string[]>();
  for (const slot of slots) {
    if (Date.parse(slot.start) <= now.getTime()) continue;
    const date = dateInZone(new Date(slot.start), timeZone).toString();
    days.set(date, [...(days.get(date) ?? []), slot.start]);
  }
  return [...days.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([date, starts]) => ({ date, starts }));
}
