import { Temporal } from 'temporal-polyfill';
import { dateInZone } from '@tend/contracts/calendar-days';

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
