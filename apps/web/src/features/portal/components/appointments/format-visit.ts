import { Temporal } from 'temporal-polyfill';
import { formatTime } from '@/lib/time/dates';

// The reader's language, as everywhere (lib/time/dates); the zone is the practice's.
const format = (iso: string, timeZone: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(undefined, { timeZone, ...options }).format(new Date(iso));

/** "Tue, Jan 8" in the practice's zone. */
export const dayLabel = (iso: string, timeZone: string) => format(iso, timeZone, { weekday: 'short', month: 'short', day: 'numeric' });

/** "4:00 PM" in the practice's zone. */
export const timeLabel = (iso: string, timeZone: string) => formatTime(iso, timeZone);

/** "Tue, Jan 8 · 4:00 – 4:50 PM". */
export function visitWhen(start: string, end: string, timeZone: string): string {
  return `${dayLabel(start, timeZone)} · ${timeLabel(start, timeZone)} – ${timeLabel(end, timeZone)}`;
}

/** "Free cancellation until Tue 4:00 PM" (the day spelled out when it is more than a week away). */
export function freeCancellationText(until: string, timeZone: string, now = new Date()): string {
  const farAway = Date.parse(until) - now.getTime() > 6 * 86_400_000;
  const day = farAway ? dayLabel(until, timeZone) : format(until, timeZone, { weekday: 'short' });
  return `Free cancellation until ${day} ${timeLabel(until, timeZone)}`;
}

/** The local date of an instant in the zone, "2030-01-09": the key slots are grouped by. */
export const localDate = (iso: string, timeZone: string) => Temporal.Instant.from(iso).toZonedDateTimeISO(timeZone).toPlainDate().toString();

/** Slots grouped by their local day, in order. */
export function slotsByDay<T extends { start: string }>(slots: T[], timeZone: string): { date: string; slots: T[] }[] {
  const days = new Map<string, T[]>();
  for (const slot of slots) {
    const date = localDate(slot.start, timeZone);
    days.set(date, [...(days.get(date) ?? []), slot]);
  }
  return [...days.entries()].map(([date, daySlots]) => ({ date, slots: daySlots }));
}
