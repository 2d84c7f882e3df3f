/**
 * The built-in assistant on the real calendar: day questions in the clinician's zone, booking
 * proposals that write nothing, and the page context (spec 3) checked at the edge and used.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarAppointment } from '@tend/contracts/calendar.contract';
import { encounters } from '@tend/db/schema/encounters';
import { messages } from '@tend/db/schema/conversations';
import { appointmentTypes } from '@tend/db/schema/scheduling';
import { defaultAppointmentTypes } from '@tend/db/new-practice';
import { as, createTestApp, sayAs, type Credentials, type TestApp } from '../../../test/test-app';

let t: TestApp;
let alice: Credentials;
let ben: Credentials;
const types: Record<number, string> = {};

// Tuesday 10 March 2026, 12:00 in New York (the practice's zone; Alice chose none): tomorrow is Wednesday 11 March.
const noon = new Date('2026-03-10T16:00:00Z');

const newSession = async (who: Credentials = alice) =>
  (await t.app.inject(as(who, { method: 'POST', url: '/api/conversations/new' }))).json().session_id as string;
const say = async (text: string, extra: Record<string, unknown> = {}, session?: string) => {
  const res = await sayAs(t, alice, session ?? (await newSession()), text, extra);
  t.clock.now = noon;
  return res;
};
const book = (who: Credentials, payload: Record<string, unknown>) => t.app.inject(as(who, { method: 'POST', url: '/api/appointments', payload }));
const visitCount = async () => (await t.app.services.db.select({ n: sql<number>`count(*)::int` }).from(encounters))[0]!.n;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = noon;
  [alice, ben] = await Promise.all([t.login('alice'), t.login('ben')]);
  // The practice's defaults (a new practice's list), whether or not the seed made them.
  const db = t.app.services.db;
  await db
    .insert(appointmentTypes)
    .values(defaultAppointmentTypes.map((type, i) => ({ ...type, practiceId: t.seeded.practiceIds.harbor, sortOrder: i + 1 })))
    .onConflictDoNothing();
  const rows = await db.select().from(appointmentTypes).where(eq(appointmentTypes.practiceId, t.seeded.practiceIds.harbor));
  for (const row of rows) if (row.name.startsWith('Individual therapy')) types[row.durationMinutes] = row.id;
  const { sam, jordan, priya } = t.seeded.clientIds;
  // Wednesday: Sam at 10:00, Jordan at 14:00 (then cancelled); Ben sees Priya at 09:00.
  expect((await book(alice, { client_id: sam, type_id: types[53], start: '2026-03-11T14:00:00Z', end: '2026-03-11T14:53:00Z' })).statusCode).toBe(201);
  const jordans = await book(alice, { client_id: jordan, start: '2026-03-11T18:00:00Z', end: '2026-03-11T18:50:00Z', location: 'telehealth' });
  const [jordanVisit] = jordans.json<{ appointments: CalendarAppointment[] }>().appointments;
  const cancel = await t.app.inject(
    as(alice, { method: 'POST', url: `/api/appointments/${jordanVisit!.id}/status`, payload: { status: 'cancelled', cancelled_by: 'client' } }),
  );
  expect(cancel.statusCode).toBe(200);
  expect((await book(ben, { client_id: priya, start: '2026-03-11T13:00:00Z', end: '2026-03-11T13:50:00Z' })).statusCode).toBe(201);
});
afterAll(() => t.app.close());

describe('"who am I seeing tomorrow?"', () => {
  it('lists the caller’s own visits tomorrow in their zone, the cancelled one marked, another clinician’s left out', async () => {
    const body = (await say('Who am I seeing tomorrow?')).json();
    expect(body.response).toBe(
      [
        'Tomorrow (Wed 11 Mar) you have 1 session:',
        '- 10:00–10:53 Sam Lee — Individual therapy, 53 min',
        '- 14:00–14:50 Jordan Blake · telehealth (cancelled)',
      ].join('\n'),
    );
    expect(body.response).not.toContain('Priya');
    expect(body.insights[0]).toMatchObject({ metric_value: 1 });
    expect(body.proposal).toBeNull();
  });

  it('in the zone the browser reports (Alice chose none), tomorrow is another day', async () => {
    // Already Wednesday 01:00 in Tokyo: tomorrow is Thursday, when Jordan's cancelled 14:00 New York visit falls (03:00).
    const body = (await say('Who am I seeing tomorrow?', { ai_context: { time_zone: 'Asia/Tokyo' } })).json();
    expect(body.response).toBe('You have no sessions tomorrow (Thu 12 Mar).\nCancelled:\n- 03:00–03:50 Jordan Blake · telehealth (cancelled)');
  });

  it('"who’s next?" on the calendar answers for the day in view', async () => {
    const body = (
      await say("who's next?", { ai_context: { page_type: 'calendar', selected_date: '2026-03-11', view_mode: 'day', route: '/calendar' } })
    ).json();
    expect(body.response).toBe('First on Wed 11 Mar: Sam Lee at 10:00 — Individual therapy, 53 min.');
  });
});

describe('"book Jordan tomorrow at …": a proposal, and nothing written', () => {
  it('answers a proposal with the overlap, writes no visit, and the proposal books through POST /api/appointments', async () => {
    const before = await visitCount();
    const res = await say('book Jordan tomorrow at 10:30');
    expect(res.statusCode).toBe(200);
    const { proposal, response } = res.json();
    expect(proposal).toMatchObject({
      kind: 'appointment',
      client_id: t.seeded.clientIds.jordan,
      client_name: 'Jordan Blake',
      start: '2026-03-11T14:30:00.000Z',
      end: '2026-03-11T15:23:00.000Z',
      time_zone: 'America/New_York',
      type_id: types[53],
      // Jordan's last visit that took place was in the office (the cancelled telehealth one does not count).
      location: 'office',
      outside_working_hours: false,
    });
    expect(proposal.conflicts).toEqual([expect.objectContaining({ start: '2026-03-11T14:00:00.000Z', client_initials: 'S.L.' })]);
    expect(response).toMatch(/^Proposed, not booked yet: Jordan Blake on Wed 11 Mar, 10:30–11:23/);
    expect(await visitCount()).toBe(before);

    // The clinician's Confirm: the booking API refuses the overlap until they book anyway.
    const payload = { client_id: proposal.client_id, type_id: proposal.type_id, start: proposal.start, end: proposal.end, location: proposal.location };
    const refused = await book(alice, payload);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe('appointment_conflict');
    expect((await book(alice, { ...payload, allow_conflict: true })).statusCode).toBe(201);
    expect(await visitCount()).toBe(before + 1);
  });

  it('a length asked for picks the practice’s type of that length (not the intake, for a client already seen)', async () => {
    const { proposal } = (await say('schedule Sam on Friday at 9am for 60 minutes')).json();
    expect(proposal).toMatchObject({
      client_id: t.seeded.clientIds.sam,
      start: '2026-03-13T13:00:00.000Z',
      end: '2026-03-13T14:00:00.000Z',
      type_id: types[60],
    });
  });

  it('a new client’s first visit is the practice’s first type (the intake), with its length', async () => {
    const created = await t.app.inject(as(alice, { method: 'POST', url: '/api/clients', payload: { first_name: 'Nia', last_name: 'Okoro' } }));
    expect(created.statusCode).toBe(201);
    const { proposal } = (await say('book Nia Okoro tomorrow at 1pm')).json();
    expect(proposal).toMatchObject({
      client_id: created.json().id,
      type_name: 'Intake assessment',
      start: '2026-03-11T17:00:00.000Z',
      end: '2026-03-11T18:00:00.000Z',
    });
  });

  it('with working hours set, offers the open slots of a day without a time, and flags a time outside them', async () => {
    const hours = { weekly: [{ weekday: 5, start: '09:00', end: '11:00', location: 'office' }], buffer_minutes: 0 };
    expect((await t.app.inject(as(alice, { method: 'PUT', url: '/api/work-schedule', payload: hours }))).statusCode).toBe(200);
    const ask = (await say('schedule Jordan on Friday')).json();
    expect(ask.response).toBe('What time on Fri 13 Mar should I book Jordan Blake? These times are open:');
    expect(ask.options.map((o: { label: string }) => o.label)).toEqual(['09:00', '09:53']);
    const late = (await say('book Jordan on Friday at 3')).json();
    expect(late.proposal).toMatchObject({ start: '2026-03-13T19:00:00.000Z', outside_working_hours: true });
    expect(late.response).toContain('It is outside your working hours.');
  });

  it('another clinician’s client is not found, and nothing is proposed', async () => {
    const body = (await say('book Priya tomorrow at 3')).json();
    expect(body.proposal).toBeNull();
    expect(body.response).toContain('I could not find a client called “Priya” among your clients');
  });
});

describe('page context', () => {
  it.each([
    [{ current_patient: { id: 'not-a-uuid', name: 'Sam Lee' } }, 'body.ai_context.current_patient.id'],
    [{ selections: [crypto.randomUUID(), 'row-3'] }, 'body.ai_context.selections.1'],
    [{ selected_date: '11/03/2026' }, 'body.ai_context.selected_date'],
    [{ page_type: 'Calendar<script>' }, 'body.ai_context.page_type'],
    [{ route: `/${'x'.repeat(400)}` }, 'body.ai_context.route'],
  ])('rejects %j naming the field, and stores nothing', async (aiContext, field) => {
    const session = await newSession();
    const res = await say('who is next?', { ai_context: aiContext }, session);
    expect(res.statusCode).toBe(400);
    expect(res.json().details.map((d: { field: string }) => d.field)).toContain(field);
    expect(await t.app.services.db.select().from(messages).where(eq(messages.conversationId, session))).toHaveLength(0);
  });

  it('on a client’s page, note mode writes the note for that client', async () => {
    const session = await newSession();
    const context = { ai_context: { page_type: 'client', route: '/clients/x', current_patient: { id: t.seeded.clientIds.jordan, name: 'Jordan Blake' } } };
    const prefs = { note_prefs: { write_soap: true }, ...context };
    await say('Jordan reported fewer panic attacks this week. He appeared calm and engaged.', prefs, session);
    const note = (await say('yes, soap note', prefs, session)).json();
    expect(note).toMatchObject({ document_type: 'soap_note', patient_display: 'Jordan Blake' });
  });

  it('another clinician’s client as the current patient is left out, not used', async () => {
    const session = await newSession();
    const context = { ai_context: { page_type: 'client', current_patient: { id: t.seeded.clientIds.priya, name: 'Priya Nair' } } };
    const res = await say('Client talked about her grief and cried twice.', { note_prefs: { write_soap: true }, ...context }, session);
    expect(res.statusCode).toBe(200);
    expect(res.json().response).toContain('Select a patient to write a note.');
    expect(res.json().response).not.toContain('Priya');
  });
});
