import { Temporal } from 'temporal-polyfill';

/*
 * Calendar days in an IANA zone. A day begins at its first valid instant — midnight, except
 * where the clock jumps forward at midnight (Asia/Beirut on 29 March 2026 begins at 01:00) —
 * and lasts 23, 24 or 25 hours, so the next day is found by adding a calendar day to the date,
 * never 24 hours to an instant (nor a day to a wall-clock time, which a gap can push a day on).
 */

const plainDate = (date: Temporal.PlainDate | string) => Temporal.PlainDate.from(date);

/** The first instant of `date` ("2026-03-29") in the zone. */
export function startOfDay(date: Temporal.PlainDate | string, timeZone: string): Date {
  return new Date(plainDate(date).toZonedDateTime({ timeZone }).epochMilliseconds);
}

/** The calendar date in the zone at this instant. */
export function dateInZone(instant: Date, timeZone: string): Temporal.PlainDate {
  return Temporal.Instant.fromEpochMilliseconds(instant.getTime()).toZonedDateTimeISO(timeZone).toPlainDate();
}

/** The day `date` in the zone as instants, start included and end (the next day's start) excluded. */
export function dayRange(date: Temporal.PlainDate | string, timeZone: string): { start: Date; end: Date } {
  const day = plainDate(date);
  return { start: startOfDay(day, timeZone), end: startOfDay(day.add({ days: 1 }), timeZone) };
}

/** From the start of `from` to the end of `to`, both calendar dates in the zone; either may be open. */
export function dateSpan(span: { from?: string; to?: string }, timeZone: string): { start?: Date; end?: Date } {
  return {
    start: span.from ? startOfDay(span.from, timeZone) : undefined,
    end: span.to ? startOfDay(plainDate(span.to).add({ days: 1 }), timeZone) : undefined,
  };
}
