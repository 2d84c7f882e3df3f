import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { clientInitials, feedIcs } from './feed-ics';

describe('calendar feed iCalendar', () => {
  it('shows a client as initials only', () => {
    expect(clientInitials('Maya', 'Castellanos')).toBe('M.C.');
    expect(clientInitials(' élodie ', "O'Neill")).toBe('É.O.');
    expect(clientInitials('Sam', '')).toBe('S.');
  });

  it('writes one private event per visit, keyed by its id, with the time, initials and place', () => {
    const text = feedIcs(
      [
        {
          id: '7c0e6a56-2d1c-4b43-9d1f-1f6f6b9f0c11',
          start: new Date('2026-03-02T15:00:00Z'),
          end: new Date('2026-03-02T15:50:00Z'),
          location: 'telehealth',
          firstName: 'Maya',
          lastName: 'Castellanos',
        },
      ],
      { practiceName: 'Harbor Counseling Collective', now: new Date('2026-03-01T00:00:00Z') },
    );
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Tend — Harbor Counseling Collective');
    const [vevent] = calendar.getAllSubcomponents('vevent');
    const event = new ICAL.Event(vevent);
    expect(event).toMatchObject({ uid: '7c0e6a56-2d1c-4b43-9d1f-1f6f6b9f0c11', summary: 'M.C.', location: 'Telehealth' });
    expect(event.startDate.toJSDate()).toEqual(new Date('2026-03-02T15:00:00Z'));
    expect(event.endDate.toJSDate()).toEqual(new Date('2026-03-02T15:50:00Z'));
    expect(vevent!.getFirstPropertyValue('class')).toBe('PRIVATE');
    expect(text).not.toMatch(/Maya|Castellanos|DESCRIPTION|URL:/);
  });
});
