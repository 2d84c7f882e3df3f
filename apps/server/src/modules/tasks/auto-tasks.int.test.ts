/**
 * The practice's own tasks, swept on the test clock: an unsigned note after 24 h, an unanswered
 * portal message after a business day, an expiring consent; each closing itself when its cause is
 * resolved; and due tasks ringing the bell once.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TaskSource } from '@tend/contracts/tasks.contract';
import { encounters } from '@tend/db/schema/encounters';
import { notes } from '@tend/db/schema/notes';
import { notifications } from '@tend/db/schema/notifications';
import { clientDocuments } from '@tend/db/schema/portal';
import { tasks } from '@tend/db/schema/tasks';
import { as, createTestApp, type Credentials, type TestApp } from '../../../test/test-app';
import { jobEnded } from '../../../test/wait';
import { sweepAutomaticTasks } from './auto-task-sweep';
import { notifyDueTasks } from './due-notifications';
import { createAutoTask } from './tasks.repo';
import { sweepAutoTasksJob } from './task-sweeps.job';

let t: TestApp;
let alice: Credentials;
let samPortal: Credentials;
let sam: string;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const sweep = () => sweepAutomaticTasks(t.app.services.db, t.clock.now);
const taskOf = async (source: TaskSource, key: string) => {
  const [row] = await t.app.services.db
    .select()
    .from(tasks)
    .where(and(eq(tasks.source, source), eq(tasks.sourceKey, key)));
  return row ?? null;
};

/** A completed 50-minute session of Sam's with Alice that ended `agoMs` before the test clock. */
const completedVisit = async (agoMs: number) => {
  const end = new Date(t.clock.now.getTime() - agoMs);
  const [visit] = await t.app.services.db
    .insert(encounters)
    .values({
      practiceId: t.seeded.practiceIds.harbor,
      clientId: sam,
      providerId: alice.userId,
      scheduledStart: new Date(end.getTime() - 50 * 60_000),
      scheduledEnd: end,
      status: 'completed',
    })
    .returning();
  return visit!;
};

beforeAll(async () => {
  t = await createTestApp();
  [alice, samPortal] = await Promise.all([t.login('alice'), t.login('sam')]);
  sam = t.seeded.clientIds.sam!;
});
afterAll(() => t.app.close());

describe('a completed session without a signed note', () => {
  it('gets a task for its clinician 24 h after it ended, once; signing the note closes it', async () => {
    const db = t.app.services.db;
    const visit = await completedVisit(HOUR);
    await sweep();
    expect(await taskOf('unsigned_note', visit.id)).toBeNull();

    t.clock.advance(23 * HOUR + 60_000);
    await sweep();
    await sweep();
    const task = await taskOf('unsigned_note', visit.id);
    expect(task).toMatchObject({ assigneeId: alice.userId, clientId: sam, encounterId: visit.id, status: 'open', createdBy: null });
    expect(task!.title).toMatch(/^Sign the note for Sam Lee’s session on /);
    expect((await db.select().from(tasks).where(eq(tasks.sourceKey, visit.id))).length).toBe(1);
    // A visit that has its task is not looked at again: the next sweep makes nothing.
    expect((await sweep()).unsigned_note).toBe(0);

    // Alice writes and signs the note (signing in again: a day has passed): the task closes in the same transaction, by nobody.
    alice = await t.login('alice');
    const [note] = await db
      .insert(notes)
      .values({
        practiceId: t.seeded.practiceIds.harbor,
        clientId: sam,
        encounterId: visit.id,
        authorId: alice.userId,
        documentType: 'soap_note',
        noteContent: '## Plan\nContinue.',
      })
      .returning();
    const signed = await t.app.inject(as(alice, { method: 'POST', url: `/api/notes/${note!.id}/approve`, payload: {} }));
    expect(signed.statusCode, signed.body).toBe(200);
    expect(await taskOf('unsigned_note', visit.id)).toMatchObject({ status: 'done', completedBy: null });
    // Closed stays closed: the sweep does not bring it back.
    await sweep();
    expect((await taskOf('unsigned_note', visit.id))!.status).toBe('done');
  });

  it('the sweep also closes one whose note was signed elsewhere', async () => {
    const db = t.app.services.db;
    const [seeded] = await db.select().from(notes).where(eq(notes.id, t.seeded.noteIds.jordan!));
    await sweep();
    expect((await taskOf('unsigned_note', seeded!.encounterId!))!.status).toBe('open');
    await db.update(notes).set({ status: 'approved', signedAt: t.clock.now, signedBy: alice.userId }).where(eq(notes.id, seeded!.id));
    await sweep();
    expect(await taskOf('unsigned_note', seeded!.encounterId!)).toMatchObject({ status: 'done', completedBy: null });
  });
});

describe('a portal message without a reply', () => {
  it('gets a task after one business day; the practice’s reply closes it', async () => {
    [alice, samPortal] = await Promise.all([t.login('alice'), t.login('sam')]);
    const thread = await t.app.inject(as(alice, { method: 'POST', url: '/api/messages/threads', payload: { client_id: sam } }));
    expect(thread.statusCode, thread.body).toBe(200);
    const threadId = thread.json<{ id: string }>().id;
    const sent = await t.app.inject(
      as(samPortal, { method: 'POST', url: `/api/client/messages/threads/${threadId}/messages`, payload: { body: 'Can we move Thursday?' } }),
    );
    expect(sent.statusCode, sent.body).toBe(201);
    const messageId = sent.json<{ message: { id: string } }>().message.id;
    t.clock.advance(HOUR);
    await t.app.inject(as(samPortal, { method: 'POST', url: `/api/client/messages/threads/${threadId}/messages`, payload: { body: 'Or Friday.' } }));

    t.clock.advance(20 * HOUR);
    await sweep();
    expect(await taskOf('unanswered_message', messageId)).toBeNull();

    // Three days and a bit is past one business day whatever weekday the test runs on.
    t.clock.advance(3 * DAY);
    await sweep();
    const task = await taskOf('unanswered_message', messageId);
    expect(task).toMatchObject({ assigneeId: alice.userId, clientId: sam, status: 'open' });
    expect(task!.title).toBe('Reply to Sam Lee’s message');
    // Keyed by the first unanswered message: the second one adds no task.
    expect(
      (
        await t.app.services.db
          .select()
          .from(tasks)
          .where(and(eq(tasks.source, 'unanswered_message'), eq(tasks.clientId, sam)))
      ).length,
    ).toBe(1);

    alice = await t.login('alice');
    const reply = await t.app.inject(
      as(alice, { method: 'POST', url: `/api/messages/threads/${threadId}/messages`, payload: { body: 'Friday at 10 works.' } }),
    );
    expect(reply.statusCode).toBe(201);
    await sweep();
    expect(await taskOf('unanswered_message', messageId)).toMatchObject({ status: 'done', completedBy: null });
  });
});

describe('an expiring consent', () => {
  const signedDoc = (title: string, signedAt: Date) =>
    t.app.services.db
      .insert(clientDocuments)
      .values({
        practiceId: t.seeded.practiceIds.harbor,
        clientId: sam,
        kind: 'consent',
        title,
        body: 'I consent.',
        requiresSignature: true,
        sharedAt: signedAt,
        signedAt,
        signedName: 'Sam Lee',
      })
      .returning()
      .then((rows) => rows[0]!);

  it('a consent document signed 11 months ago gets a task due on its anniversary; a newer signature closes it', async () => {
    const old = await signedDoc('Informed consent for treatment', new Date(t.clock.now.getTime() - 340 * DAY));
    const recent = await signedDoc('Telehealth consent', new Date(t.clock.now.getTime() - 200 * DAY));
    await sweep();
    const task = await taskOf('expiring_consent', old.id);
    expect(task).toMatchObject({ assigneeId: alice.userId, clientId: sam, status: 'open' });
    expect(task!.title).toBe('Renew “Informed consent for treatment” with Sam Lee');
    expect(task!.dueAt!.getTime() - old.signedAt!.getTime()).toBeGreaterThanOrEqual(365 * DAY);
    expect(await taskOf('expiring_consent', recent.id)).toBeNull();

    await signedDoc('Informed consent for treatment', t.clock.now);
    await sweep();
    expect(await taskOf('expiring_consent', old.id)).toMatchObject({ status: 'done', completedBy: null });
  });
});

describe('due tasks on the bell', () => {
  it('rings once when a task falls due, with the title in the bell and nothing in the push', async () => {
    alice = await t.login('alice');
    const created = await t.app.inject(
      as(alice, {
        method: 'POST',
        url: '/api/tasks',
        payload: { title: 'Call the pharmacy back', due_at: new Date(t.clock.now.getTime() + HOUR).toISOString() },
      }),
    );
    const id = created.json<{ id: string }>().id;
    const notify = () => notifyDueTasks(t.app.services, t.app.services.db, t.clock.now);
    const bells = () =>
      t.app.services.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, alice.userId), eq(notifications.type, 'task_due'), eq(notifications.message, 'Call the pharmacy back')));
    await notify();
    expect(await bells()).toHaveLength(0);
    t.clock.advance(2 * HOUR);
    await notify();
    await notify();
    const rung = await bells();
    expect(rung).toHaveLength(1);
    expect(rung[0]).toMatchObject({ title: 'Task due', link: '/todo' });
    const [row] = await t.app.services.db.select().from(tasks).where(eq(tasks.id, id));
    expect(row!.dueNotifiedAt).toEqual(t.clock.now);
  });

  it('the sweep job rings the bell for a task it makes already due, without waiting for the due-task pass', async () => {
    const db = t.app.services.db;
    const visit = await completedVisit(25 * HOUR);
    const jobId = await t.app.services.jobs.enqueue(sweepAutoTasksJob(t.app.services.env), {});
    expect(await jobEnded(db, jobId)).toBe('done');
    const task = await taskOf('unsigned_note', visit.id);
    expect(task!.dueNotifiedAt).not.toBeNull();
    const rung = await db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, alice.userId), eq(notifications.type, 'task_due'), eq(notifications.message, task!.title)));
    expect(rung).toHaveLength(1);
  });

  it('does not ring again for an urgent task whose creator already told the clinician', async () => {
    const db = t.app.services.db;
    const key = crypto.randomUUID();
    await createAutoTask(
      db,
      {
        practiceId: t.seeded.practiceIds.harbor,
        source: 'measure_urgent',
        sourceKey: key,
        title: 'Follow up: PHQ-9 item 9',
        assigneeId: alice.userId,
        clientId: sam,
        priority: 'urgent',
        dueAt: t.clock.now,
      },
      t.clock.now,
    );
    t.clock.advance(60_000);
    await notifyDueTasks(t.app.services, db, t.clock.now);
    expect((await taskOf('measure_urgent', key))!.dueNotifiedAt).toBeNull();
  });
});
