import { describe, expect, it } from 'vitest';
import { oneBusinessDayAfter } from './business-day';

const zone = 'America/New_York';
const at = (iso: string) => oneBusinessDayAfter(new Date(iso), zone).toISOString();

describe('oneBusinessDayAfter', () => {
  it('is the same time the next weekday', () => {
    // Tue 10 Mar 2026 09:00 EDT → Wed 09:00.
    expect(at('2026-03-10T13:00:00Z')).toBe('2026-03-11T13:00:00.000Z');
  });

  it('skips the weekend from a Friday', () => {
    // Fri 13 Mar 2026 17:00 EDT → Mon 16 Mar 17:00 EDT.
    expect(at('2026-03-13T21:00:00Z')).toBe('2026-03-16T21:00:00.000Z');
  });

  it('counts a weekend message from Monday morning, in the practice zone', () => {
    // Sat 14 Mar 2026 10:00 EDT → Tue 17 Mar 00:00 EDT (the end of Monday).
    expect(at('2026-03-14T14:00:00Z')).toBe('2026-03-17T04:00:00.000Z');
    // Fri 13 Mar 23:30 EDT is still Friday there though Saturday in UTC → Mon 23:30 EDT.
    expect(at('2026-03-14T03:30:00Z')).toBe('2026-03-17T03:30:00.000Z');
  });
});
