import { Temporal } from 'temporal-polyfill';

const isWeekend = (d: Temporal.PlainDate) => d.dayOfWeek >= 6;

/**
 * When a message sent at `at` has waited one business day (Mon–Fri, in the practice's zone): the
 * same wall-clock time on the next weekday. A message sent on a weekend counts from Monday 00:00,
 * so it is due by the end of Monday. Holidays are not known, so they count as business days.
 */
export function oneBusinessDayAfter(at: Date, timeZone: string): Date {
  let start = Temporal.Instant.fromEpochMilliseconds(at.getTime()).toZonedDateTimeISO(timeZone);
  if (isWeekend(start.toPlainDate())) {
    let monday = start.toPlainDate();
    while (isWeekend(monday)) monday = monday.add({ days: 1 });
    start = monday.toZonedDateTime({ timeZone });
  }
  let next = start.add({ days: 1 });
  while (isWeekend(next.toPlainDate())) next = next.add({ days: 1 });
  return new Date(next.epochMilliseconds);
}
