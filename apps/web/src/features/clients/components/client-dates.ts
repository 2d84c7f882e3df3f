import { Temporal } from 'temporal-polyfill';
import { dateInZone } from '@tend/contracts/calendar-days';

/** A calendar date ("1994-02-17") in the reader's language, never shifted by a zone. */
export function formatCalendarDate(date: string, locale?: string): string {
  const instant = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(instant.getTime()) ? date : instant.toLocaleDateString(locale, { timeZone: 'UTC', year: 'numeric', month: 'short', day: 'numeric' });
}

/** Whole years from the birth date to today in the zone; null for no or an unreadable date. */
export function ageOn(dateOfBirth: string | null, now: Date, timeZone: string): number | null {
  if (!dateOfBirth) return null;
  try {
    const years = dateInZone(now, timeZone).since(Temporal.PlainDate.from(dateOfBirth), { largestUnit: 'years' }).years;
    return years >= 0 ? years : null;
  } catch {
    return null;
  }
}
