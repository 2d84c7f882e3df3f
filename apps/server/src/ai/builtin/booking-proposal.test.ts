import { appointmentProposalSchema } from '@tend/contracts/assistant.contract';
import { describe, expect, it } from 'vitest';
import { directory, engineInput, fakeAssistantData, ids } from '../../../test/fake-assistant-data';
import type { AssistantData } from '../engine';
import { BuiltinEngine } from './builtin-engine';
import { detectIntent } from './intents';

/** Tuesday 22:30 in New York, Wednesday 11:30 in Tokyo. */
const now = new Date('2026-04-15T02:30:00Z');
const engine = new BuiltinEngine();
const say = (text: string, timeZone: string, data: AssistantData = fakeAssistantData([]), page?: Parameters<typeof engineInput>[2]['page']) =>
  engine.respond(engineInput(text, data, { now, timeZone, page }));

describe('"book Sam next Tuesday at 3": a proposal, read in the clinician’s zone', () => {
  it.each([
    ['America/New_York', '2026-04-21T19:00:00.000Z', '2026-04-21T19:53:00.000Z'],
    ['Asia/Tokyo', '2026-04-21T06:00:00.000Z', '2026-04-21T06:53:00.000Z'],
  ])('%s: 15:00 local on Tue 21 Apr, the usual type’s length', async (timeZone, start, end) => {
    const reply = await say('book Sam next Tuesday at 3', timeZone);
    expect(appointmentProposalSchema.parse(reply.proposal)).toEqual({
      kind: 'appointment',
      client_id: ids.sam,
      client_name: 'Sam Lee',
      start,
      end,
      time_zone: timeZone,
      type_id: ids.type53,
      type_name: 'Individual therapy, 53 min',
      location: 'office',
      conflicts: [],
      outside_working_hours: false,
    });
    expect(reply.response).toMatch(/^Proposed, not booked yet: Sam Lee on Tue 21 Apr, 15:00–15:53 \(53 min, Individual therapy, 53 min, in the office\)\./);
  });

  it('a length, a place and a clash are carried into the proposal and said', async () => {
    const clash = { id: '00000000-0000-4000-8000-0000000000d1', start: '2026-04-17T14:30:00.000Z', end: '2026-04-17T15:20:00.000Z', client_initials: 'J.B.' };
    const data = fakeAssistantData([], { conflicts: [clash], outside: true });
    const reply = await say('schedule Jordan on Friday at 10am for 60 minutes by telehealth', 'America/New_York', data);
    expect(reply.proposal).toMatchObject({ client_id: ids.jordan, start: '2026-04-17T14:00:00.000Z', end: '2026-04-17T15:00:00.000Z', location: 'telehealth' });
    expect(reply.proposal?.conflicts).toEqual([clash]);
    expect(reply.proposal?.outside_working_hours).toBe(true);
    expect(reply.response).toContain('It overlaps another appointment: 10:30–11:20 (J.B.).');
    expect(reply.response).toContain('It is outside your working hours.');
  });

  it('two clients of that name: asks which, with a chip for each that books exactly that', async () => {
    const twoSams = [...directory, { id: ids.samOrtiz, name: 'Sam Ortiz', names: ['Sam Ortiz', 'Sam', 'Ortiz'] }];
    const reply = await say('book Sam next Tuesday at 3', 'America/New_York', fakeAssistantData([], { clients: twoSams }));
    expect(reply.proposal).toBeNull();
    expect(reply.response).toBe('More than one of your clients is called “Sam”. Which one did you mean?');
    expect(reply.options).toEqual([
      { label: 'Sam Lee', value: 'book Sam Lee on 2026-04-21 at 15:00' },
      { label: 'Sam Ortiz', value: 'book Sam Ortiz on 2026-04-21 at 15:00' },
    ]);
    const chosen = await say(reply.options[1]!.value!, 'America/New_York', fakeAssistantData([], { clients: twoSams }));
    expect(chosen.proposal).toMatchObject({ client_id: ids.samOrtiz, start: '2026-04-21T19:00:00.000Z' });
  });

  it('a name that is none of the caller’s clients proposes nothing', async () => {
    const reply = await say('book Priya next Tuesday at 3', 'America/New_York');
    expect(reply.proposal).toBeNull();
    expect(reply.response).toContain('I could not find a client called “Priya” among your clients');
  });

  it('a time already gone proposes nothing', async () => {
    const reply = await say('book Sam today at 9', 'Asia/Tokyo');
    expect(reply.proposal).toBeNull();
    expect(reply.response).toBe('Wed 15 Apr at 09:00 has already passed. Which day and time should I book Sam Lee?');
  });

  it('without a time, asks for one and offers the open slots that day', async () => {
    const slots = [
      { start: new Date('2026-04-17T13:00:00Z'), end: new Date('2026-04-17T13:53:00Z') },
      { start: new Date('2026-04-17T18:00:00Z'), end: new Date('2026-04-17T18:53:00Z') },
    ];
    const reply = await say('schedule Jordan on Friday', 'America/New_York', fakeAssistantData([], { slots }));
    expect(reply.proposal).toBeNull();
    expect(reply.response).toBe('What time on Fri 17 Apr should I book Jordan Blake? These times are open:');
    expect(reply.options).toEqual([
      { label: '09:00', value: 'book Jordan Blake on 2026-04-17 at 09:00 for 53 minutes' },
      { label: '14:00', value: 'book Jordan Blake on 2026-04-17 at 14:00 for 53 minutes' },
    ]);
    expect(detectIntent(reply.options[0]!.value!)).toMatchObject({ kind: 'book', request: { name: 'Jordan Blake', time: { hour: 9, minute: 0 } } });
  });

  it('"book her" on a client’s page means that client; elsewhere it asks who', async () => {
    const onPage = await say('book her in on Friday at 3', 'America/New_York', undefined, {
      type: 'client',
      currentPatient: { id: ids.jordan, name: 'Jordan Blake', initials: 'J.B.' },
    });
    expect(onPage.proposal).toMatchObject({ client_id: ids.jordan, start: '2026-04-17T19:00:00.000Z' });
    expect((await say('book her in on Friday at 3', 'America/New_York')).response).toMatch(/^Which client should I book\?/);
  });
});
