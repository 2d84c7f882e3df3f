import { dateInZone } from '@tend/contracts/calendar-days';
import { describe, expect, it } from 'vitest';
import { readWhen, resolveDay, type DayRef } from './when';

/** 02:30 UTC on Wednesday 15 April 2026: still Tuesday 14 April evening in New York, Wednesday morning in Tokyo. */
const now = new Date('2026-04-15T02:30:00Z');
const dayIn = (text: string, zone: string) => {
  const { day } = readWhen(text);
  return day && resolveDay(day, dateInZone(now, zone))?.toString();
};

describe('readWhen: the day, time, length and place of a short request', () => {
  it.each([
    ['next Tuesday at 3', { day: { kind: 'weekday', weekday: 2, next: true }, time: { hour: 15, minute: 0 }, minutes: null, location: null }],
    ['on Friday at 10am for 60 minutes', { day: { kind: 'weekday', weekday: 5, next: false }, time: { hour: 10, minute: 0 }, minutes: 60 }],
    ['tomorrow at 9:30 by telehealth', { day: { kind: 'offset', days: 1 }, time: { hour: 9, minute: 30 }, location: 'telehealth' }],
    ['on 2026-04-21 at 15:00 for 53 minutes', { day: { kind: 'date', year: 2026, month: 4, day: 21 }, time: { hour: 15, minute: 0 }, minutes: 53 }],
    ['April 3 at 2:15pm for an hour', { day: { kind: 'date', year: null, month: 4, day: 3 }, time: { hour: 14, minute: 15 }, minutes: 60 }],
    ['the 3rd of May at noon in the office', { day: { kind: 'date', year: null, month: 5, day: 3 }, time: { hour: 12, minute: 0 }, location: 'office' }],
    ['Thursday at 07:00 for 1.5 hours', { day: { kind: 'weekday', weekday: 4 }, time: { hour: 7, minute: 0 }, minutes: 90 }],
    ['thurs at 8', { day: { kind: 'weekday', weekday: 4 }, time: { hour: 8, minute: 0 } }],
  ])('%s', (text, expected) => {
    expect(readWhen(text)).toMatchObject(expected);
  });

  it('leaves the rest of the words for the client’s name', () => {
    expect(readWhen('Maya Chen next Tuesday at 3').rest).toBe('Maya Chen');
    expect(readWhen('Jordan on Friday at 10am for 60 minutes').rest).toBe('Jordan');
  });

  it('an hour without am or pm is a clinic’s: 1–7 the afternoon, 8–12 the morning or noon, a leading zero the 24-hour clock', () => {
    expect(readWhen('at 3').time).toEqual({ hour: 15, minute: 0 });
    expect(readWhen('at 11').time).toEqual({ hour: 11, minute: 0 });
    expect(readWhen('at 12:30').time).toEqual({ hour: 12, minute: 30 });
    expect(readWhen('at 03:00').time).toEqual({ hour: 3, minute: 0 });
    expect(readWhen('at 12am').time).toEqual({ hour: 0, minute: 0 });
    expect(readWhen('at 25:00').time).toBeNull();
  });

  it('reads no day in words that only contain one ("wedding", "month", "fries")', () => {
    expect(readWhen('after the wedding this month she ate fries').day).toBeNull();
  });
});

describe('resolveDay against the clinician’s today, in their zone', () => {
  it.each([
    // [text, New York (Tue 14 Apr), Tokyo (Wed 15 Apr)]
    ['today', '2026-04-14', '2026-04-15'],
    ['tomorrow', '2026-04-15', '2026-04-16'],
    ['yesterday', '2026-04-13', '2026-04-14'],
    ['on Thursday', '2026-04-16', '2026-04-16'],
    ['on Tuesday', '2026-04-14', '2026-04-21'],
    ['next Monday', '2026-04-20', '2026-04-20'],
    ['next Tuesday', '2026-04-21', '2026-04-21'],
    ['next Sunday', '2026-04-26', '2026-04-26'],
    ['April 14', '2026-04-14', '2026-04-14'],
    ['January 5', '2027-01-05', '2027-01-05'],
  ])('%s', (text, newYork, tokyo) => {
    expect(dayIn(text, 'America/New_York')).toBe(newYork);
    expect(dayIn(text, 'Asia/Tokyo')).toBe(tokyo);
  });

  it('"next Monday" said on a Sunday is the next day; a date that does not exist is none', () => {
    const sunday = dateInZone(new Date('2026-04-19T12:00:00Z'), 'UTC');
    expect(resolveDay({ kind: 'weekday', weekday: 1, next: true }, sunday)?.toString()).toBe('2026-04-20');
    const feb30: DayRef = { kind: 'date', year: 2026, month: 2, day: 30 };
    expect(resolveDay(feb30, sunday)).toBeNull();
  });
});
