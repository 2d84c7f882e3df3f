import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clientDiagnoses } from '@tend/db/schema/client-details';
import { clients } from '@tend/db/schema/clients';
import { encounters } from '@tend/db/schema/encounters';
import { jobs } from '@tend/db/schema/jobs';
import { appointmentReminders } from '@tend/db/schema/reminders';
import { appointmentTypes } from '@tend/db/schema/scheduling';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createMailer } from '../../mail/mailer';
import { sweepReminders } from './reminder-sweep';

const hour = 3_600_000;
let t: TestApp;
let typeId: string;
const samEmail = `sam.reminders.${crypto.randomUUID().slice(0, 8)}@example.org`;

beforeAll(async () => {
  t = await createTestApp({ env: { PUBLIC_URL: 'https://tend.example', REMINDER_SWEEP_EVERY: '30s' } });
  const { db } = t.app.services;
  const [type] = await db
    .insert(appointmentTypes)
    .values({ practiceId: t.seeded.practiceIds.harbor, name: 'Trauma-focused intensive', serviceCode: '90837', durationMinutes: 60 })
    .returning();
  typeId = type!.id;
  await db.update(clients).set({ email: samEmail }).where(eq(clients.id, t.seeded.clientIds.sam!));
  await db.insert(clientDiagnoses).values({ clientId: t.seeded.clientIds.sam!, code: 'F43.10', description: 'Post-traumatic stress disorder' });
});
afterAll(() => t.app.close());

/** A visit of Alice's with a client, `hoursAhead` from the test clock. */
async function visit(client: 'sam' | 'jordan', hoursAhead: number, extra: Partial<typeof encounters.$inferInsert> = {}) {
  const start = new Date(t.clock.now.getTime() + hoursAhead * hour);
  const [row] = await t.app.services.db
    .insert(encounters)
    .values({
      practiceId: t.seeded.practiceIds.harbor,
      clientId: t.seeded.clientIds[client]!,
      providerId: t.seeded.userIds.alice,
      scheduledStart: start,
      scheduledEnd: new Date(start.getTime() + hour),
      typeId,
      serviceCode: '90837',
      location: 'telehealth',
      telehealthUrl: 'https://meet.example/room-4471',
      ...extra,
    })
    .returning();
  return row!;
}

/** Calls off the visits earlier tests booked, so each test counts only its own reminders. */
const clearSchedule = () =>
  t.app.services.db
    .update(encounters)
    .set({ status: 'cancelled' })
    .where(and(eq(encounters.providerId, t.seeded.userIds.alice), eq(encounters.status, 'scheduled')));

const rowsOf = (ids: string[]) =>
  t.app.services.db
    .select({
      encounterId: appointmentReminders.encounterId,
      leadMinutes: appointmentReminders.leadMinutes,
      channel: appointmentReminders.channel,
      outcome: appointmentReminders.outcome,
    })
    .from(appointmentReminders)
    .where(inArray(appointmentReminders.encounterId, ids));

const sweep = (mailer = t.app.services.mailer) =>
  sweepReminders({ db: t.app.services.db, mailer, sms: null, publicUrl: 'https://tend.example', now: t.clock.now });

const mailsTo = (to: string) => t.mail.filter((m) => m.to === to);

/** An .eml's headers and decoded text: RFC 2047 words in the subject, quoted-printable in the body. */
function readEml(raw: string): { headers: string; subject: string; text: string } {
  const [headers = '', ...rest] = raw.split('\n\n');
  const bytes = (qp: string) =>
    Buffer.from(
      qp.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
      'latin1',
    ).toString('utf8');
  const subjectLine = /^Subject: (.*(?:\n .*)*)/m.exec(headers)?.[1] ?? '';
  const subject = subjectLine.replace(/\n /g, ' ').replace(/=\?UTF-8\?Q\?(.*?)\?=\s*/gi, (_m, q: string) => bytes(q.replace(/_/g, ' ')));
  const body = rest.join('\n\n');
  return { headers, subject, text: /quoted-printable/i.test(headers) ? bytes(body) : body };
}

describe('appointment reminders by e-mail', () => {
  it('writes a reminder naming only the practice, the time in its zone, the first name and the portal', async () => {
    const dataDir = t.app.services.env.DATA_DIR;
    const outbox = path.join(dataDir, 'outbox');
    const mailer = createMailer({ from: 'Tend <no-reply@tend.local>', dataDir, log: () => {} });
    const booked = await visit('sam', 47);

    await sweep(mailer);

    const files = readdirSync(outbox).map((f) => readFileSync(path.join(outbox, f), 'utf8').replace(/\r\n/g, '\n'));
    const mine = files.filter((raw) => raw.includes(samEmail)).map(readEml);
    expect(mine).toHaveLength(1);
    const { subject, text, headers } = mine[0]!;
    expect(subject).toBe('Appointment reminder — Harbor Counseling Collective');

    const at = booked.scheduledStart;
    const inZone = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', ...options }).format(at);
    const zone = new Intl.DateTimeFormat('en-US', { timeZone: 'America/New_York', timeZoneName: 'short' })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')!.value;
    expect(text).toContain(`${inZone({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' })} at `);
    expect(text).toContain(`${inZone({ hour: 'numeric', minute: '2-digit' }).replace(/\s/g, ' ')} ${zone}`);
    expect(zone).toMatch(/^E[SD]T$/);
    expect(text).toContain('with Alice at Harbor Counseling Collective');
    expect(text).toContain('https://tend.example/client');

    const everything = `${headers}\n${text}`;
    for (const secret of ['Trauma-focused intensive', '90837', 'F43.10', 'Post-traumatic', 'meet.example', 'room-4471', 'Moreno', 'Lee', 'Sam']) {
      expect(everything, secret).not.toContain(secret);
    }
    expect(await rowsOf([booked.id])).toEqual([{ encounterId: booked.id, leadMinutes: 48 * 60, channel: 'email', outcome: 'sent' }]);
  });

  it('sends nothing for visits called off, begun or not yet due, and records why for opted-out and address-less clients', async () => {
    const cancelled = await visit('sam', 3, { status: 'cancelled' });
    const arrived = await visit('sam', 1, { status: 'arrived' });
    const completed = await visit('sam', 1.5, { status: 'completed' });
    const started = await visit('sam', -0.25);
    const later = await visit('sam', 49);
    const noEmail = await visit('jordan', 10);
    const before = mailsTo(samEmail).length;

    await sweep();

    expect(mailsTo(samEmail).length).toBe(before);
    expect(await rowsOf([cancelled.id, arrived.id, completed.id, started.id, later.id])).toEqual([]);
    expect(await rowsOf([noEmail.id])).toEqual([{ encounterId: noEmail.id, leadMinutes: 48 * 60, channel: 'email', outcome: 'no_address' }]);

    await t.app.services.db.update(clients).set({ remindersOptOut: true }).where(eq(clients.id, t.seeded.clientIds.sam!));
    const optedOut = await visit('sam', 20);
    await sweep();
    await t.app.services.db.update(clients).set({ remindersOptOut: false }).where(eq(clients.id, t.seeded.clientIds.sam!));
    expect(mailsTo(samEmail).length).toBe(before);
    expect(await rowsOf([optedOut.id])).toEqual([{ encounterId: optedOut.id, leadMinutes: 48 * 60, channel: 'email', outcome: 'opted_out' }]);
  });

  it('sends each reminder once, even with two sweeps running at the same moment', async () => {
    const booked = await visit('sam', 30);
    const before = mailsTo(samEmail).length;

    await Promise.all([sweep(), sweep(), sweep()]);
    await sweep();

    expect(mailsTo(samEmail).length).toBe(before + 1);
    expect(await rowsOf([booked.id])).toEqual([{ encounterId: booked.id, leadMinutes: 48 * 60, channel: 'email', outcome: 'sent' }]);
  });

  it('reminds again when the visit moves after its reminder went out', async () => {
    await clearSchedule();
    const booked = await visit('sam', 30);
    await sweep();
    const before = mailsTo(samEmail).length;
    const later = new Date(booked.scheduledStart.getTime() + 3 * hour);
    await t.app.services.db
      .update(encounters)
      .set({ scheduledStart: later, scheduledEnd: new Date(later.getTime() + hour) })
      .where(eq(encounters.id, booked.id));
    await sweep();
    await sweep();
    expect(mailsTo(samEmail).length).toBe(before + 1);
    expect(await rowsOf([booked.id])).toHaveLength(2);
  });

  it('sends the nearer reminder when it is time, and only the nearest for a visit booked late', async () => {
    await clearSchedule();
    const early = await visit('sam', 40);
    const late = await visit('sam', 1);
    const before = mailsTo(samEmail).length;

    await sweep();
    expect(mailsTo(samEmail).length).toBe(before + 2);
    expect(await rowsOf([late.id])).toEqual([
      { encounterId: late.id, leadMinutes: 120, channel: 'email', outcome: 'sent' },
      { encounterId: late.id, leadMinutes: 48 * 60, channel: 'email', outcome: 'superseded' },
    ]);

    t.clock.advance(38.5 * hour);
    await sweep();
    t.clock.advance(-38.5 * hour);
    expect(mailsTo(samEmail).length).toBe(before + 3);
    const rows = await rowsOf([early.id]);
    expect(rows.map((r) => [r.leadMinutes, r.outcome]).sort()).toEqual([
      [120, 'sent'],
      [2880, 'sent'],
    ]);
  });

  it('runs as a recurring job of the app, every REMINDER_SWEEP_EVERY', async () => {
    const { db, jobs: runner } = t.app.services;
    // Files before this one in the worker share its database: a sweep they left queued (run later,
    // by their own clock) would stand in for the one this app schedules now.
    await db.delete(jobs).where(and(eq(jobs.kind, 'send_appointment_reminders'), inArray(jobs.status, ['queued', 'running'])));
    const booked = await visit('sam', 25);
    await runner.scheduleRecurring();
    await vi.waitFor(
      async () => {
        await runner.runUntilIdle();
        expect(await rowsOf([booked.id])).toMatchObject([{ outcome: 'sent' }]);
      },
      { timeout: 10_000, interval: 100 },
    );
    expect(t.mail.filter((m) => m.to === samEmail && m.subject === 'Appointment reminder — Harbor Counseling Collective').length).toBeGreaterThan(0);
    const next = await db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'send_appointment_reminders'), eq(jobs.status, 'queued')));
    expect(next).toMatchObject([{ runAfter: new Date(t.clock.now.getTime() + 30_000) }]);
  });
});
