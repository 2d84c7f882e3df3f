import { describe, expect, it } from 'vitest';
import { instantInZone } from './note-signature';

describe('instantInZone', () => {
  it('writes the wall-clock time of the zone with its short name', () => {
    expect(instantInZone(new Date('2026-11-24T19:05:00Z'), 'America/New_York')).toBe('2026-11-24 14:05 EST');
    expect(instantInZone(new Date('2026-07-01T23:30:00Z'), 'America/Los_Angeles')).toBe('2026-07-01 16:30 PDT');
    // Past midnight in the zone: the zone's date, not UTC's.
    expect(instantInZone(new Date('2026-11-24T23:30:00Z'), 'Europe/Berlin')).toBe('2026-11-25 00:30 GMT+1');
  });
});
