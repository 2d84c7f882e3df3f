import { createHash } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '@tend/db/schema/audit';
import { encounters } from '@tend/db/schema/encounters';
import { appointmentTypes, providerSettings } from '@tend/db/schema/scheduling';
import { as, createTestApp, type Credentials, type TestApp } from '../../../test/test-app';

const day = 86_400_000;
const publicUrl = 'https://tend.example';
let t: TestApp;
let alice: Credentials;
let ben: Credentials;
const visits: Record<string, string> = {};
/** The persona seed's visits of Alice's (completed, two days ago): in the feed too. */
let seededVisits: string[] = [];

async function visit(key: string, client: 'sam' | 'jordan' | 'priya', daysAhead: number, extra: Partial<typeof encounters.$inferInsert> = {}) {
  const start = new Date(t.clock.now.getTime() + daysAhead * day);
  const [row] = await t.app.services.db
    .insert(encounters)
    .values({
      practiceId: t.seeded.practiceIds.harbor,
      clientId: t.seeded.clientIds[client]!,
      providerId: client === 'priya' ? t.seeded.userIds.ben : t.seeded.userIds.alice,
      scheduledStart: start,
      scheduledEnd: new Date(start.getTime() + 50 * 60_000),
      serviceCode: '90837',
      ...extra,
    })
    .returning();
  visits[key] = row!.id;
}

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: publicUrl } });
  alice = await t.login('alice');
  ben = await t.login('ben');
  const { db } = t.app.services;
  seededVisits = (await db.select({ id: encounters.id }).from(encounters).where(eq(encounters.providerId, t.seeded.userIds.alice))).map((r) => r.id);
  const [type] = await db
    .insert(appointmentTypes)
    .values({ practiceId: t.seeded.practiceIds.harbor, name: 'Couples intensive', serviceCode: '90847', durationMinutes: 50 })
    .returning();
  await visit('office', 'sam', 2, { typeId: type!.id });
  await visit('telehealth', 'jordan', 5, { location: 'telehealth', telehealthUrl: 'https://meet.example/room-9931', typeId: type!.id });
  await visit('noShow', 'jordan', -3, { status: 'no_show' });
  await visit('cancelled', 'sam', 3, { status: 'cancelled' });
  await visit('lateCancelled', 'sam', 4, { status: 'late_cancelled' });
  await visit('tooOld', 'sam', -31);
  await visit('tooFar', 'sam', 181);
  await visit('bens', 'priya', 2);
  // Someone else's setting on the same row: the feed leaves it alone.
  await db.insert(providerSettings).values({ userId: t.seeded.userIds.alice, bufferMinutes: 15 });
});
afterAll(() => t.app.close());

/** iCalendar times have whole seconds. */
const wholeSeconds = (d: Date) => new Date(Math.floor(d.getTime() / 1000) * 1000);
const feedPath = (url: string) => url.slice(publicUrl.length);

function parseFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return { uid: event.uid, summary: event.summary, location: event.location, description: event.description, start: event.startDate.toJSDate() };
  });
}

describe('calendar feed', () => {
  it('is off until the clinician turns it on, then answers its secret address once', async () => {
    expect((await t.app.inject(as(alice, { method: 'GET', url: '/api/calendar-feed' }))).json()).toEqual({ enabled: false, created_at: null });

    const on = await t.app.inject(as(alice, { method: 'POST', url: '/api/calendar-feed' }));
    expect(on.statusCode).toBe(201);
    const { url, enabled, created_at } = on.json();
    expect({ enabled, created_at }).toEqual({ enabled: true, created_at: t.clock.now.toISOString() });
    expect(url).toMatch(/^https:\/\/tend\.example\/api\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await t.app.inject(as(alice, { method: 'GET', url: '/api/calendar-feed' }))).json()).toEqual({
      enabled: true,
      created_at: t.clock.now.toISOString(),
    });

    // Only the secret's SHA-256 is kept; Ben's feed is his own, still off.
    const secret = /\/([^/]+)\.ics$/.exec(url)![1]!;
    const [row] = await t.app.services.db.select().from(providerSettings).where(eq(providerSettings.userId, t.seeded.userIds.alice));
    expect(row).toMatchObject({ feedTokenHash: createHash('sha256').update(secret).digest('hex'), bufferMinutes: 15 });
    expect(JSON.stringify(row)).not.toContain(secret);
    expect((await t.app.inject(as(ben, { method: 'GET', url: '/api/calendar-feed' }))).json()).toEqual({ enabled: false, created_at: null });
    await t.app.inject(as(alice, { method: 'DELETE', url: '/api/calendar-feed' }));
  });

  it("lists the clinician's visits of the last 30 and next 180 days with initials and Office/Telehealth only", async () => {
    const { url } = (await t.app.inject(as(alice, { method: 'POST', url: '/api/calendar-feed' }))).json();
    const res = await t.app.inject({ method: 'GET', url: feedPath(url) });

    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    expect(res.headers['cache-control']).toBe('no-store');
    const events = parseFeed(res.body);
    expect(events.map((e) => e.uid).sort()).toEqual([visits.office, visits.telehealth, visits.noShow, ...seededVisits].sort());
    const byId = Object.fromEntries(events.map((e) => [e.uid, e]));
    expect(byId[visits.office!]).toMatchObject({ summary: 'S.L.', location: 'Office', start: wholeSeconds(new Date(t.clock.now.getTime() + 2 * day)) });
    expect(byId[visits.telehealth!]).toMatchObject({ summary: 'J.B.', location: 'Telehealth' });
    for (const e of events) expect(e.description).toBeNull();
    for (const secret of ['meet.example', 'room-9931', 'Couples', '90847', '90837', 'Lee', 'Blake', 'Jordan', 'Sam', 'Priya', 'no_show']) {
      expect(res.body, secret).not.toContain(secret);
    }

    const [event] = await t.app.services.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'calendar_feed_read'), eq(auditEvents.recordId, t.seeded.userIds.alice)))
      .orderBy(desc(auditEvents.seq))
      .limit(1);
    expect(event).toMatchObject({ recordType: 'calendar_feed', outcome: 'success', actorId: null });
  });

  it('stops answering an address once it is replaced or the feed is turned off', async () => {
    const first = (await t.app.inject(as(alice, { method: 'POST', url: '/api/calendar-feed' }))).json().url;
    expect((await t.app.inject({ method: 'GET', url: feedPath(first) })).statusCode).toBe(200);

    const second = (await t.app.inject(as(alice, { method: 'POST', url: '/api/calendar-feed' }))).json().url;
    expect(second).not.toBe(first);
    expect((await t.app.inject({ method: 'GET', url: feedPath(first) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: feedPath(second) })).statusCode).toBe(200);

    const off = await t.app.inject(as(alice, { method: 'DELETE', url: '/api/calendar-feed' }));
    expect(off.json()).toEqual({ enabled: false, created_at: null });
    expect((await t.app.inject({ method: 'GET', url: feedPath(second) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/calendar-feed/not-a-secret.ics' })).statusCode).toBe(404);
    const [row] = await t.app.services.db.select().from(providerSettings).where(eq(providerSettings.userId, t.seeded.userIds.alice));
    expect(row).toMatchObject({ feedTokenHash: null, bufferMinutes: 15 });
  });
});
