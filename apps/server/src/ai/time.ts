import { dateInZone, dayRange } from '@tend/contracts/calendar-days';

/**
 * The clinician's calendar day containing `now`, as instants: its first instant (not always
 * midnight) included, the next day's first instant excluded. 23, 24 or 25 hours long.
 */
export function dayBounds(now: Date, timeZone: string): { start: Date; end: Date } {
  return dayRange(dateInZone(now, timeZone), timeZone);
}

export const formatDay = (d: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short', day: 'numeric', month: 'short' }).format(d);
export const formatTime = (d: Date, timeZone: string) => new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit' }).format(d);
