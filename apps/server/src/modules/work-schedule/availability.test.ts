import { describe, expect, it } from 'vitest';
import { openSlots, outsideWorkingHours, workingIntervals, type Schedule, type WeeklyHours } from './availability';

const at = (iso: string) => new Date(iso);
const iso = (intervals: { start: Date; end: Date }[]) => intervals.map((i) => [i.start.toISOString(), i.end.toISOString()]);
const mondayNineToFive: WeeklyHours = { weekday: 1, start: '09:00', end: '17:00', location: 'office' };

function schedule(overrides: Partial<Schedule> = {}): Schedule {
  return { timeZone: 'UTC', bufferMinutes: 0, weekly: [mondayNineToFive], timeOff: [], ...overrides };
}

/**
 * Weeks in which the clock changes (on the Sunday between two Mondays). The Monday 9–5 stays
 * 9–5 on the wall clock, so its UTC times move by the hour the zone moved.
 */
const clockChangeWeeks = [
  // New York springs forward on 8 March 2026 (EST -05 → EDT -04)…
  {
    zone: 'America/New_York',
    from: '2026-03-02T00:00:00-05:00',
    to: '2026-03-10T00:00:00-04:00',
    mondays: [
      ['2026-03-02T14:00:00.000Z', '2026-03-02T22:00:00.000Z'],
      ['2026-03-09T13:00:00.000Z', '2026-03-09T21:00:00.000Z'],
    ],
  },
  // …and falls back on 1 November.
  {
    zone: 'America/New_York',
    from: '2026-10-26T00:00:00-04:00',
    to: '2026-11-03T00:00:00-05:00',
    mondays: [
      ['2026-10-26T13:00:00.000Z', '2026-10-26T21:00:00.000Z'],
      ['2026-11-02T14:00:00.000Z', '2026-11-02T22:00:00.000Z'],
    ],
  },
  // London: GMT → BST on 29 March, back on 25 October.
  {
    zone: 'Europe/London',
    from: '2026-03-23T00:00:00Z',
    to: '2026-03-31T00:00:00+01:00',
    mondays: [
      ['2026-03-23T09:00:00.000Z', '2026-03-23T17:00:00.000Z'],
      ['2026-03-30T08:00:00.000Z', '2026-03-30T16:00:00.000Z'],
    ],
  },
  {
    zone: 'Europe/London',
    from: '2026-10-19T00:00:00+01:00',
    to: '2026-10-27T00:00:00Z',
    mondays: [
      ['2026-10-19T08:00:00.000Z', '2026-10-19T16:00:00.000Z'],
      ['2026-10-26T09:00:00.000Z', '2026-10-26T17:00:00.000Z'],
    ],
  },
  // Sydney, southern hemisphere: AEDT +11 → AEST +10 on 5 April, back to +11 on 4 October (the local Monday is Sunday in UTC).
  {
    zone: 'Australia/Sydney',
    from: '2026-03-30T00:00:00+11:00',
    to: '2026-04-07T00:00:00+10:00',
    mondays: [
      ['2026-03-29T22:00:00.000Z', '2026-03-30T06:00:00.000Z'],
      ['2026-04-05T23:00:00.000Z', '2026-04-06T07:00:00.000Z'],
    ],
  },
  {
    zone: 'Australia/Sydney',
    from: '2026-09-28T00:00:00+10:00',
    to: '2026-10-06T00:00:00+11:00',
    mondays: [
      ['2026-09-27T23:00:00.000Z', '2026-09-28T07:00:00.000Z'],
      ['2026-10-04T22:00:00.000Z', '2026-10-05T06:00:00.000Z'],
    ],
  },
];

describe('workingIntervals', () => {
  it.each(clockChangeWeeks)('$zone from $from: Monday 9–5 stays 9–5 local across the clock change', ({ zone, from, to, mondays }) => {
    expect(iso(workingIntervals(schedule({ timeZone: zone }), at(from), at(to)))).toEqual(mondays);
  });

  it('gives a span on the day of the change its real length (01:00–04:00 the night New York springs forward is two hours)', () => {
    const sunday = schedule({ timeZone: 'America/New_York', weekly: [{ weekday: 7, start: '01:00', end: '04:00', location: 'telehealth' }] });
    const [night] = workingIntervals(sunday, at('2026-03-08T00:00:00-05:00'), at('2026-03-09T00:00:00-04:00'));
    expect(night).toEqual({ start: at('2026-03-08T06:00:00Z'), end: at('2026-03-08T08:00:00Z'), location: 'telehealth' });
  });

  it('leaves out time off, splitting a day it falls inside', () => {
    const dentist = { id: 'a', start: at('2026-01-05T12:00:00Z'), end: at('2026-01-05T13:30:00Z'), reason: 'Dentist' };
    const holiday = { id: 'b', start: at('2026-01-12T00:00:00Z'), end: at('2026-01-13T00:00:00Z'), reason: null };
    const result = workingIntervals(schedule({ timeOff: [dentist, holiday] }), at('2026-01-05T00:00:00Z'), at('2026-01-19T00:00:00Z'));
    expect(iso(result)).toEqual([
      ['2026-01-05T09:00:00.000Z', '2026-01-05T12:00:00.000Z'],
      ['2026-01-05T13:30:00.000Z', '2026-01-05T17:00:00.000Z'],
    ]);
  });

  it('clips to the range, joins spans of one place that meet and keeps places apart', () => {
    const weekly: WeeklyHours[] = [
      { weekday: 1, start: '09:00', end: '12:00', location: 'office' },
      { weekday: 1, start: '12:00', end: '14:00', location: 'office' },
      { weekday: 1, start: '14:00', end: '17:00', location: 'telehealth' },
    ];
    const result = workingIntervals(schedule({ weekly }), at('2026-01-05T10:00:00Z'), at('2026-01-05T16:00:00Z'));
    expect(result).toEqual([
      { start: at('2026-01-05T10:00:00Z'), end: at('2026-01-05T14:00:00Z'), location: 'office' },
      { start: at('2026-01-05T14:00:00Z'), end: at('2026-01-05T16:00:00Z'), location: 'telehealth' },
    ]);
  });

  it('is empty without weekly hours', () => {
    expect(workingIntervals(schedule({ weekly: [] }), at('2026-01-05T00:00:00Z'), at('2026-01-12T00:00:00Z'))).toEqual([]);
  });
});

describe('outsideWorkingHours', () => {
  const monday = (from: string, to: string) => [at(`2026-01-05T${from}:00Z`), at(`2026-01-05T${to}:00Z`)] as const;

  it('is false inside the hours, true when a visit starts early, runs late or falls on a day off', () => {
    expect(outsideWorkingHours(schedule(), ...monday('09:00', '09:50'))).toBe(false);
    expect(outsideWorkingHours(schedule(), ...monday('16:10', '17:00'))).toBe(false);
    expect(outsideWorkingHours(schedule(), ...monday('08:30', '09:20'))).toBe(true);
    expect(outsideWorkingHours(schedule(), ...monday('16:30', '17:20'))).toBe(true);
    expect(outsideWorkingHours(schedule(), at('2026-01-06T10:00:00Z'), at('2026-01-06T10:50:00Z'))).toBe(true);
  });

  it('never warns a clinician who has set no weekly hours, unless the visit meets their time off', () => {
    const away = { id: 'a', start: at('2026-01-05T00:00:00Z'), end: at('2026-01-06T00:00:00Z'), reason: null };
    expect(outsideWorkingHours(schedule({ weekly: [] }), ...monday('20:00', '20:50'))).toBe(false);
    expect(outsideWorkingHours(schedule({ weekly: [], timeOff: [away] }), ...monday('20:00', '20:50'))).toBe(true);
    expect(outsideWorkingHours(schedule({ timeOff: [away] }), ...monday('10:00', '10:50'))).toBe(true);
  });

  it('takes spans that meet as one stretch, and a gap between spans as outside', () => {
    const weekly: WeeklyHours[] = [
      { weekday: 1, start: '09:00', end: '12:00', location: 'office' },
      { weekday: 1, start: '12:00', end: '13:00', location: 'telehealth' },
      { weekday: 1, start: '14:00', end: '17:00', location: 'office' },
    ];
    expect(outsideWorkingHours(schedule({ weekly }), ...monday('11:30', '12:20'))).toBe(false);
    expect(outsideWorkingHours(schedule({ weekly }), ...monday('12:30', '14:20'))).toBe(true);
  });

  it('reads the hours in the clinician’s zone after a clock change (9:30 EDT is inside, 8:30 EST would not be)', () => {
    const newYork = schedule({ timeZone: 'America/New_York' });
    expect(outsideWorkingHours(newYork, at('2026-03-09T13:30:00Z'), at('2026-03-09T14:20:00Z'))).toBe(false);
    expect(outsideWorkingHours(newYork, at('2026-03-02T13:30:00Z'), at('2026-03-02T14:20:00Z'))).toBe(true);
  });
});

describe('openSlots', () => {
  const week = [at('2026-01-05T00:00:00Z'), at('2026-01-12T00:00:00Z')] as const;
  const morning = schedule({ weekly: [{ weekday: 1, start: '09:00', end: '13:00', location: 'office' }] });
  const starts = (slots: { start: Date }[]) => slots.map((s) => s.start.toISOString().slice(11, 16));
  const visit = { start: at('2026-01-05T10:00:00Z'), end: at('2026-01-05T10:50:00Z') };

  it('offers every slot of the grid inside the hours, each as long as asked', () => {
    const slots = openSlots(morning, [], ...week, 60);
    expect(starts(slots)).toEqual(['09:00', '10:00', '11:00', '12:00']);
    expect(slots[0]).toEqual({ start: at('2026-01-05T09:00:00Z'), end: at('2026-01-05T10:00:00Z'), location: 'office' });
    expect(starts(openSlots(morning, [], ...week, 90))).toEqual(['09:00', '10:30']);
  });

  it('keeps clear of appointments and of the buffer before and after them', () => {
    expect(starts(openSlots(morning, [visit], ...week, 60))).toEqual(['09:00', '11:00', '12:00']);
    // A 10-minute buffer: 09:00–10:00 would end inside the buffer before the visit; 11:00 is just clear after it.
    expect(starts(openSlots({ ...morning, bufferMinutes: 10 }, [visit], ...week, 60))).toEqual(['11:00', '12:00']);
    // A 15-minute buffer also reaches past 11:00.
    expect(starts(openSlots({ ...morning, bufferMinutes: 15 }, [visit], ...week, 60))).toEqual(['12:00']);
  });

  it('leaves out time off and slots outside the range', () => {
    const lunch = { id: 'a', start: at('2026-01-05T12:30:00Z'), end: at('2026-01-05T14:00:00Z'), reason: null };
    expect(starts(openSlots({ ...morning, timeOff: [lunch] }, [], ...week, 60))).toEqual(['09:00', '10:00', '11:00']);
    expect(starts(openSlots(morning, [], at('2026-01-05T09:30:00Z'), at('2026-01-05T12:30:00Z'), 60))).toEqual(['10:00', '11:00']);
  });

  it('starts on the local hour in Sydney on both sides of its clock change', () => {
    const sydney = schedule({ timeZone: 'Australia/Sydney', weekly: [{ weekday: 1, start: '09:00', end: '11:00', location: 'telehealth' }] });
    const slots = openSlots(sydney, [], at('2026-03-30T00:00:00+11:00'), at('2026-04-07T00:00:00+10:00'), 60);
    expect(slots.map((s) => s.start.toISOString())).toEqual([
      '2026-03-29T22:00:00.000Z',
      '2026-03-29T23:00:00.000Z',
      '2026-04-05T23:00:00.000Z',
      '2026-04-06T00:00:00.000Z',
    ]);
  });
});
