import { Temporal } from 'temporal-polyfill';
import { dateInZone } from '@tend/contracts/calendar-days';
import type { AppointmentLocation } from '@tend/contracts/calendar.contract';
import { resolveTimeZone } from '@tend/contracts/time-zone';
import type { Db } from '@tend/db/client';
import { scheduleRows } from './work-schedule.repo';

/*
 * A clinician's availability from their work schedule. Weekly hours are wall-clock times in the
 * clinician's zone, turned into instants date by date (a Monday 9–5 stays 9–5 local across a clock
 * change, so its UTC offset moves); everything else here is arithmetic on instants.
 */

export interface Interval {
  start: Date;
  end: Date;
}
export interface WorkingInterval extends Interval {
  location: AppointmentLocation;
}
/** One span of a weekday's hours: weekday 1 (Monday) … 7, times 'HH:MM' in the schedule's zone. */
export interface WeeklyHours {
  weekday: number;
  start: string;
  end: string;
  location: AppointmentLocation;
}
export interface TimeOffSpan extends Interval {
  id: string;
  reason: string | null;
}
export interface Schedule {
  timeZone: string;
  bufferMinutes: number;
  weekly: WeeklyHours[];
  timeOff: TimeOffSpan[];
}

const MINUTE = 60_000;

/**
 * Everything availability needs of one clinician of the practice, or null when they are not one
 * of its users. `window` narrows the time off read to what overlaps it (either end may be open;
 * default: all of it).
 */
export async function loadSchedule(db: Db, practiceId: string, providerId: string, window?: Partial<Interval>): Promise<Schedule | null> {
  const rows = await scheduleRows(db, practiceId, providerId, window);
  if (!rows) return null;
  const { provider, rules, timeOff } = rows;
  return {
    timeZone: resolveTimeZone({ chosen: provider.chosenZone, practice: provider.practiceZone }),
    bufferMinutes: provider.bufferMinutes ?? 0,
    // SQL time reads back as HH:MM:SS.
    weekly: rules.map((r) => ({ weekday: r.weekday, start: r.startTime.slice(0, 5), end: r.endTime.slice(0, 5), location: r.location })),
    timeOff: timeOff.map((o) => ({ id: o.id, start: o.startsAt, end: o.endsAt, reason: o.reason })),
  };
}

const overlaps = (a: Interval, b: Interval) => a.start < b.end && b.start < a.end;

/** The instant a wall-clock time on a date has in the zone (a time a spring-forward gap skips moves on, as Temporal's 'compatible'). */
function instantAt(date: Temporal.PlainDate, time: string, timeZone: string): Date {
  return new Date(date.toZonedDateTime({ timeZone, plainTime: Temporal.PlainTime.from(time) }).epochMilliseconds);
}

/** Every weekly span on every local date from `from`'s to `to`'s, as whole instants (not clipped), in order. */
function weeklySpansBetween(schedule: Schedule, from: Date, to: Date): WorkingInterval[] {
  if (schedule.weekly.length === 0 || to <= from) return [];
  const spans: WorkingInterval[] = [];
  const last = dateInZone(to, schedule.timeZone);
  for (let date = dateInZone(from, schedule.timeZone); Temporal.PlainDate.compare(date, last) <= 0; date = date.add({ days: 1 })) {
    for (const hours of schedule.weekly) {
      if (hours.weekday !== date.dayOfWeek) continue;
      const start = instantAt(date, hours.start, schedule.timeZone);
      const end = instantAt(date, hours.end, schedule.timeZone);
      if (end > start) spans.push({ start, end, location: hours.location });
    }
  }
  return spans.sort((a, b) => a.start.getTime() - b.start.getTime());
}

/** `spans` less every part `cuts` cover. */
function subtract<T extends Interval>(spans: T[], cuts: Interval[]): T[] {
  let pieces = spans;
  for (const cut of cuts) {
    pieces = pieces.flatMap((piece) => {
      if (!overlaps(piece, cut)) return [piece];
      const left = piece.start < cut.start ? [{ ...piece, end: cut.start }] : [];
      const right = cut.end < piece.end ? [{ ...piece, start: cut.end }] : [];
      return [...left, ...right];
    });
  }
  return pieces;
}

/** Sorted intervals with touching or overlapping neighbours joined, where `joins` allows. */
function merge<T extends Interval>(sorted: T[], joins: (a: T, b: T) => boolean = () => true): T[] {
  const merged: T[] = [];
  for (const interval of sorted) {
    const previous = merged.at(-1);
    if (previous && interval.start <= previous.end && joins(previous, interval)) {
      if (interval.end > previous.end) merged[merged.length - 1] = { ...previous, end: interval.end };
    } else merged.push({ ...interval });
  }
  return merged;
}

/** The clinician's working hours between `from` and `to` as instants, less time off, clipped to the range. */
export function workingIntervals(schedule: Schedule, from: Date, to: Date): WorkingInterval[] {
  const clipped = subtract(weeklySpansBetween(schedule, from, to), schedule.timeOff)
    .map((w) => ({ ...w, start: w.start < from ? from : w.start, end: w.end > to ? to : w.end }))
    .filter((w) => w.start < w.end);
  return merge(clipped, (a, b) => a.location === b.location);
}

/**
 * Whether a visit from `start` to `end` needs the "outside working hours" warning: it overlaps
 * time off, or the clinician has weekly hours and the visit is not wholly inside them (spans that
 * meet, 9–12 then 12–5, count as one). Without weekly hours there is nothing to be outside of.
 */
export function outsideWorkingHours(schedule: Schedule, start: Date, end: Date): boolean {
  const visit = { start, end };
  if (schedule.timeOff.some((off) => overlaps(off, visit))) return true;
  if (schedule.weekly.length === 0) return false;
  return !merge(workingIntervals(schedule, start, end)).some((w) => w.start <= start && w.end >= end);
}

/** Index of the first of disjoint, ordered intervals that ends after `at` (their ends are in order too). */
function firstEndingAfter(intervals: Interval[], at: Date): number {
  let low = 0;
  let high = intervals.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (intervals[middle]!.end <= at) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * Slots of `slotMinutes` wholly inside `from`–`to` that a visit could take: on the grid that
 * starts at each weekly span's start and steps by the slot length, inside the span, clear of time
 * off, and clear of `busy` widened by the buffer on both sides.
 */
export function openSlots(schedule: Schedule, busy: Interval[], from: Date, to: Date, slotMinutes: number): WorkingInterval[] {
  const step = slotMinutes * MINUTE;
  const buffer = schedule.bufferMinutes * MINUTE;
  if (step <= 0) return [];
  const widened = busy.map((b) => ({ start: new Date(b.start.getTime() - buffer), end: new Date(b.end.getTime() + buffer) }));
  const blocked = merge([...widened, ...schedule.timeOff].sort((a, b) => a.start.getTime() - b.start.getTime()));
  const slots: WorkingInterval[] = [];
  for (const span of weeklySpansBetween(schedule, from, to)) {
    for (let at = span.start.getTime(); at + step <= span.end.getTime(); at += step) {
      const slot = { start: new Date(at), end: new Date(at + step), location: span.location };
      if (slot.start < from || slot.end > to) continue;
      const nearest = blocked[firstEndingAfter(blocked, slot.start)];
      if (!nearest || !overlaps(nearest, slot)) slots.push(slot);
    }
  }
  return slots;
}
