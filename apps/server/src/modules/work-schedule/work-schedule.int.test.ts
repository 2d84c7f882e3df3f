/**
 * The work schedule on a real database: the caller's own week, an admin's and a supervisor's
 * reach, validation that changes nothing, time off, and the availability computed from it all.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '@tend/db/schema/audit';
import { encounters } from '@tend/db/schema/encounters';
import { providerSettings } from '@tend/db/schema/scheduling';
import { users } from '@tend/db/schema/users';
import type { InjectOptions } from 'fastify';
import { as, createTestApp, type Credentials, type TestApp } from '../../../test/test-app';

let t: TestApp;
let alice: Credentials;
let ben: Credentials;
let carla: Credentials;
let dana: Credentials;
let omar: Credentials;

// A Wednesday in New York's last week of winter time; the Monday after next is in summer time.
const now = new Date('2026-03-04T15:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = now;
  [alice, ben, carla, dana, omar] = await Promise.all([t.login('alice'), t.login('ben'), t.login('carla'), t.login('dana'), t.login('omar')]);
});
afterAll(() => t.app.close());

const call = (who: Credentials, options: InjectOptions) => t.app.inject(as(who, options));
const getSchedule = (who: Credentials, providerId?: string) =>
  call(who, { method: 'GET', url: `/api/work-schedule${providerId ? `?provider_id=${providerId}` : ''}` });
const putSchedule = (who: Credentials, payload: Record<string, unknown>) => call(who, { method: 'PUT', url: '/api/work-schedule', payload });
const addTimeOff = (who: Credentials, payload: Record<string, unknown>) => call(who, { method: 'POST', url: '/api/work-schedule/time-off', payload });

const aliceWeek = {
  weekly: [
    { weekday: 1, start: '09:00', end: '12:00', location: 'office' },
    { weekday: 1, start: '13:00', end: '17:00', location: 'telehealth' },
    { weekday: 3, start: '10:00', end: '18:00' },
  ],
  buffer_minutes: 10,
};

const auditOf = (action: string, recordId: string) =>
  t.app.services.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.recordType, 'work_schedule'), eq(auditEvents.recordId, recordId)));

describe('the weekly hours', () => {
  it('starts empty, in the practice’s zone', async () => {
    const res = await getSchedule(alice);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ provider_id: alice.userId, time_zone: 'America/New_York', buffer_minutes: 0, weekly: [], time_off: [] });
  });

  it('is replaced whole with the buffer, in one audited write, and leaves the calendar feed token alone', async () => {
    await t.app.services.db.insert(providerSettings).values({ userId: alice.userId, feedTokenHash: 'feed-hash' });
    const res = await putSchedule(alice, aliceWeek);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      buffer_minutes: 10,
      weekly: [
        { weekday: 1, start: '09:00', end: '12:00', location: 'office' },
        { weekday: 1, start: '13:00', end: '17:00', location: 'telehealth' },
        { weekday: 3, start: '10:00', end: '18:00', location: 'office' },
      ],
    });
    const fewer = await putSchedule(alice, { weekly: aliceWeek.weekly.slice(0, 2), buffer_minutes: 10 });
    expect(fewer.json().weekly).toHaveLength(2);
    expect((await getSchedule(alice)).json().weekly).toHaveLength(2);
    const [settings] = await t.app.services.db.select().from(providerSettings).where(eq(providerSettings.userId, alice.userId));
    expect(settings).toMatchObject({ bufferMinutes: 10, feedTokenHash: 'feed-hash' });
    expect(await auditOf('update', alice.userId)).toEqual([
      expect.objectContaining({ actorId: alice.userId, outcome: 'success' }),
      expect.objectContaining({ actorId: alice.userId, outcome: 'success' }),
    ]);
  });

  it.each([
    [
      'a span that ends before it starts',
      { weekly: [...aliceWeek.weekly, { weekday: 2, start: '17:00', end: '09:00' }], buffer_minutes: 0 },
      'body.weekly.3.end: must be after start',
    ],
    [
      'spans that overlap on one day',
      { weekly: [...aliceWeek.weekly, { weekday: 1, start: '11:30', end: '12:30' }], buffer_minutes: 0 },
      'body.weekly.3.start: overlaps 09:00–12:00 on Monday',
    ],
    ['a buffer over an hour', { weekly: [], buffer_minutes: 61 }, 'body.buffer_minutes: must be at most 60'],
    ['a time that is no time', { weekly: [{ weekday: 1, start: '9am', end: '17:00' }], buffer_minutes: 0 }, 'body.weekly.0.start: must be a time'],
    ['a weekday past Sunday', { weekly: [{ weekday: 8, start: '09:00', end: '17:00' }], buffer_minutes: 0 }, 'body.weekly.0.weekday: must be 1'],
  ])('refuses %s, naming the field, and changes nothing', async (_case, payload, message) => {
    const res = await putSchedule(alice, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect((await getSchedule(alice)).json()).toMatchObject({ buffer_minutes: 10, weekly: [{ start: '09:00' }, { start: '13:00' }] });
  });

  it('is in the clinician’s own zone when they chose one', async () => {
    await t.app.services.db.update(users).set({ timeZone: 'Europe/London' }).where(eq(users.id, ben.userId));
    expect((await getSchedule(ben)).json().time_zone).toBe('Europe/London');
    expect((await getSchedule(dana, ben.userId)).json().time_zone).toBe('Europe/London');
  });
});

describe('whose schedule', () => {
  it('an admin reads and changes any clinician’s of the practice', async () => {
    expect((await getSchedule(dana, alice.userId)).json().weekly).toHaveLength(2);
    const res = await putSchedule(dana, { provider_id: ben.userId, weekly: [{ weekday: 5, start: '08:00', end: '12:00' }], buffer_minutes: 5 });
    expect(res.statusCode).toBe(200);
    expect((await getSchedule(ben)).json()).toMatchObject({ buffer_minutes: 5, weekly: [{ weekday: 5, start: '08:00' }] });
    expect(await auditOf('update', ben.userId)).toEqual([expect.objectContaining({ actorId: dana.userId, outcome: 'success' })]);
  });

  it('a supervisor reads a supervisee’s but may not change it', async () => {
    expect((await getSchedule(carla, alice.userId)).statusCode).toBe(200);
    const res = await putSchedule(carla, { provider_id: alice.userId, weekly: [], buffer_minutes: 0 });
    expect(res.statusCode).toBe(403);
    expect((await getSchedule(alice)).json().weekly).toHaveLength(2);
    expect(await auditOf('update', alice.userId)).toContainEqual(expect.objectContaining({ actorId: carla.userId, outcome: 'denied' }));
    // Ben is no supervisee of Carla's.
    expect((await getSchedule(carla, ben.userId)).statusCode).toBe(404);
  });

  it('another clinician, another practice or a non-clinician looks missing', async () => {
    expect((await getSchedule(ben, alice.userId)).statusCode).toBe(404);
    expect((await putSchedule(ben, { provider_id: alice.userId, weekly: [], buffer_minutes: 0 })).statusCode).toBe(404);
    expect((await getSchedule(omar, alice.userId)).statusCode).toBe(404);
    expect((await getSchedule(dana, t.seeded.userIds.sam)).statusCode).toBe(404);
    expect((await getSchedule(dana, omar.userId)).statusCode).toBe(404);
  });
});

describe('time off', () => {
  let holidayId: string;

  it('is added with a reason, listed while it has not ended, and audited', async () => {
    const res = await addTimeOff(alice, { starts_at: '2026-03-16T00:00:00-04:00', ends_at: '2026-03-21T00:00:00-04:00', reason: ' Spring break ' });
    expect(res.statusCode).toBe(201);
    holidayId = res.json().id;
    expect(res.json()).toEqual({ id: holidayId, starts_at: '2026-03-16T04:00:00.000Z', ends_at: '2026-03-21T04:00:00.000Z', reason: 'Spring break' });
    const past = await addTimeOff(alice, { starts_at: '2026-02-02T14:00:00Z', ends_at: '2026-02-02T18:00:00Z' });
    expect(past.statusCode).toBe(201);
    expect((await getSchedule(alice)).json().time_off).toEqual([res.json()]);
    expect(await auditOf('add_time_off', alice.userId)).toHaveLength(2);
  });

  it.each([
    [{ starts_at: '2026-03-21T00:00:00Z', ends_at: '2026-03-20T00:00:00Z' }, 'body.ends_at: must be after starts_at'],
    [{ starts_at: '2026-03-21T00:00:00Z', ends_at: '2027-03-23T00:00:00Z' }, 'body.ends_at: must be within a year of starts_at'],
    [{ starts_at: '2026-03-21', ends_at: '2026-03-22T00:00:00Z' }, 'body.starts_at: must be an ISO date-time'],
  ])('refuses %j', async (payload, message) => {
    const res = await addTimeOff(alice, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('is removed by its clinician or an admin; a supervisor is refused and anyone else finds nothing', async () => {
    const remove = (who: Credentials, id: string) => call(who, { method: 'DELETE', url: `/api/work-schedule/time-off/${id}` });
    expect((await remove(ben, holidayId)).statusCode).toBe(404);
    expect((await remove(omar, holidayId)).statusCode).toBe(404);
    expect((await remove(carla, holidayId)).statusCode).toBe(403);
    expect((await remove(alice, holidayId)).statusCode).toBe(200);
    expect((await remove(alice, holidayId)).statusCode).toBe(404);
    expect((await getSchedule(alice)).json().time_off).toEqual([]);
    const byAdmin = await addTimeOff(dana, { provider_id: alice.userId, starts_at: '2026-04-01T12:00:00Z', ends_at: '2026-04-01T16:00:00Z' });
    expect(byAdmin.statusCode).toBe(201);
    expect((await remove(dana, byAdmin.json().id)).statusCode).toBe(200);
    expect(await auditOf('remove_time_off', alice.userId)).toEqual([
      expect.objectContaining({ actorId: carla.userId, outcome: 'denied' }),
      expect.objectContaining({ actorId: alice.userId, outcome: 'success' }),
      expect.objectContaining({ actorId: dana.userId, outcome: 'success' }),
    ]);
  });
});

describe('GET /api/availability', () => {
  const availability = (who: Credentials, query: string) => call(who, { method: 'GET', url: `/api/availability?${query}` });
  // Monday 9 March 2026, New York's first day of summer time (-04:00).
  const monday = `from=${encodeURIComponent('2026-03-09T00:00:00-04:00')}&to=${encodeURIComponent('2026-03-10T00:00:00-04:00')}`;

  beforeAll(async () => {
    const visit = (start: string, status: 'scheduled' | 'cancelled', providerId = alice.userId) => ({
      practiceId: t.seeded.practiceIds.harbor,
      clientId: t.seeded.clientIds.sam!,
      providerId,
      scheduledStart: new Date(start),
      scheduledEnd: new Date(new Date(start).getTime() + 50 * 60_000),
      status,
    });
    await t.app.services.db
      .insert(encounters)
      .values([visit('2026-03-09T14:00:00Z', 'scheduled'), visit('2026-03-09T19:00:00Z', 'cancelled'), visit('2026-03-09T17:00:00Z', 'scheduled', ben.userId)]);
  });

  it('gives the working hours in local time after the clock change and the slots clear of visits and their buffer', async () => {
    const res = await availability(alice, monday);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      time_zone: 'America/New_York',
      working: [
        { start: '2026-03-09T13:00:00.000Z', end: '2026-03-09T16:00:00.000Z', location: 'office' },
        { start: '2026-03-09T17:00:00.000Z', end: '2026-03-09T21:00:00.000Z', location: 'telehealth' },
      ],
      // 9:00 would end inside the 10 minutes before the 10:00 visit, 10:00 is taken; the cancelled 3 pm visit holds nothing.
      open_slots: ['15', '17', '18', '19', '20'].map((h) => ({ start: `2026-03-09T${h}:00:00.000Z`, end: `2026-03-09T${Number(h) + 1}:00:00.000Z` })),
    });
  });

  it('takes the slot length asked for, and another clinician’s visits do not count', async () => {
    const res = await availability(dana, `${monday}&provider_id=${alice.userId}&slot_minutes=120`);
    expect(res.json().open_slots.map((s: { start: string }) => s.start)).toEqual(['2026-03-09T17:00:00.000Z', '2026-03-09T19:00:00.000Z']);
  });

  it('offers no slot that has already begun, though the hours still show', async () => {
    const week = `from=${encodeURIComponent('2026-03-02T00:00:00-05:00')}&to=${encodeURIComponent('2026-03-10T00:00:00-04:00')}`;
    const body = (await availability(alice, week)).json();
    expect(body.working[0]).toEqual({ start: '2026-03-02T14:00:00.000Z', end: '2026-03-02T17:00:00.000Z', location: 'office' });
    expect(body.open_slots.every((s: { start: string }) => Date.parse(s.start) >= now.getTime())).toBe(true);
    expect(body.open_slots[0].start).toBe('2026-03-09T15:00:00.000Z');
  });

  it('refuses a range past 62 days or backwards, and a clinician the caller may not see', async () => {
    const long = await availability(alice, 'from=2026-03-01T00:00:00Z&to=2026-05-03T00:00:00Z');
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('query.to: must be within 62 days of from');
    expect((await availability(alice, 'from=2026-03-02T00:00:00Z&to=2026-03-01T00:00:00Z')).json().message).toContain('query.to: must be after from');
    expect((await availability(ben, `${monday}&provider_id=${alice.userId}`)).statusCode).toBe(404);
  });
});
