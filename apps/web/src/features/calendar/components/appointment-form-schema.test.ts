import { describe, expect, it } from 'vitest';
import { appointmentFormDefaults, recurrenceRule, toBookingRequest } from './appointment-form-schema';

const base = appointmentFormDefaults({ start: new Date('2026-03-06T22:00:00Z'), end: new Date('2026-03-06T22:53:00Z'), clientId: 'c' }, 'America/New_York');

describe('the booking form', () => {
  it('shows a slot as the clinician’s wall clock', () => {
    expect(base).toMatchObject({ date: '2026-03-06', time: '17:00', duration_minutes: 53, repeat: 'none' });
  });

  it('turns the repeat choices into an RRULE', () => {
    expect(recurrenceRule({ repeat: 'none', ends: 'count', count: 10, until: '' })).toBeNull();
    expect(recurrenceRule({ repeat: 'weekly', ends: 'count', count: 6, until: '' })).toBe('FREQ=WEEKLY;COUNT=6');
    expect(recurrenceRule({ repeat: 'biweekly', ends: 'until', count: 6, until: '2026-06-30' })).toBe('FREQ=WEEKLY;INTERVAL=2;UNTIL=20260630');
    expect(recurrenceRule({ repeat: 'monthly', ends: 'never', count: 6, until: '' })).toBe('FREQ=MONTHLY');
  });

  it('reads the date and time in the zone, on either side of a clock change', () => {
    // New York moves its clocks on 8 March 2026: 5 pm is 22:00Z before and 21:00Z after.
    const before = toBookingRequest({ ...base, repeat: 'weekly', ends: 'count', count: 3 }, 'America/New_York');
    expect(before).toMatchObject({
      client_id: 'c',
      start: '2026-03-06T17:00:00-05:00',
      recurrence: { rule: 'FREQ=WEEKLY;COUNT=3', time_zone: 'America/New_York' },
    });
    expect(Date.parse(before.end) - Date.parse(before.start)).toBe(53 * 60_000);
    const after = toBookingRequest({ ...base, date: '2026-03-13' }, 'America/New_York');
    expect(after.start).toBe('2026-03-13T17:00:00-04:00');
    expect(after.recurrence).toBeUndefined();
  });
});
