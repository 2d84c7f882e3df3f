/**
 * Booking on the calendar: single visits and series (one row per visit), the conflict check and
 * its race, series edits with exceptions, clock changes in three zones, the status workflow and
 * bad input — on whichever database the run uses.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarAppointment } from '@tend/contracts/calendar.contract';
import { auditEvents } from '@tend/db/schema/audit';
import { encounters } from '@tend/db/schema/encounters';
import { appointmentSeries } from '@tend/db/schema/scheduling';
import { as, createTestApp, type Credentials, type TestApp } from '../../../test/test-app';
import { extendSeries } from './series-horizon';

let t: TestApp;
let alice: Credentials;
let ben: Credentials;
let dana: Credentials;
let carla: Credentials;
/** Alice's and Ben's clients, by first name. */
const client: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date('2026-02-23T12:00:00Z');
  [alice, ben, dana, carla] = await Promise.all([t.login('alice'), t.login('ben'), t.login('dana'), t.login('carla')]);
  for (const who of [alice, ben]) {
    const list = (await t.app.inject(as(who, { method: 'GET', url: '/api/clients' }))).json<{ clients: { id: string; first_name: string }[] }>();
    for (const c of list.clients) client[c.first_name] = c.id;
  }
  // More of Alice's clients, so each scenario books its own (visits of one client never collide across tests).
  for (const first_name of ['Dst', 'London', 'Sydney', 'Series', 'Split', 'Race', 'Status', 'Horizon']) {
    const res = await t.app.inject(as(alice, { method: 'POST', url: '/api/clients', payload: { first_name, last_name: 'Calendar' } }));
    client[first_name] = res.json<{ id: string }>().id;
  }
});
afterAll(() => t.app.close());

type Written = { appointments: CalendarAppointment[] };
const post = (who: Credentials, payload: Record<string, unknown>) => t.app.inject(as(who, { method: 'POST', url: '/api/appointments', payload }));
const patch = (who: Credentials, id: string, payload: Record<string, unknown>) =>
  t.app.inject(as(who, { method: 'PATCH', url: `/api/appointments/${id}`, payload }));
const setStatus = (who: Credentials, id: string, payload: Record<string, unknown>) =>
  t.app.inject(as(who, { method: 'POST', url: `/api/appointments/${id}/status`, payload }));
const range = (who: Credentials, from: string, to: string, extra = '') =>
  t.app.inject(as(who, { method: 'GET', url: `/api/appointments?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}${extra}` }));
const starts = (w: Written) => w.appointments.map((a) => a.start);
async function seriesVisits(seriesClient: string) {
  const res = await range(alice, '2026-01-01T00:00:00Z', '2026-04-10T00:00:00Z', `&client_id=${seriesClient}`);
  return res.json<Written>().appointments;
}

describe('a single visit', () => {
  let visitId: string;

  it('is booked on the clinician’s calendar, audited, and listed for the week', async () => {
    const res = await post(alice, { client_id: client.Sam, start: '2026-03-02T15:00:00Z', end: '2026-03-02T15:53:00Z', location: 'office' });
    expect(res.statusCode).toBe(201);
    const [visit] = res.json<Written>().appointments;
    visitId = visit!.id;
    expect(visit).toMatchObject({ client_name: 'Sam Lee', provider_name: 'Dr Alice Moreno', status: 'scheduled', series_id: null, location: 'office' });
    const week = await range(alice, '2026-03-02T00:00:00Z', '2026-03-09T00:00:00Z');
    expect(week.json<Written>().appointments.map((a) => a.id)).toContain(visitId);
    const [event] = await t.app.services.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.recordId, visitId), eq(auditEvents.action, 'create')));
    expect(event).toMatchObject({ recordType: 'appointment', clientId: client.Sam, outcome: 'success' });
  });

  it('refuses a double booking with 409 naming the other visit, and books it when the user confirms', async () => {
    const clash = { client_id: client.Jordan, start: '2026-03-02T15:30:00Z', end: '2026-03-02T16:30:00Z' };
    const refused = await post(alice, clash);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'appointment_conflict', details: { conflicts: [{ id: visitId, client_initials: 'S.L.' }] } });
    const confirmed = await post(alice, { ...clash, allow_conflict: true });
    expect(confirmed.statusCode).toBe(201);
  });

  it('is hidden from another clinician and from another clinician’s booking', async () => {
    expect((await patch(ben, visitId, { start: '2026-03-02T16:00:00Z', end: '2026-03-02T16:53:00Z' })).statusCode).toBe(404);
    const forSam = await post(ben, { client_id: client.Sam, start: '2026-03-03T15:00:00Z', end: '2026-03-03T16:00:00Z' });
    expect(forSam.statusCode).toBe(404);
    const onAlicesCalendar = await range(ben, '2026-03-02T00:00:00Z', '2026-03-09T00:00:00Z', `&provider_ids=${alice.userId}`);
    expect(onAlicesCalendar.statusCode).toBe(400);
  });

  it('lets the admin see several clinicians at once and book on Alice’s calendar', async () => {
    const both = await range(dana, '2026-03-02T00:00:00Z', '2026-03-09T00:00:00Z', `&provider_ids=${alice.userId},${ben.userId}`);
    expect(both.statusCode).toBe(200);
    expect(both.json<Written>().appointments.some((a) => a.id === visitId)).toBe(true);
    const booked = await post(dana, { client_id: client.Jordan, provider_id: alice.userId, start: '2026-03-04T15:00:00Z', end: '2026-03-04T16:00:00Z' });
    expect(booked.statusCode).toBe(201);
    expect(booked.json<Written>().appointments[0]!.provider_id).toBe(alice.userId);
    // Alice's supervisor sees her calendar too.
    expect((await range(carla, '2026-03-02T00:00:00Z', '2026-03-09T00:00:00Z', `&provider_ids=${alice.userId}`)).statusCode).toBe(200);
  });
});

describe('working hours', () => {
  it('warn (409) before booking outside them, and book when the user confirms', async () => {
    const weekdays = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '17:00', location: 'office' }));
    const schedule = await t.app.inject(as(ben, { method: 'PUT', url: '/api/work-schedule', payload: { weekly: weekdays, buffer_minutes: 0 } }));
    expect(schedule.statusCode).toBe(200);
    // 8 pm in New York (the practice's zone) on a Monday.
    const evening = { client_id: client.Priya, start: '2026-03-03T01:00:00Z', end: '2026-03-03T01:53:00Z' };
    const warned = await post(ben, evening);
    expect(warned.statusCode).toBe(409);
    expect(warned.json()).toMatchObject({ error: 'outside_working_hours', details: { outside: [{ start: '2026-03-03T01:00:00.000Z' }] } });
    expect((await post(ben, { ...evening, allow_outside_hours: true })).statusCode).toBe(201);
    // 10 am the same day is inside them.
    expect((await post(ben, { client_id: client.Priya, start: '2026-03-02T15:00:00Z', end: '2026-03-02T15:53:00Z' })).statusCode).toBe(201);
  });
});

describe('two bookings of one slot at the same moment', () => {
  it('let exactly one through', async () => {
    const slot = { client_id: client.Race, start: '2026-03-05T18:00:00Z', end: '2026-03-05T18:53:00Z' };
    const answers = await Promise.all([post(alice, slot), post(alice, { ...slot, client_id: client.Jordan })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
  });
});

describe('a weekly series across a clock change', () => {
  it.each([
    // New York springs forward on 8 March 2026; London on 29 March; Sydney falls back on 5 April.
    ['America/New_York', 'Dst', '2026-03-02T22:00:00Z', ['2026-03-02T22:00:00.000Z', '2026-03-09T21:00:00.000Z', '2026-03-16T21:00:00.000Z']],
    ['Europe/London', 'London', '2026-03-23T17:00:00Z', ['2026-03-23T17:00:00.000Z', '2026-03-30T16:00:00.000Z', '2026-04-06T16:00:00.000Z']],
    ['Australia/Sydney', 'Sydney', '2026-03-26T06:00:00Z', ['2026-03-26T06:00:00.000Z', '2026-04-02T06:00:00.000Z', '2026-04-09T07:00:00.000Z']],
  ])('keeps 5 pm local in %s', async (time_zone, who, start, expected) => {
    const end = new Date(Date.parse(start) + 53 * 60_000).toISOString();
    const res = await post(alice, { client_id: client[who], start, end, recurrence: { rule: 'FREQ=WEEKLY;COUNT=3', time_zone } });
    expect(res.statusCode).toBe(201);
    const visits = res.json<Written>().appointments;
    expect(starts({ appointments: visits })).toEqual(expected);
    expect(new Set(visits.map((v) => v.series_id)).size).toBe(1);
    expect(visits.every((v) => v.recurrence_rule === 'FREQ=WEEKLY;COUNT=3')).toBe(true);
  });
});

describe('editing a series', () => {
  const mondays = ['2026-03-02', '2026-03-09', '2026-03-16', '2026-03-23', '2026-03-30', '2026-04-06'];
  const at = (date: string, time: string) => new Date(`${date}T${time}Z`).toISOString();
  let visits: CalendarAppointment[];

  beforeAll(async () => {
    // Monday 14:00 UTC, in UTC so the expected instants read plainly.
    const res = await post(alice, {
      client_id: client.Series,
      start: at(mondays[0]!, '14:00:00'),
      end: at(mondays[0]!, '14:53:00'),
      recurrence: { rule: 'FREQ=WEEKLY;COUNT=6', time_zone: 'UTC' },
    });
    expect(res.statusCode).toBe(201);
    visits = res.json<Written>().appointments;
    expect(visits).toHaveLength(6);
  });

  it('moves "this one" alone, and the moved visit survives an edit of all of them', async () => {
    const second = visits[1]!;
    const moved = await patch(alice, second.id, { start: at('2026-03-10', '10:00:00'), end: at('2026-03-10', '10:53:00') });
    expect(moved.statusCode).toBe(200);
    expect(moved.json<Written>().appointments[0]).toMatchObject({ detached: true, start: at('2026-03-10', '10:00:00') });

    const all = await patch(alice, visits[2]!.id, { start: at('2026-03-16', '11:00:00'), end: at('2026-03-16', '11:53:00'), scope: 'all' });
    expect(all.statusCode).toBe(200);
    const now = await seriesVisits(client.Series!);
    expect(now.map((v) => v.start)).toEqual([at(mondays[0]!, '11:00:00'), at('2026-03-10', '10:00:00'), ...mondays.slice(2).map((d) => at(d, '11:00:00'))]);
    expect(new Set(now.map((v) => v.series_id)).size).toBe(1);
  });

  it('splits at "this and following", keeping the count and the earlier visits', async () => {
    const before = await seriesVisits(client.Series!);
    const fourth = before[3]!;
    const res = await patch(alice, fourth.id, { start: at(mondays[3]!, '09:00:00'), end: at(mondays[3]!, '09:53:00'), scope: 'following' });
    expect(res.statusCode).toBe(200);
    const after = await seriesVisits(client.Series!);
    expect(after.map((v) => v.start)).toEqual([
      at(mondays[0]!, '11:00:00'),
      at('2026-03-10', '10:00:00'),
      at(mondays[2]!, '11:00:00'),
      ...mondays.slice(3).map((d) => at(d, '09:00:00')),
    ]);
    const [early, late] = [new Set(after.slice(0, 3).map((v) => v.series_id)), new Set(after.slice(3).map((v) => v.series_id))];
    expect(early.size).toBe(1);
    expect(late.size).toBe(1);
    expect([...early][0]).not.toBe([...late][0]);
    const [split] = await t.app.services.db
      .select()
      .from(appointmentSeries)
      .where(eq(appointmentSeries.id, [...late][0]!));
    expect(split!.rule).toBe('FREQ=WEEKLY;COUNT=3');
  });

  it('cancels "this and following" as a late cancellation: the visit records who and why, later visits go, the series ends', async () => {
    const before = await seriesVisits(client.Series!);
    const fifth = before[4]!;
    const res = await setStatus(alice, fifth.id, { status: 'late_cancelled', cancelled_by: 'client', reason: 'Moving away', scope: 'following' });
    expect(res.statusCode).toBe(200);
    expect(res.json<Written>().appointments[0]).toMatchObject({
      status: 'late_cancelled',
      cancelled_by: 'client',
      status_reason: 'Moving away',
      status_changed_by_name: 'Dr Alice Moreno',
    });
    const after = await seriesVisits(client.Series!);
    expect(after.map((v) => v.status)).toEqual(['scheduled', 'scheduled', 'scheduled', 'scheduled', 'late_cancelled']);
    const cancelledHidden = await range(alice, '2026-01-01T00:00:00Z', '2026-04-10T00:00:00Z', `&client_id=${client.Series}&include_cancelled=false`);
    expect(cancelledHidden.json<Written>().appointments).toHaveLength(4);
  });
});

describe('the status of a visit', () => {
  let visit: CalendarAppointment;
  beforeAll(async () => {
    // Ten minutes after the test clock: the access token lives 15 minutes, so the clock moves little.
    const res = await post(alice, { client_id: client.Status, start: '2026-02-23T12:10:00Z', end: '2026-02-23T13:03:00Z' });
    visit = res.json<Written>().appointments[0]!;
  });

  it('cannot be completed before the visit starts, is completed after, and then counts as a pending note', async () => {
    const early = await setStatus(alice, visit.id, { status: 'completed' });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toMatch(/^body\.status: /);
    const statsBefore = (await t.app.inject(as(alice, { method: 'GET', url: '/api/notes/completion-stats' }))).json<{ pending_count: number }>();

    expect((await setStatus(alice, visit.id, { status: 'arrived' })).statusCode).toBe(200);
    t.clock.now = new Date('2026-02-23T12:11:00Z');
    const done = await setStatus(alice, visit.id, { status: 'completed' });
    expect(done.statusCode).toBe(200);
    expect(done.json<Written>().appointments[0]).toMatchObject({ status: 'completed', status_changed_by_name: 'Dr Alice Moreno' });
    const statsRes = await t.app.inject(as(alice, { method: 'GET', url: '/api/notes/completion-stats' }));
    const statsAfter = statsRes.json<{ pending_count: number }>();
    expect(statsAfter.pending_count).toBe(statsBefore.pending_count + 1);
    t.clock.now = new Date('2026-02-23T12:00:00Z');
  });

  it('is a late cancellation only when the client cancelled', async () => {
    const res = await setStatus(alice, visit.id, { status: 'late_cancelled', cancelled_by: 'clinician' });
    expect(res.statusCode).toBe(400);
  });
});

describe('the rolling horizon', () => {
  it('generates an open-ended series half a year ahead and extends it later without duplicates', async () => {
    const res = await post(alice, {
      client_id: client.Horizon,
      start: '2026-02-24T19:00:00Z',
      end: '2026-02-24T19:53:00Z',
      recurrence: { rule: 'FREQ=WEEKLY;INTERVAL=2', time_zone: 'America/New_York' },
    });
    expect(res.statusCode).toBe(201);
    const seriesId = res.json<Written>().appointments[0]!.series_id!;
    const count = async () => (await t.app.services.db.select({ id: encounters.id }).from(encounters).where(eq(encounters.seriesId, seriesId))).length;
    expect(await count()).toBe(13); // every other week for 182 days
    const later = new Date('2026-04-24T12:00:00Z');
    await extendSeries(t.app.services.db, later);
    await extendSeries(t.app.services.db, later);
    expect(await count()).toBe(18);
  });
});

describe('bad input', () => {
  it.each([
    [{ start: '2026-03-03T15:00:00Z', end: '2026-03-03T14:00:00Z' }, 'body.end'],
    [{ recurrence: { rule: 'FREQ=WEEKLY', time_zone: 'Mars/Olympus' } }, 'body.recurrence.time_zone'],
    [{ recurrence: { rule: 'FREQ=HOURLY', time_zone: 'UTC' } }, 'body.recurrence.rule'],
    [{ recurrence: { rule: 'FREQ=WEEKLY;BYHOUR=9', time_zone: 'UTC' } }, 'body.recurrence.rule'],
    [{ recurrence: { rule: 'FREQ=WEEKLY;UNTIL=20250101', time_zone: 'UTC' } }, 'body.recurrence.rule'],
    [{ start: 'tomorrow' }, 'body.start'],
    [{ location: 'telehealth', telehealth_url: 'http://insecure.example' }, 'body.telehealth_url'],
  ])('%j answers 400 naming %s', async (change, field) => {
    const res = await post(alice, { client_id: client.Jordan, start: '2026-03-03T15:00:00Z', end: '2026-03-03T16:00:00Z', ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(field);
  });

  it('refuses a calendar range that ends before it starts', async () => {
    const res = await range(alice, '2026-03-09T00:00:00Z', '2026-03-02T00:00:00Z');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('query.to');
  });
});
