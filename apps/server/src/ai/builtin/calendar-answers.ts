import { appointmentStatusLabels } from '@tend/contracts/calendar.contract';
import { dateInZone, dayRange } from '@tend/contracts/calendar-days';
import { Temporal } from 'temporal-polyfill';
import { emptyReply, type AssistantData, type CalendarVisit, type EngineInput, type EngineReply } from '../engine';
import { formatDay, formatTime } from '../time';
import { resolveDay, type DayRef } from './when';

/*
 * "Who am I seeing today / tomorrow / on Thursday?" and "who's next?", answered from the caller's
 * own calendar through the data port, in the clinician's zone. Cancelled visits are listed, marked,
 * and not counted.
 */

const cancelled = (v: CalendarVisit) => v.status === 'cancelled' || v.status === 'late_cancelled';

const dayName = (date: Temporal.PlainDate, timeZone: string) => formatDay(dayRange(date, timeZone).start, timeZone);

/** "today (Wed 15 Apr)", "tomorrow (Thu 16 Apr)", or "on Fri 17 Apr". */
function dayPhrase(date: Temporal.PlainDate, today: Temporal.PlainDate, timeZone: string, withDate = true): string {
  const offset = today.until(date).days;
  const relative = offset === 0 ? 'today' : offset === 1 ? 'tomorrow' : offset === -1 ? 'yesterday' : null;
  if (!relative) return `on ${dayName(date, timeZone)}`;
  return withDate ? `${relative} (${dayName(date, timeZone)})` : relative;
}

function visitLine(v: CalendarVisit, timeZone: string): string {
  const status = v.status === 'scheduled' ? '' : ` (${appointmentStatusLabels[v.status].toLowerCase()})`;
  const type = v.typeName ? ` — ${v.typeName}` : '';
  const place = v.location === 'telehealth' ? ' · telehealth' : '';
  return `- ${formatTime(v.scheduledStart, timeZone)}–${formatTime(v.scheduledEnd, timeZone)} ${v.clientName}${type}${place}${status}`;
}

const sessions = (n: number) => `${n} ${n === 1 ? 'session' : 'sessions'}`;

/** The calendar of one day, as a clinician reads it out. */
export async function answerDay(data: AssistantData, date: Temporal.PlainDate, now: Date, timeZone: string): Promise<EngineReply> {
  const today = dateInZone(now, timeZone);
  const { start, end } = dayRange(date, timeZone);
  const visits = await data.appointmentsBetween(start, end);
  const held = visits.filter((v) => !cancelled(v));
  const when = dayPhrase(date, today, timeZone);
  const insight = {
    title: date.equals(today) ? "Today's appointments" : `Sessions ${when}`,
    description: `${sessions(held.length)} on your calendar ${when}.`,
    severity: 'info' as const,
    metric_value: held.length,
    metric_unit: 'appointments',
  };
  const lines = visits.map((v) => visitLine(v, timeZone));
  const heading =
    held.length === 0
      ? `You have no sessions ${when}.`
      : `${when.charAt(0).toUpperCase()}${when.slice(1)} you ${Temporal.PlainDate.compare(date, today) < 0 ? 'had' : 'have'} ${sessions(held.length)}:`;
  const body = held.length === 0 && lines.length > 0 ? `${heading}\nCancelled:\n${lines.join('\n')}` : [heading, ...lines].join('\n');
  return { ...emptyReply(body), insights: [insight] };
}

/** A day reference against the clinician's today; null when it names no real date. */
export const dayOf = (ref: DayRef, now: Date, timeZone: string) => resolveDay(ref, dateInZone(now, timeZone));

/** The day the calendar on screen shows, when the page context says the clinician is on it. */
export function dayInView(input: EngineInput): Temporal.PlainDate | null {
  const page = input.page;
  return page?.type === 'calendar' && page.selectedDate ? Temporal.PlainDate.from(page.selectedDate) : null;
}

/** "in 25 min", "in 3 h", "in 2 days". */
function fromNow(at: Date, now: Date): string {
  const minutes = Math.round((at.getTime() - now.getTime()) / 60_000);
  if (minutes < 60) return `in ${Math.max(minutes, 1)} min`;
  const hours = Math.round(minutes / 60);
  return hours < 36 ? `in ${hours} h` : `in ${Math.round(hours / 24)} days`;
}

function nextLine(v: CalendarVisit, now: Date, timeZone: string): string {
  const day = dayPhrase(dateInZone(v.scheduledStart, timeZone), dateInZone(now, timeZone), timeZone, false);
  const type = v.typeName ? ` — ${v.typeName}` : '';
  const place = v.location === 'telehealth' ? ' (telehealth)' : '';
  return `${v.clientName} at ${formatTime(v.scheduledStart, timeZone)} ${day}, ${fromNow(v.scheduledStart, now)}${type}${place}.`;
}

/**
 * "Who's next?": the next visit from now; with the calendar open on a day, that day's — its next
 * visit still to come when the day is today, else its first.
 */
export async function answerNext(input: EngineInput): Promise<EngineReply> {
  const { data, now, timeZone } = input;
  const today = dateInZone(now, timeZone);
  const viewed = dayInView(input);
  if (viewed && !viewed.equals(today)) {
    const { start, end } = dayRange(viewed, timeZone);
    const first = (await data.appointmentsBetween(start, end)).find((v) => !cancelled(v));
    const when = `on ${dayName(viewed, timeZone)}`;
    if (!first) return emptyReply(`You have no sessions ${when}.`);
    const type = first.typeName ? ` — ${first.typeName}` : '';
    return emptyReply(`First ${when}: ${first.clientName} at ${formatTime(first.scheduledStart, timeZone)}${type}.`);
  }
  const next = await data.nextAppointment(now);
  const endOfToday = dayRange(today, timeZone).end;
  if (!next) return emptyReply('You have no upcoming sessions on your calendar.');
  if (viewed && next.scheduledStart >= endOfToday) return emptyReply(`No more sessions today. After that: ${nextLine(next, now, timeZone)}`);
  return emptyReply(`Next: ${nextLine(next, now, timeZone)}`);
}
