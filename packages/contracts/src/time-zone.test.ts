import { describe, expect, it } from 'vitest';
import { canonicalTimeZone, resolveTimeZone, timeZoneSchema } from './time-zone';

describe('time zones', () => {
  it('are IANA names, stored in their usual spelling', () => {
    expect(timeZoneSchema.parse('Asia/Beirut')).toBe('Asia/Beirut');
    expect(timeZoneSchema.parse(' america/santiago ')).toBe('America/Santiago');
    expect(timeZoneSchema.parse('UTC')).toBe('UTC');
  });

  it('refuse what is no zone, and bare offsets, which know no clock changes', () => {
    for (const bad of ['Mars/Olympus_Mons', '+02:00', '-0500', '', 'Europe/London; drop table users']) {
      const result = timeZoneSchema.safeParse(bad);
      expect(result.success, bad).toBe(false);
      expect(result.error?.issues[0]?.message).toMatch(/Choose a time zone/);
    }
    expect(canonicalTimeZone('+02:00')).toBeNull();
  });

  it('resolve to the zone the user chose, else the browser’s, else the practice’s', () => {
    expect(resolveTimeZone({ chosen: 'Asia/Beirut', reported: 'Europe/London', practice: 'America/New_York' })).toBe('Asia/Beirut');
    expect(resolveTimeZone({ chosen: null, reported: 'europe/london', practice: 'America/New_York' })).toBe('Europe/London');
    expect(resolveTimeZone({ chosen: null, reported: 'Not/AZone', practice: 'America/New_York' })).toBe('America/New_York');
    expect(resolveTimeZone({ chosen: undefined, practice: 'America/Santiago' })).toBe('America/Santiago');
  });
});
