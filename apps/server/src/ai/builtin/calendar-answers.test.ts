import { describe, expect, it } from 'vitest';
import { engineInput, fakeAssistantData, ids, visit } from '../../../test/fake-assistant-data';
import { BuiltinEngine } from './builtin-engine';

/**
 * 02:30 UTC on Wednesday 15 April 2026: Tuesday 22:30 in New York, Wednesday 11:30 in Tokyo. The
 * same visits fall on different days in each, and "tomorrow" is a different date.
 */
const now = new Date('2026-04-15T02:30:00Z');
const visits = [
  // New York Wed 09:00 · Tokyo Wed 22:00
  visit({ scheduledStart: new Date('2026-04-15T13:00:00Z'), typeName: 'Individual therapy, 53 min', scheduledEnd: new Date('2026-04-15T13:53:00Z') }),
  // New York Wed 11:00 · Tokyo Thu 00:00, called off
  visit({ scheduledStart: new Date('2026-04-15T15:00:00Z'), clientId: ids.jordan, clientName: 'Jordan Blake', status: 'cancelled' }),
  // New York Wed 16:00 · Tokyo Thu 05:00
  visit({ scheduledStart: new Date('2026-04-15T20:00:00Z'), clientId: ids.jordan, clientName: 'Jordan Blake', location: 'telehealth' }),
];
const engine = new BuiltinEngine();
const ask = (text: string, timeZone: string, page?: Parameters<typeof engineInput>[2]['page']) =>
  engine.respond(engineInput(text, fakeAssistantData(visits), { now, timeZone, page }));

describe('"who am I seeing tomorrow?" in the clinician’s zone', () => {
  it('in New York tomorrow is Wednesday: two sessions, the cancelled visit marked and not counted', async () => {
    const reply = await ask('Who am I seeing tomorrow?', 'America/New_York');
    expect(reply.response).toBe(
      [
        'Tomorrow (Wed 15 Apr) you have 2 sessions:',
        '- 09:00–09:53 Sam Lee — Individual therapy, 53 min',
        '- 11:00–11:50 Jordan Blake (cancelled)',
        '- 16:00–16:50 Jordan Blake · telehealth',
      ].join('\n'),
    );
    expect(reply.insights[0]).toMatchObject({ metric_value: 2, title: 'Sessions tomorrow (Wed 15 Apr)' });
  });

  it('in Tokyo tomorrow is Thursday: one session', async () => {
    const reply = await ask('who am I seeing tomorrow?', 'Asia/Tokyo');
    expect(reply.response).toBe(
      ['Tomorrow (Thu 16 Apr) you have 1 session:', '- 00:00–00:50 Jordan Blake (cancelled)', '- 05:00–05:50 Jordan Blake · telehealth'].join('\n'),
    );
    expect(reply.insights[0]?.metric_value).toBe(1);
  });

  it('names a weekday’s date, and says so when it is empty', async () => {
    expect((await ask('Who am I seeing on Thursday?', 'America/New_York')).response).toBe('You have no sessions on Thu 16 Apr.');
    expect((await ask('who am I seeing next Monday?', 'Asia/Tokyo')).response).toBe('You have no sessions on Mon 20 Apr.');
    expect((await ask('who am I seeing today?', 'America/New_York')).response).toBe('You have no sessions today (Tue 14 Apr).');
  });

  it('a day with only cancelled visits has no sessions, and lists what was called off', async () => {
    const only = [visit({ scheduledStart: new Date('2026-04-15T15:00:00Z'), status: 'late_cancelled' })];
    const reply = await engine.respond(engineInput('who am I seeing tomorrow?', fakeAssistantData(only), { now, timeZone: 'America/New_York' }));
    expect(reply.response).toBe('You have no sessions tomorrow (Wed 15 Apr).\nCancelled:\n- 11:00–11:50 Sam Lee (late cancellation)');
  });
});

describe('"who’s next?"', () => {
  it('is the next visit from now, with a relative time, in either zone', async () => {
    expect((await ask("Who's next?", 'America/New_York')).response).toBe('Next: Sam Lee at 09:00 tomorrow, in 11 h — Individual therapy, 53 min.');
    expect((await ask("who's next?", 'Asia/Tokyo')).response).toBe('Next: Sam Lee at 22:00 today, in 11 h — Individual therapy, 53 min.');
  });

  it('on the calendar, is the first visit of the day in view (cancelled ones skipped)', async () => {
    const reply = await ask("who's next?", 'Asia/Tokyo', { type: 'calendar', selectedDate: '2026-04-16' });
    expect(reply.response).toBe('First on Thu 16 Apr: Jordan Blake at 05:00.');
  });

  it('"who am I seeing?" on the calendar is about the day in view, elsewhere about today', async () => {
    const onCalendar = await ask('who am I seeing?', 'America/New_York', { type: 'calendar', selectedDate: '2026-04-15' });
    expect(onCalendar.response).toMatch(/^Tomorrow \(Wed 15 Apr\) you have 2 sessions:/);
    const onDashboard = await ask('who am I seeing?', 'America/New_York', { type: 'dashboard', selectedDate: '2026-04-15' });
    expect(onDashboard.response).toBe('You have no sessions today (Tue 14 Apr).');
  });

  it('says so when nothing is coming', async () => {
    const reply = await engine.respond(engineInput("who's next?", fakeAssistantData([]), { now, timeZone: 'UTC' }));
    expect(reply.response).toBe('You have no upcoming sessions on your calendar.');
  });
});
