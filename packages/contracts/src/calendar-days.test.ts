import { describe, expect, it } from 'vitest';
import { dateInZone, dateSpan, dayRange, startOfDay } from './calendar-days';

describe('calendar days in a zone', () => {
  it('begin at the first instant the clock shows that day: 01:00 when it jumps forward at midnight', () => {
    expect(startOfDay('2026-03-29', 'Asia/Beirut').toISOString()).toBe('2026-03-28T22:00:00.000Z'); // 01:00 +03
    expect(startOfDay('2026-09-06', 'America/Santiago').toISOString()).toBe('2026-09-06T04:00:00.000Z'); // 01:00 -03
  });

  it('last 23 or 25 hours across a clock change', () => {
    const length = (r: { start: Date; end: Date }) => (r.end.getTime() - r.start.getTime()) / 3_600_000;
    expect(length(dayRange('2026-03-08', 'America/New_York'))).toBe(23);
    expect(length(dayRange('2026-04-04', 'America/Santiago'))).toBe(25);
  });

  it('span from the start of the first date to the start of the day after the last', () => {
    expect(dateSpan({ from: '2026-03-29', to: '2026-03-29' }, 'Europe/London')).toEqual({
      start: new Date('2026-03-29T00:00:00Z'),
      end: new Date('2026-03-29T23:00:00Z'),
    });
    expect(dateSpan({ to: '2026-04-05' }, 'America/Santiago')).toEqual({ start: undefined, end: new Date('2026-04-06T04:00:00Z') });
    expect(dateSpan({}, 'UTC')).toEqual({ start: undefined, end: undefined });
  });

  it('name the date the zone’s clock shows at an instant', () => {
    const instant = new Date('2026-03-28T22:30:00Z');
    expect(dateInZone(instant, 'Asia/Beirut').toString()).toBe('2026-03-29');
    expect(dateInZone(instant, 'America/New_York').toString()).toBe('2026-03-28');
  });
});
