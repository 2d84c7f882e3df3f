/**
 * The demo calendar: a fresh demo clinician's calendar looks like a working practice's on any
 * day of the week — in UTC (the zone a demo practice has) and in a zone with a clock change.
 */
import { and, asc, eq, isNotNull, notExists } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarAppointment } from '@tend/contracts/calendar.contract';
import { createPractice } from '@tend/db/new-practice';
import { encounters } from '@tend/db/schema/encounters';
import { notes } from '@tend/db/schema/notes';
import { appointmentSeries } from '@tend/db/schema/scheduling';
import { users } from '@tend/db/schema/users';
import { as, createTestApp, sessionCookie, type Credentials, type TestApp } from '../../../test/test-app';
import { horizonEnd, occurrencesBetween } from '../calendar/series-rule';
import { insertDemoCaseload } from './demo-calendar';

const day = 86_400_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

type Visit = typeof encounters.$inferSelect;
const local = (at: Date, zone: string) => Temporal.Instant.fromEpochMilliseconds(at.getTime()).toZonedDateTimeISO(zone);
const minutesOf = (z: Temporal.ZonedDateTime) => z.hour * 60 + z.minute;

async function demoTherapist(): Promise<Credentials> {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/demo-login', payload: { character_type: 'therapist' } });
  expect(res.statusCode).toBe(201);
  return { cookie: sessionCookie(res), token: res.json().access_token, userId: res.json().user.uuid };
}

async function appointments(who: Credentials, from: Date, to: Date): Promise<CalendarAppointment[]> {
  const url = `/api/appointments?from=${from.toISOString()}&to=${to.toISOString()}`;
  const res = await t.app.inject(as(who, { method: 'GET', url }));
  expect(res.statusCode).toBe(200);
  return res.json<{ appointments: CalendarAppointment[] }>().appointments;
}

const visitsOf = (providerId: string) =>
  t.app.services.db.select().from(encounters).where(eq(encounters.providerId, providerId)).orderBy(asc(encounters.scheduledStart));

/** No two visits overlap, and each lies within 8:00–18:00 of one day in the zone. */
function expectWorkingHours(visits: Visit[], zone: string) {
  for (const [i, v] of visits.entries()) {
    const start = local(v.scheduledStart, zone);
    const end = local(v.scheduledEnd, zone);
    expect(start.toPlainDate().equals(end.toPlainDate()), `${v.scheduledStart.toISOString()} spans two days`).toBe(true);
    expect([minutesOf(start) >= 8 * 60, minutesOf(end) <= 18 * 60], `${start.toString()} is outside working hours`).toEqual([true, true]);
    const previous = visits[i - 1];
    if (previous) expect(v.scheduledStart >= previous.scheduledEnd, `${v.scheduledStart.toISOString()} overlaps the visit before`).toBe(true);
  }
}

/** Every series' visits are exactly the dates its rule gives up to the horizon, at one wall-clock time. */
async function expectSeriesAgree(providerId: string, visits: Visit[], now: Date) {
  const series = await t.app.services.db.select().from(appointmentSeries).where(eq(appointmentSeries.providerId, providerId));
  expect(series.length).toBeGreaterThanOrEqual(8);
  for (const s of series) {
    const timing = { rule: s.rule, firstStart: s.firstStart, timeZone: s.timeZone, durationMinutes: s.durationMinutes };
    const own = visits.filter((v) => v.seriesId === s.id);
    expect(own.map((v) => v.recurrenceDate)).toEqual(occurrencesBetween(timing, s.firstStart, horizonEnd(now)).map((o) => o.recurrenceDate));
    expect(new Set(own.map((v) => local(v.scheduledStart, s.timeZone).toPlainTime().toString())).size).toBe(1);
    expect(own.every((v) => v.typeId === s.typeId && v.location === s.location && v.telehealthUrl === s.telehealthUrl)).toBe(true);
    expect(s.generatedUntil).toEqual(/COUNT=/.test(s.rule) ? null : horizonEnd(now));
  }
}

describe('a demo therapist’s calendar', () => {
  const monday = Date.parse('2026-03-02T15:30:00Z');

  it.each([0, 1, 2, 3, 4, 5, 6])('on day %i of the week: the next two weeks booked on weekdays, the past marked, nothing overlapping', async (offset) => {
    t.clock.now = new Date(monday + offset * day);
    const now = t.clock.now;
    const demo = await demoTherapist();

    const coming = await appointments(demo, now, new Date(now.getTime() + 14 * day));
    const weekdays = new Set(coming.map((a) => local(new Date(a.start), 'UTC').dayOfWeek));
    expect([...weekdays].filter((d) => d <= 5).length).toBeGreaterThanOrEqual(5);
    expect(coming.every((a) => a.status === 'scheduled')).toBe(true);
    expect(coming.some((a) => a.location === 'telehealth' && a.telehealth_url?.startsWith('https://'))).toBe(true);
    expect(coming.some((a) => a.service_code === '90791' && a.series_id === null)).toBe(true);

    const past = (await appointments(demo, new Date(now.getTime() - 49 * day), now)).filter((a) => a.series_id);
    expect(past.filter((a) => a.status === 'no_show')).toHaveLength(1);
    const [late, ...more] = past.filter((a) => a.status === 'late_cancelled');
    expect(more).toHaveLength(0);
    expect(late).toMatchObject({ cancelled_by: 'client', status_reason: expect.stringMatching(/\w/), status_changed_by_name: 'Dr Jamie Ellis' });
    const completed = past.filter((a) => a.status === 'completed');
    expect(completed.length).toBeGreaterThan(0);
    expect(completed.every((a) => a.status_changed_at && a.status_changed_at >= a.end && a.status_changed_by_name === 'Dr Jamie Ellis')).toBe(true);
    expect(past.every((a) => ['completed', 'no_show', 'late_cancelled'].includes(a.status))).toBe(true);

    const visits = await visitsOf(demo.userId);
    expectWorkingHours(visits, 'UTC');
    await expectSeriesAgree(demo.userId, visits, now);
    expect(new Set(visits.filter((v) => v.typeId).map((v) => v.serviceCode))).toEqual(new Set(['90791', '90837', '90847']));
  });

  it('adds few notes to write, and leaves the caseload’s clients the most recently seen', async () => {
    const demo = await demoTherapist();
    const { db } = t.app.services;
    const undocumented = await db
      .select()
      .from(encounters)
      .where(
        and(
          eq(encounters.providerId, demo.userId),
          isNotNull(encounters.seriesId),
          eq(encounters.status, 'completed'),
          notExists(db.select().from(notes).where(eq(notes.encounterId, encounters.id))),
        ),
      );
    expect(undocumented.length).toBeGreaterThan(0);
    expect(undocumented.length).toBeLessThanOrEqual(3);

    // The caseload's visits were booked without a type; the calendar's all have one.
    const held = (await visitsOf(demo.userId)).filter((v) => v.scheduledStart < t.clock.now && v.status === 'completed');
    const caseloadClients = new Set(held.filter((v) => !v.typeId).map((v) => v.clientId));
    const latest = (clientIds: string[]) => clientIds.map((id) => Math.max(...held.filter((v) => v.clientId === id).map((v) => v.scheduledStart.getTime())));
    const added = [...new Set(held.map((v) => v.clientId))].filter((id) => !caseloadClients.has(id));
    expect(added.length).toBeGreaterThan(0);
    expect(Math.max(...latest(added))).toBeLessThan(Math.min(...latest([...caseloadClients])));
  });

  it('gives the admin demo’s clinician the same calendar', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/demo-login', payload: { character_type: 'admin' } });
    const admin = { cookie: sessionCookie(res), token: res.json().access_token, userId: res.json().user.uuid };
    const { db } = t.app.services;
    const [me] = await db.select().from(users).where(eq(users.id, admin.userId));
    const [clinician] = await db
      .select()
      .from(users)
      .where(and(eq(users.practiceId, me!.practiceId), eq(users.role, 'therapist')));
    const url = `/api/appointments?from=${t.clock.now.toISOString()}&to=${new Date(t.clock.now.getTime() + 14 * day).toISOString()}&provider_ids=${clinician!.id}`;
    const coming = (await t.app.inject(as(admin, { method: 'GET', url }))).json<{ appointments: CalendarAppointment[] }>().appointments;
    expect(coming.length).toBeGreaterThanOrEqual(10);
    expect(coming.every((a) => a.provider_name === 'Dr Riley Chen')).toBe(true);
  });
});

describe('in a zone with clock changes', () => {
  it('keeps every series at its wall-clock time across the change, within working hours on weekdays', async () => {
    const zone = 'America/Los_Angeles';
    const now = new Date('2026-03-04T20:00:00Z'); // the clocks go forward on 8 March
    const { db } = t.app.services;
    const providerId = await db.transaction(async (tx) => {
      const practice = await createPractice(tx, { name: 'Demo in Los Angeles', demo: true, timeZone: zone, createdAt: now });
      const [user] = await tx
        .insert(users)
        .values({ practiceId: practice.id, email: `demo-la-${crypto.randomUUID()}@demo.tend.local`, name: 'Demo', role: 'demo', isProvider: true })
        .returning();
      await insertDemoCaseload(tx, { practiceId: practice.id, providerId: user!.id, now, timeZone: zone });
      return user!.id;
    });

    const visits = await visitsOf(providerId);
    // The sample caseload's own visits are at fixed UTC hours (night in Los Angeles); the calendar works around them.
    const booked = visits.filter((v) => v.typeId);
    expectWorkingHours(booked, zone);
    expect(booked.every((v) => local(v.scheduledStart, zone).dayOfWeek <= 5 && minutesOf(local(v.scheduledStart, zone)) >= 9 * 60)).toBe(true);
    expect(booked.every((v) => minutesOf(local(v.scheduledEnd, zone)) <= 17 * 60)).toBe(true);
    const sorted = [...visits].sort((a, b) => +a.scheduledStart - +b.scheduledStart);
    for (const [i, v] of sorted.entries()) if (i > 0) expect(v.scheduledStart >= sorted[i - 1]!.scheduledEnd).toBe(true);
    await expectSeriesAgree(providerId, visits, now);
    const offsets = new Set(booked.map((v) => local(v.scheduledStart, zone).offset));
    expect(offsets).toEqual(new Set(['-08:00', '-07:00']));
    expect(booked.filter((v) => v.scheduledStart > now && v.scheduledStart < new Date(now.getTime() + 14 * day)).length).toBeGreaterThanOrEqual(8);
    expect(new Set(visits.map((v) => v.clientId)).size).toBe(9);
  });
});
