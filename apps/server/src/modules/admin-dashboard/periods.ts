import { Temporal } from 'temporal-polyfill';
import type { DashboardPeriod } from '@tend/contracts/admin-dashboard.contract';
import { dateInZone, startOfDay } from '@tend/contracts/calendar-days';

/** A span of calendar days in the practice's zone: `from` and `to` included; `start`/`end` its instants (end excluded). */
export interface Span {
  from: string;
  to: string;
  start: Date;
  end: Date;
}

export interface Periods {
  current: Span;
  previous: Span;
  bucket: 'day' | 'week';
  /** The first day of each chart bucket in the current period. */
  buckets: string[];
}

const spanOf = (from: Temporal.PlainDate, next: Temporal.PlainDate, timeZone: string): Span => ({
  from: from.toString(),
  to: next.subtract({ days: 1 }).toString(),
  start: startOfDay(from, timeZone),
  end: startOfDay(next, timeZone),
});

/** The first day of the period holding `day`. Weeks start on Monday. */
function periodStart(period: DashboardPeriod, day: Temporal.PlainDate): Temporal.PlainDate {
  if (period === 'week') return day.subtract({ days: day.dayOfWeek - 1 });
  if (period === 'month') return day.with({ day: 1 });
  return day.with({ month: Math.floor((day.month - 1) / 3) * 3 + 1, day: 1 });
}

const length = (period: DashboardPeriod): Temporal.DurationLike => (period === 'week' ? { weeks: 1 } : period === 'month' ? { months: 1 } : { months: 3 });

/**
 * The period `offset` steps from the one holding `now` in the zone, and the one just before it
 * (the previous calendar week, month or quarter). Quarters chart by week, shorter periods by day.
 */
export function periodsAt(period: DashboardPeriod, offset: number, now: Date, timeZone: string): Periods {
  const step = length(period);
  let from = periodStart(period, dateInZone(now, timeZone));
  for (let i = 0; i < Math.abs(offset); i++) from = offset > 0 ? from.add(step) : from.subtract(step);
  const next = from.add(step);
  const before = from.subtract(step);
  const bucket = period === 'quarter' ? 'week' : 'day';
  const buckets: string[] = [];
  // A quarter's first bucket starts on its first day; later ones on Mondays.
  for (let d = from; Temporal.PlainDate.compare(d, next) < 0;) {
    buckets.push(d.toString());
    d = bucket === 'day' ? d.add({ days: 1 }) : d.add({ days: 8 - d.dayOfWeek });
  }
  return { current: spanOf(from, next, timeZone), previous: spanOf(before, from, timeZone), bucket, buckets };
}
