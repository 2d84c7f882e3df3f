/**
 * Calendar days follow the clinician's zone, also on days when the clock changes: the notes
 * list's date filter and the assistant's "today" take the same day, to the instant.
 */
import { eq } from 'drizzle-orm';
import { encounters } from '@tend/db/schema/encounters';
import { notes } from '@tend/db/schema/notes';
import { users } from '@tend/db/schema/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedPassword } from '@tend/db/seed/personas';
import { as, createTestApp, sayAs, type Credentials, type TestApp } from './test-app';

interface ClockChangeDay {
  zone: string;
  date: string;
  /** First instant of the day in the zone, and of the next day (the rules of IANA tzdata). */
  start: string;
  end: string;
  /** The clock reads this at `start`. */
  firstLocalTime: string;
}

const days: ClockChangeDay[] = [
  // Springs forward at midnight: the day begins at 01:00 and lasts 23 h.
  { zone: 'Asia/Beirut', date: '2026-03-29', start: '2026-03-28T22:00:00Z', end: '2026-03-29T21:00:00Z', firstLocalTime: '01:00' },
  // The day after the clock fell back at midnight: begins at 00:00 -04, one hour later in UTC than the day before's midnight.
  { zone: 'America/Santiago', date: '2026-04-05', start: '2026-04-05T04:00:00Z', end: '2026-04-06T04:00:00Z', firstLocalTime: '00:00' },
  // Springs forward at 02:00: begins at midnight, lasts 23 h.
  { zone: 'America/New_York', date: '2026-03-08', start: '2026-03-08T05:00:00Z', end: '2026-03-09T04:00:00Z', firstLocalTime: '00:00' },
];

const second = 1000;
const shift = (iso: string, ms: number) => new Date(new Date(iso).getTime() + ms);

let t: TestApp;
let alice: Credentials;
beforeAll(async () => {
  t = await createTestApp();
  alice = await t.login('alice');
});
afterAll(() => t.app.close());

const db = () => t.app.services.db;
const setOwnZone = (zone: string | null) => db().update(users).set({ timeZone: zone }).where(eq(users.id, t.seeded.userIds.alice));

async function addNote(createdAt: Date): Promise<string> {
  const [row] = await db()
    .insert(notes)
    .values({
      practiceId: t.seeded.practiceIds.harbor,
      clientId: t.seeded.clientIds.sam!,
      authorId: t.seeded.userIds.alice,
      documentType: 'quick_note',
      noteContent: `Written at ${createdAt.toISOString()}.`,
      createdAt,
      updatedAt: createdAt,
    })
    .returning({ id: notes.id });
  return row!.id;
}

async function addAppointment(scheduledStart: Date): Promise<void> {
  await db()
    .insert(encounters)
    .values({
      practiceId: t.seeded.practiceIds.harbor,
      clientId: t.seeded.clientIds.sam!,
      providerId: t.seeded.userIds.alice,
      scheduledStart,
      scheduledEnd: new Date(scheduledStart.getTime() + 50 * 60 * second),
      status: 'scheduled',
    });
}

async function listedNoteIds(query: Record<string, string>): Promise<string[]> {
  const res = await t.app.inject(
    as(alice, { method: 'GET', url: `/api/notes?${new URLSearchParams({ client_id: t.seeded.clientIds.sam!, limit: '200', ...query })}` }),
  );
  expect(res.statusCode).toBe(200);
  return (res.json().notes as { id: string }[]).map((n) => n.id);
}

/** Asks at `at` (sayAs moves the clock one second on first, so ask no later than a second before the day ends). */
async function askForToday(at: Date, aiContext?: { time_zone: string }) {
  t.clock.now = new Date(at.getTime() - second);
  const session = (await t.app.inject(as(alice, { method: 'POST', url: '/api/conversations/new' }))).json().session_id as string;
  const res = await sayAs(
    t,
    alice,
    session,
    'What appointments do I have today?',
    aiContext ? { ai_context: { route: '/', page_type: 'dashboard', ...aiContext } } : {},
  );
  expect(res.statusCode).toBe(200);
  return res.json<{ response: string; insights: { metric_value?: number }[] }>();
}

describe.each(days)('$zone on $date, a day the clock changes', (day) => {
  const inside = [new Date(day.start), shift(day.end, -second)];
  const outside = [shift(day.start, -second), new Date(day.end)];
  let insideNotes: string[];
  let outsideNotes: string[];

  beforeAll(async () => {
    insideNotes = await Promise.all(inside.map(addNote));
    outsideNotes = await Promise.all(outside.map(addNote));
    for (const at of [...inside, ...outside]) await addAppointment(at);
  });

  it('the notes list filtered to that date holds the notes written from its first instant to its last, in the zone the clinician chose', async () => {
    await setOwnZone(day.zone);
    const listed = await listedNoteIds({ from: day.date, to: day.date });
    expect(listed.sort()).toEqual([...insideNotes].sort());
    expect(listed).not.toContain(outsideNotes[0]);
    expect(listed).not.toContain(outsideNotes[1]);
  });

  it('the assistant’s appointments today are the same day’s, asked at either end of it', async () => {
    await setOwnZone(day.zone);
    for (const at of inside) {
      const answer = await askForToday(at);
      expect(answer.insights[0]?.metric_value).toBe(2);
      expect(answer.response).toContain(`- ${day.firstLocalTime}–`);
    }
  });

  it('without a zone of their own, the browser’s zone decides, in the list and in the assistant alike', async () => {
    await setOwnZone(null);
    expect((await listedNoteIds({ from: day.date, to: day.date, time_zone: day.zone })).sort()).toEqual([...insideNotes].sort());
    expect((await askForToday(inside[0]!, { time_zone: day.zone })).insights[0]?.metric_value).toBe(2);
  });

  it('a zone the clinician chose wins over the browser’s', async () => {
    await setOwnZone(day.zone);
    expect((await listedNoteIds({ from: day.date, to: day.date, time_zone: 'Pacific/Auckland' })).sort()).toEqual([...insideNotes].sort());
    expect((await askForToday(inside[1]!, { time_zone: 'Pacific/Auckland' })).insights[0]?.metric_value).toBe(2);
  });
});

describe('the signed-in user’s time zone', () => {
  const me = async () => (await t.app.inject(as(alice, { method: 'GET', url: '/api/auth/me' }))).json().user as { time_zone: string; time_zone_source: string };
  const patch = (payload: Record<string, unknown>) => t.app.inject(as(alice, { method: 'PATCH', url: '/api/users/me', payload }));

  it('is the practice’s until the user chooses one, and theirs after', async () => {
    await setOwnZone(null);
    expect(await me()).toMatchObject({ time_zone: 'America/New_York', time_zone_source: 'practice' });

    const chosen = await patch({ time_zone: 'asia/beirut' });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().user).toMatchObject({ time_zone: 'Asia/Beirut', time_zone_source: 'user' });
    expect(await me()).toMatchObject({ time_zone: 'Asia/Beirut', time_zone_source: 'user' });

    // Other profile changes leave it alone; null hands the choice back to the practice.
    expect((await patch({ preferred_name: 'Ali' })).json().user.time_zone).toBe('Asia/Beirut');
    expect((await patch({ time_zone: null })).json().user).toMatchObject({ time_zone: 'America/New_York', time_zone_source: 'practice' });
  });

  it('comes back with the sign-in answer', async () => {
    await setOwnZone('America/Santiago');
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: t.email('alice'), password: seedPassword } });
    expect(res.json().user).toMatchObject({ time_zone: 'America/Santiago', time_zone_source: 'user' });
  });

  it('must be a real IANA zone: anything else is refused, naming the field, and nothing changes', async () => {
    await setOwnZone('Europe/London');
    for (const bad of ['Mars/Olympus_Mons', '+03:00']) {
      const res = await patch({ time_zone: bad });
      expect(res.statusCode).toBe(400);
      expect(res.json().details).toEqual([expect.objectContaining({ field: 'body.time_zone' })]);
    }
    expect((await t.app.inject(as(alice, { method: 'GET', url: `/api/notes?time_zone=${encodeURIComponent('Not/AZone')}` }))).statusCode).toBe(400);
    expect((await me()).time_zone).toBe('Europe/London');
  });
});
