import { Temporal } from 'temporal-polyfill';
import { dateInZone, startOfDay } from '@tend/contracts/calendar-days';

/** The first instant of tomorrow in the zone: "by the end of today" is "before this". */
export function startOfTomorrow(now: Date, timeZone: string): Date {
  return startOfDay(dateInZone(now, timeZone).add({ days: 1 }), timeZone);
}

/** An instant's calendar date as the zone's clock shows it, in the reader's language. */
export function formatDate(iso: string, timeZone: string, locale?: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString(locale, { timeZone });
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
