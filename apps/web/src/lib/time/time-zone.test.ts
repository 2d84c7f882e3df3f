import { describe, expect, it } from 'vitest';
import { clinicianTimeZone } from './time-zone';

describe('the clinician’s zone on the web', () => {
  it('is the one they chose, whatever the browser says', () => {
    expect(clinicianTimeZone({ time_zone: 'Asia/Beirut', time_zone_source: 'user' }, 'Europe/London')).toBe('Asia/Beirut');
  });

  it('is the browser’s when they chose none, else the practice’s', () => {
    expect(clinicianTimeZone({ time_zone: 'America/New_York', time_zone_source: 'practice' }, 'America/Santiago')).toBe('America/Santiago');
    expect(clinicianTimeZone({ time_zone: 'America/New_York', time_zone_source: 'practice' }, null)).toBe('America/New_York');
  });

  it('is the browser’s before anyone has signed in', () => {
    expect(clinicianTimeZone(null, 'Europe/London')).toBe('Europe/London');
    expect(clinicianTimeZone(null, null)).toBe('UTC');
  });
});
