import { describe, expect, it } from 'vitest';
import type { CalendarAppointment } from '@tend/contracts/calendar.contract';
import { agendaRange, nextVisit, relativeStart, slotsByDay, visitsOn } from './agenda';

/** 02:30 UTC on Wednesday 15 April 2026: Tuesday 22:30 in New York, Wednesday 11:30 in Tokyo. */
const now = new Date('2026-04-15T02:30:00Z');
const visit = (start: string, over: Partial<CalendarAppointment> = {}) =>
  ({ id: start, start, end: new Date(Date.parse(start) + 50 * 60_000).toISOString(), status: 'scheduled', ...over }) as CalendarAppointment;

const morning = visit('2026-04-15T13:00:00.000Z'); // New York Wed 09:00 · Tokyo Wed 22:00
const cancelled = visit('2026-04-15T15:00:00.000Z', { status: 'cancelled' }); // New York Wed 11:00 · Tokyo Thu 00:00
const late = visit('2026-04-15T20:00:00.000Z'); // New York Wed 16:00 · Tokyo Thu 05:00
const all = [late, cancelled, morning];

describe('the dashboard’s days are the clinician’s', () => {
  it('today and tomorrow differ by zone, and so do the visits on them', () => {
    const ny = agendaRange(now, 'America/New_York');
    expect([ny.today.toString(), ny.tomorrow.toString()]).toEqual(['2026-04-14', '2026-04-15']);
    expect(visitsOn(all, ny.today, 'America/New_York')).toEqual([]);
    expect(visitsOn(all, ny.tomorrow, 'America/New_York')).toEqual([morning, cancelled, late]);

    const tokyo = agendaRange(now, 'Asia/Tokyo');
    expect(visitsOn(all, tokyo.today, 'Asia/Tokyo')).toEqual([morning]);
    expect(visitsOn(all, tokyo.tomorrow, 'Asia/Tokyo')).toEqual([cancelled, late]);
  });

  it('the week for open slots runs to the end of Sunday in the zone', () => {
    expect(agendaRange(now, 'America/New_York').week).toEqual({ from: '2026-04-14T04:00:00.000Z', to: '2026-04-20T04:00:00.000Z' });
    expect(agendaRange(now, 'Asia/Tokyo').week).toEqual({ from: '2026-04-14T15:00:00.000Z', to: '2026-04-19T15:00:00.000Z' });
  });
});

describe('the next client', () => {
  it('is the next visit not called off, or the one in progress', () => {
    expect(nextVisit(all, now)).toBe(morning);
    expect(nextVisit(all, new Date('2026-04-15T13:20:00Z'))).toBe(morning);
    expect(nextVisit(all, new Date('2026-04-15T14:00:00Z'))).toBe(late);
    expect(nextVisit([cancelled, visit('2026-04-15T13:00:00.000Z', { status: 'completed' })], now)).toBeNull();
  });

  it('is said coarsely: now, in minutes, in hours, then the day and time', () => {
    expect(relativeStart(morning, new Date('2026-04-15T13:10:00Z'), 'UTC')).toBe('now');
    expect(relativeStart(morning, new Date('2026-04-15T12:35:00Z'), 'UTC')).toBe('in 25 min');
    expect(relativeStart(morning, new Date('2026-04-15T10:50:00Z'), 'UTC')).toBe('in 2 h 10 min');
    expect(relativeStart(late, now, 'America/New_York', 'en-US')).toBe('tomorrow at 4:00 PM');
    expect(relativeStart(late, now, 'Asia/Tokyo', 'en-US')).toBe('tomorrow at 5:00 AM');
    expect(relativeStart(morning, now, 'Asia/Tokyo', 'en-US')).toBe('today at 10:00 PM');
    expect(relativeStart(visit('2026-04-17T13:00:00.000Z'), now, 'America/New_York', 'en-US')).toBe('Fri at 9:00 AM');
  });
});

describe('open slots this week', () => {
  it('are grouped by the zone’s date, past ones left out', () => {
    const slots = ['2026-04-15T01:00:00.000Z', '2026-04-15T13:00:00.000Z', '2026-04-15T16:00:00.000Z'].map((start) => ({ start, end: start }));
    expect(slotsByDay(slots, now, 'Asia/Tokyo')).toEqual([
      { date: '2026-04-15', starts: ['2026-04-15T13:00:00.000Z'] },
      { date: '2026-04-16', starts: ['2026-04-15T16:00:00.000Z'] },
    ]);
    expect(slotsByDay(slots, now, 'America/New_York')).toEqual([{ date: '2026-04-15', starts: ['2026-04-15T13:00:00.000Z', '2026-04-15T16:00:00.000Z'] }]);
  });
});
