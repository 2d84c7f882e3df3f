import { describe, expect, it } from 'vitest';
import { dayBounds } from './time';

const hours = (b: { start: Date; end: Date }) => (b.end.getTime() - b.start.getTime()) / 3_600_000;
const iso = (b: { start: Date; end: Date }) => ({ start: b.start.toISOString(), end: b.end.toISOString() });

/** Days on which the clock changes, with their first instants as the zone's rules (IANA tzdata) give them. */
const clockChanges = [
  // Beirut springs forward at midnight: 29 March has no 00:xx and begins at 01:00 (+03).
  { zone: 'Asia/Beirut', at: '2026-03-29T12:00:00Z', start: '2026-03-28T22:00:00.000Z', end: '2026-03-29T21:00:00.000Z', hours: 23 },
  // Santiago falls back at midnight: 4 April's 23:00 (-03) is followed by 23:00 (-04) again, so 4 April lasts 25 h…
  { zone: 'America/Santiago', at: '2026-04-04T12:00:00Z', start: '2026-04-04T03:00:00.000Z', end: '2026-04-05T04:00:00.000Z', hours: 25 },
  // …and 5 April begins at midnight -04, an ordinary day.
  { zone: 'America/Santiago', at: '2026-04-05T12:00:00Z', start: '2026-04-05T04:00:00.000Z', end: '2026-04-06T04:00:00.000Z', hours: 24 },
  // Santiago springs forward at midnight: 6 September begins at 01:00 (-03).
  { zone: 'America/Santiago', at: '2026-09-06T12:00:00Z', start: '2026-09-06T04:00:00.000Z', end: '2026-09-07T03:00:00.000Z', hours: 23 },
  // New York and London change at 02:00 and 01:00: the day still begins at midnight but lasts 23 h.
  { zone: 'America/New_York', at: '2026-03-08T12:00:00Z', start: '2026-03-08T05:00:00.000Z', end: '2026-03-09T04:00:00.000Z', hours: 23 },
  { zone: 'Europe/London', at: '2026-03-29T12:00:00Z', start: '2026-03-29T00:00:00.000Z', end: '2026-03-29T23:00:00.000Z', hours: 23 },
];

describe('dayBounds: the clinician’s calendar day as instants', () => {
  it.each(clockChanges)('$zone on the day of $at begins at $start and lasts $hours h', ({ zone, at, start, end, hours: length }) => {
    const bounds = dayBounds(new Date(at), zone);
    expect(iso(bounds)).toEqual({ start, end });
    expect(hours(bounds)).toBe(length);
  });

  it.each(clockChanges)('$zone: the day’s first instant belongs to it, the instant before to the day before', ({ zone, at }) => {
    const { start, end } = dayBounds(new Date(at), zone);
    expect(dayBounds(start, zone).start).toEqual(start);
    expect(dayBounds(new Date(end.getTime() - 1), zone).start).toEqual(start);
    expect(dayBounds(new Date(start.getTime() - 1), zone).end).toEqual(start);
    expect(dayBounds(end, zone).start).toEqual(end);
  });

  it('in Beirut, 23:30 on the evening before the change is 28 March, which ends when the clock jumps', () => {
    const lateEvening = new Date('2026-03-28T21:30:00Z'); // 23:30 +02
    expect(iso(dayBounds(lateEvening, 'Asia/Beirut'))).toEqual({ start: '2026-03-27T22:00:00.000Z', end: '2026-03-28T22:00:00.000Z' });
  });

  it('is a UTC day in UTC', () => {
    expect(iso(dayBounds(new Date('2026-03-29T23:59:59.999Z'), 'UTC'))).toEqual({ start: '2026-03-29T00:00:00.000Z', end: '2026-03-30T00:00:00.000Z' });
  });
});
