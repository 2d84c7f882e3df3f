import { RRuleTemporal } from 'rrule-temporal';
import { Temporal } from 'temporal-polyfill';

/** How far ahead a series' visits exist as rows; the horizon job keeps it this far ahead. */
export const SERIES_HORIZON_DAYS = 182;

export interface SeriesTiming {
  /** RRULE value without DTSTART. */
  rule: string;
  firstStart: Date;
  timeZone: string;
  durationMinutes: number;
}

export interface Occurrence {
  /** The local date the rule gave the visit: its key within the series. */
  recurrenceDate: string;
  start: Date;
  end: Date;
}

const zoned = (at: Date, timeZone: string) => Temporal.Instant.fromEpochMilliseconds(at.getTime()).toZonedDateTimeISO(timeZone);

function parse({ rule, firstStart, timeZone }: SeriesTiming): RRuleTemporal {
  return new RRuleTemporal({ rruleString: rule, dtstart: zoned(firstStart, timeZone) });
}

/**
 * Why the rule cannot be expanded from this start, or null. The contract checks the rule's form;
 * this asks the RFC 5545 engine itself (an UNTIL before the first visit, a BYDAY that never matches).
 */
export function seriesProblem(timing: SeriesTiming): string | null {
  try {
    return parse(timing).next(new Date(timing.firstStart.getTime() - 1), true) ? null : 'the rule gives no visit on or after the first start';
  } catch (error) {
    return error instanceof Error ? error.message : 'the rule cannot be read';
  }
}

/**
 * The visits the rule gives that start in [from, to), each at the first visit's wall-clock time in
 * the series' zone — so a 5 pm weekly session stays at 5 pm local across a clock change (the
 * engine expands in zoned time, per RFC 5545).
 */
export function occurrencesBetween(timing: SeriesTiming, from: Date, to: Date): Occurrence[] {
  const starts = parse(timing).between(new Date(Math.max(from.getTime(), timing.firstStart.getTime())), new Date(to.getTime() - 1), true);
  return starts.map((zdt) => {
    const start = new Date(zdt.epochMilliseconds);
    return { recurrenceDate: zdt.toPlainDate().toString(), start, end: new Date(start.getTime() + timing.durationMinutes * 60_000) };
  });
}

/** True when the rule gives no visit at or after `after` (a COUNT or UNTIL series that has run out). */
export function ruleEndsBefore(timing: SeriesTiming, after: Date): boolean {
  return parse(timing).next(after, true) === null;
}

/** How many visits the rule gives before `pivot` (to carry a COUNT over to the rest of a split series). */
export function occurrencesBefore(timing: SeriesTiming, pivot: Date): number {
  return parse(timing).between(timing.firstStart, new Date(pivot.getTime() - 1), true).length;
}

const withoutParts = (rule: string, names: string[]) =>
  rule
    .split(';')
    .filter((part) => !names.includes(part.split('=')[0]!.toUpperCase()))
    .join(';');

/** The rule cut so its last visit is before `pivot` (UNTIL one second earlier, in UTC as RFC 5545 asks of a zoned start). */
export function ruleEndingBefore(rule: string, pivot: Date): string {
  const until = Temporal.Instant.fromEpochMilliseconds(pivot.getTime() - 1000)
    .toString({ smallestUnit: 'second' })
    .replace(/[-:]/g, '');
  return `${withoutParts(rule, ['COUNT', 'UNTIL'])};UNTIL=${until}`;
}

/** The rule for the visits from the pivot on: what is left of a COUNT, the same UNTIL or none. */
export function ruleFrom(rule: string, visitsBefore: number): string {
  const count = /(?:^|;)COUNT=(\d+)/i.exec(rule)?.[1];
  if (!count) return rule;
  return `${withoutParts(rule, ['COUNT'])};COUNT=${Math.max(1, Number(count) - visitsBefore)}`;
}

/** The end of the window rows exist for: the horizon from now, never before the first visit. */
export function horizonEnd(now: Date): Date {
  return new Date(now.getTime() + SERIES_HORIZON_DAYS * 86_400_000);
}
