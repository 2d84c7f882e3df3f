import { describe, expect, it } from 'vitest';
import { periodsAt } from './periods';

const ny = 'America/New_York';

describe('dashboard periods', () => {
  it('weeks start on Monday in the practice zone, and Sunday 23:30 local still belongs to that week', () => {
    // Monday 2026-03-16 03:30 UTC is Sunday 2026-03-15 23:30 in New York.
    const p = periodsAt('week', 0, new Date('2026-03-16T03:30:00Z'), ny);
    expect(p.current).toMatchObject({ from: '2026-03-09', to: '2026-03-15' });
    expect(p.current.start.toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(p.current.end.toISOString()).toBe('2026-03-16T04:00:00.000Z');
    expect(p.previous).toMatchObject({ from: '2026-03-02', to: '2026-03-08' });
    // The DST change (8 March) makes the previous week 167 hours long.
    expect(p.previous.end.getTime() - p.previous.start.getTime()).toBe(167 * 3_600_000);
    expect(p.buckets).toHaveLength(7);
  });

  it('moves by offset, and charts quarters by week from the first day', () => {
    const now = new Date('2026-05-20T12:00:00Z');
    expect(periodsAt('month', -1, now, ny).current).toMatchObject({ from: '2026-04-01', to: '2026-04-30' });
    expect(periodsAt('month', 0, now, ny).previous).toMatchObject({ from: '2026-04-01', to: '2026-04-30' });
    const q = periodsAt('quarter', 0, now, ny);
    expect(q.current).toMatchObject({ from: '2026-04-01', to: '2026-06-30' });
    expect(q.previous).toMatchObject({ from: '2026-01-01', to: '2026-03-31' });
    expect(q.bucket).toBe('week');
    expect(q.buckets.slice(0, 3)).toEqual(['2026-04-01', '2026-04-06', '2026-04-13']);
    expect(q.buckets.at(-1)).toBe('2026-06-29');
  });
});
