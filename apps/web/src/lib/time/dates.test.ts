import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatDate, formatDateTime, formatMonth, formatTime, fromWallClock, startOfTomorrow, toWallClock } from './dates';

describe('dates in the clinician’s zone', () => {
  it('tomorrow begins at the next calendar day’s first instant, 23 or 25 hours on when the clock changes', () => {
    expect(startOfTomorrow(new Date('2026-03-28T12:00:00Z'), 'Asia/Beirut').toISOString()).toBe('2026-03-28T22:00:00.000Z'); // 29 March begins at 01:00
    expect(startOfTomorrow(new Date('2026-04-04T12:00:00Z'), 'America/Santiago').toISOString()).toBe('2026-04-05T04:00:00.000Z'); // after a 25-hour 4 April
    expect(startOfTomorrow(new Date('2026-03-08T12:00:00Z'), 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z');
  });

  it('show an instant’s date as the zone’s clock has it', () => {
    expect(formatDate('2026-03-28T22:30:00Z', 'Asia/Beirut', 'en-US')).toBe('Mar 29, 2026');
    expect(formatDate('2026-03-28T22:30:00Z', 'America/New_York', 'en-US')).toBe('Mar 28, 2026');
    expect(formatDate('not a date', 'UTC')).toBe('not a date');
  });

  it('write dates and times one way, in the reader’s language', () => {
    expect(formatDateTime('2026-03-28T22:30:00Z', 'America/New_York', 'en-US')).toBe('Mar 28, 2026, 6:30 PM');
    expect(formatDateTime('2026-03-28T22:30:00Z', 'Europe/London', 'en-GB')).toBe('28 Mar 2026, 22:30');
    expect(formatTime('2026-03-28T22:30:00Z', 'Asia/Beirut', 'en-US')).toBe('1:30 AM');
    expect(formatDate('2026-03-28T22:30:00Z', 'UTC', 'de-DE')).toBe('28.03.2026');
  });

  it('write calendar dates and months without shifting them by a zone', () => {
    expect(formatCalendarDate('2026-02-10', 'en-US')).toBe('Feb 10, 2026');
    expect(formatCalendarDate('2026-02-10', 'en-GB')).toBe('10 Feb 2026');
    expect(formatCalendarDate('someday')).toBe('someday');
    expect(formatMonth('2026-03', 'short', 'en-US')).toBe('Mar 2026');
    expect(formatMonth('2026-03', 'long', 'en-US')).toBe('March 2026');
  });

  it('read a wall-clock time in the zone, and write it back', () => {
    expect(fromWallClock('2026-03-08T01:30', 'America/New_York')).toBe('2026-03-08T01:30:00-05:00');
    expect(fromWallClock('2026-03-08T03:30', 'America/New_York')).toBe('2026-03-08T03:30:00-04:00');
    expect(toWallClock(new Date('2026-03-08T07:30:00Z'), 'America/New_York')).toBe('2026-03-08T03:30');
  });

  it('read a time the clock skipped as the time it became', () => {
    // New York jumps from 02:00 to 03:00 on 8 March 2026; Beirut from 00:00 to 01:00 on 29 March.
    expect(fromWallClock('2026-03-08T02:30', 'America/New_York')).toBe('2026-03-08T03:30:00-04:00');
    expect(fromWallClock('2026-03-29T00:15', 'Asia/Beirut')).toBe('2026-03-29T01:15:00+03:00');
  });

  it('refuse what is no date and time', () => {
    for (const bad of ['', 'yesterday', '2025-02-30T10:00', '2025-03-04T25:00', '2025-03-04']) expect(fromWallClock(bad, 'UTC'), bad).toBeNull();
  });
});
