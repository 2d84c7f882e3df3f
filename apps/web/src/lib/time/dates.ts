import { Temporal } from 'temporal-polyfill';
import { dateInZone, startOfDay } from '@tend/contracts/calendar-days';

/** The first instant of tomorrow in the zone: "by the end of today" is "before this". */
export function startOfTomorrow(now: Date, timeZone: string): Date {
  return startOfDay(dateInZone(now, timeZone).add({ days: 1 }), timeZone);
}

/*
 * The one place dates and times become text. Everything is written in the reader's language
 * (locale undefined: the browser's) and, for instants, in the zone the caller names (usually
 * useTimeZone()), so a screen never shows an ISO date beside a US one or a time in the wrong zone.
 * The locale parameter exists for tests.
 */

const formatIn = (iso: string, options: Intl.DateTimeFormatOptions, locale?: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat(locale, options).format(date);
};

/** An instant's calendar date as the zone's clock shows it: "Mar 4, 2026". */
export function formatDate(iso: string, timeZone: string, locale?: string): string {
  return formatIn(iso, { timeZone, dateStyle: 'medium' }, locale);
}

/** An instant's date and time in the zone: "Mar 4, 2026, 2:30 PM". */
export function formatDateTime(iso: string, timeZone: string, locale?: string): string {
  return formatIn(iso, { timeZone, dateStyle: 'medium', timeStyle: 'short' }, locale);
}

/** An instant's time of day in the zone: "2:30 PM". */
export function formatTime(iso: string, timeZone: string, locale?: string): string {
  return formatIn(iso, { timeZone, hour: 'numeric', minute: '2-digit' }, locale);
}

/** A calendar date ("2026-02-10": a birth date, a date of service), never shifted by a zone: "Feb 10, 2026". */
export function formatCalendarDate(date: string, locale?: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(date) ? formatIn(`${date}T12:00:00Z`, { timeZone: 'UTC', dateStyle: 'medium' }, locale) : date;
}

/** A month ("2026-03"): "Mar 2026", or "March 2026" when `long`. */
export function formatMonth(month: string, width: 'short' | 'long' = 'short', locale?: string): string {
  return /^\d{4}-\d{2}$/.test(month) ? formatIn(`${month}-15T12:00:00Z`, { timeZone: 'UTC', month: width, year: 'numeric' }, locale) : month;
}

/** A datetime-local value ("2025-03-04T14:30") for the instant, as the zone's clock shows it. */
export function toWallClock(instant: Date, timeZone: string): string {
  return Temporal.Instant.fromEpochMilliseconds(instant.getTime()).toZonedDateTimeISO(timeZone).toPlainDateTime().toString({ smallestUnit: 'minute' });
}

/**
 * A datetime-local value read in the zone, as ISO 8601 with the zone's offset
 * ("2025-03-04T14:30:00-05:00"); null when it is no date and time. A time the clock skipped
 * (02:30 when it jumps from 02:00 to 03:00) is read as the time it became (03:30).
 */
export function fromWallClock(local: string, timeZone: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(local.trim())) return null;
  try {
    const zoned = Temporal.PlainDateTime.from(local.trim(), { overflow: 'reject' }).toZonedDateTime(timeZone, { disambiguation: 'compatible' });
    return zoned.toString({ timeZoneName: 'never', smallestUnit: 'second' });
  } catch {
    return null;
  }
}
