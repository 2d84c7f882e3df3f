/**
 * Tasks by hand: who may assign to whom, the four lists, linked records the caller must see, and
 * another person's task looking missing.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Task } from '@tend/contracts/tasks.contract';
import { auditEvents } from '@tend/db/schema/audit';
import { tasks } from '@tend/db/schema/tasks';
import { users } from '@tend/db/schema/users';
import { as, createTestApp, type Credentials, type TestApp } from '../../../test/test-app';
import { createAutoTask } from './tasks.repo';

let t: TestApp;
let alice: Credentials;
let ben: Credentials;
let carla: Credentials;
let dana: Credentials;
let omar: Credentials;
let sam: string;
let priya: string;

const HOUR = 3_600_000;
const call = (who: Credentials, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject(as(who, { method, url, ...(payload ? { payload } : {}) }));
const list = async (who: Credentials, query = '') => {
  const res = await call(who, 'GET', `/api/tasks${query}`);
  expect(res.statusCode).toBe(200);
  return res.json<{ tasks: Task[] }>().tasks;
};
const create = async (who: Credentials, payload: object) => {
  const res = await call(who, 'POST', '/api/tasks', payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json<Task>();
};
const inHours = (h: number) => new Date(t.clock.now.getTime() + h * HOUR).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  [alice, ben, carla, dana, omar] = await Promise.all([t.login('alice'), t.login('ben'), t.login('carla'), t.login('dana'), t.login('omar')]);
  sam = t.seeded.clientIds.sam!;
  priya = t.seeded.clientIds.priya!;
});
afterAll(() => t.app.close());

describe('creating and assigning', () => {
  it('a therapist adds a task for themself, linked to their client; the write is audited', async () => {
    const task = await create(alice, {
      title: 'Call the school counsellor',
      details: 'About the 504 plan',
      due_at: inHours(3),
      priority: 'high',
      client_id: sam,
    });
    expect(task).toMatchObject({ title: 'Call the school counsellor', priority: 'high', status: 'open', source: 'manual', client_name: 'Sam Lee' });
    expect(task).toMatchObject({ assignee_id: alice.userId, assignee_name: 'Dr Alice Moreno', created_by_name: 'Dr Alice Moreno', overdue: false });
    const [event] = await t.app.services.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'create_task'), eq(auditEvents.recordId, task.id)));
    expect(event).toMatchObject({ clientId: sam, outcome: 'success' });
  });

  it('a therapist may not assign to anyone else: 403 naming the rule', async () => {
    const res = await call(alice, 'POST', '/api/tasks', { title: 'Cover my 3pm', assignee_id: ben.userId });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/only to themself/);
  });

  it('a supervisor assigns to a therapist; it is on the therapist’s list and in the supervisor’s “assigned by me”', async () => {
    const task = await create(carla, { title: 'Review Priya’s treatment plan', assignee_id: ben.userId, due_at: inHours(24) });
    expect(task.assignee_name).toBe('Dr Ben Okafor');
    expect((await list(ben)).map((x) => x.id)).toContain(task.id);
    const mine = await list(carla, '?view=assigned_by_me');
    expect(mine.map((x) => x.id)).toContain(task.id);
    expect((await list(carla)).map((x) => x.id)).not.toContain(task.id);
  });

  it('an admin assigns to anyone active on the staff, but not to a portal user, an inactive user, or another practice', async () => {
    expect((await create(dana, { title: 'Update your licence number', assignee_id: alice.userId })).assignee_id).toBe(alice.userId);
    for (const other of [t.seeded.userIds.sam, omar.userId]) {
      const res = await call(dana, 'POST', '/api/tasks', { title: 'Nope', assignee_id: other });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/active member/);
    }
    const db = t.app.services.db;
    await db.update(users).set({ active: false }).where(eq(users.id, ben.userId));
    expect((await call(dana, 'POST', '/api/tasks', { title: 'Nope', assignee_id: ben.userId })).statusCode).toBe(400);
    await db.update(users).set({ active: true }).where(eq(users.id, ben.userId));
  });

  it('lists whom the caller may assign to', async () => {
    const names = async (who: Credentials) =>
      (await call(who, 'GET', '/api/tasks/assignees')).json<{ assignees: { name: string }[] }>().assignees.map((a) => a.name);
    expect(await names(alice)).toEqual(['Dr Alice Moreno']);
    expect(await names(dana)).toEqual(expect.arrayContaining(['Dr Alice Moreno', 'Dr Ben Okafor', 'Dr Carla Reyes', 'Dana Whitfield']));
    expect(await names(dana)).not.toContain('Sam Lee');
  });

  it('links only what the caller may see, as if it did not exist', async () => {
    for (const [field, id, what] of [
      ['client_id', priya, 'Client'],
      ['note_id', t.seeded.noteIds.priya, 'Note'],
      ['encounter_id', crypto.randomUUID(), 'Appointment'],
    ] as const) {
      const res = await call(alice, 'POST', '/api/tasks', { title: 'Peek', [field]: id });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(`${what} not found.`);
    }
    // A note brings its client along.
    const task = await create(alice, { title: 'Finish the SOAP note', note_id: t.seeded.noteIds.jordan });
    expect(task).toMatchObject({ client_name: 'Jordan Blake', note_id: t.seeded.noteIds.jordan });
    const mixed = await call(alice, 'POST', '/api/tasks', { title: 'Mixed', client_id: sam, note_id: t.seeded.noteIds.jordan });
    expect(mixed.statusCode).toBe(400);
  });

  it('refuses an empty title with the field named', async () => {
    const res = await call(alice, 'POST', '/api/tasks', { title: '  ' });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('Title is required');
  });
});

describe('the lists', () => {
  it('mine: open first by due time; done ones only with include_done; overdue marked', async () => {
    const later = await create(ben, { title: 'Later', due_at: inHours(48) });
    const sooner = await create(ben, { title: 'Sooner', due_at: inHours(-2) });
    const undated = await create(ben, { title: 'Someday' });
    const done = await create(ben, { title: 'Done already', due_at: inHours(-5) });
    expect((await call(ben, 'POST', `/api/tasks/${done.id}/complete`)).json<Task>()).toMatchObject({ status: 'done', overdue: false });
    const ids = (await list(ben)).map((x) => x.id);
    expect(ids.indexOf(sooner.id)).toBeLessThan(ids.indexOf(later.id));
    expect(ids.indexOf(later.id)).toBeLessThan(ids.indexOf(undated.id));
    expect(ids).not.toContain(done.id);
    const all = await list(ben, '?include_done=true');
    expect(all.at(-1)!.id).toBe(done.id);
    expect(all.find((x) => x.id === sooner.id)!.overdue).toBe(true);
    expect((await list(ben, '?view=overdue')).map((x) => x.title)).toEqual(['Sooner']);
  });

  it('by client: the client’s tasks the caller may see; another therapist’s client is not found', async () => {
    const tasks = await list(alice, `?view=client&client_id=${sam}`);
    expect(tasks.length).toBeGreaterThan(0);
    expect(tasks.every((x) => x.client_id === sam)).toBe(true);
    expect((await call(alice, 'GET', `/api/tasks?view=client&client_id=${priya}`)).statusCode).toBe(404);
    expect((await call(alice, 'GET', '/api/tasks?view=client')).statusCode).toBe(400);
  });

  it('a list is audited once for each client its tasks are about', async () => {
    await create(carla, { title: 'Audit me: Sam', assignee_id: carla.userId, client_id: sam });
    await create(carla, { title: 'Audit me: Sam again', assignee_id: carla.userId, client_id: sam });
    const listEvents = () =>
      t.app.services.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.action, 'list_tasks'), eq(auditEvents.actorId, carla.userId)));
    const before = Math.max(0, ...(await listEvents()).map((e) => e.seq));
    await list(carla);
    const latest = (await listEvents()).filter((e) => e.seq > before);
    expect(latest.filter((e) => e.clientId === sam)).toHaveLength(1);
    expect(latest.every((e) => e.clientId !== null)).toBe(true);
  });

  it('a linked client is named only for a caller who may see them', async () => {
    // Dana (admin) gives Ben a task about Alice's client Sam: Ben sees the task, not who it is about.
    const task = await create(dana, { title: 'Cover a session', assignee_id: ben.userId, client_id: sam });
    const seen = (await list(ben)).find((x) => x.id === task.id)!;
    expect(seen).toMatchObject({ client_id: null, client_name: null });

    // Ben edits it without the link fields (he cannot see the client): the link stays.
    const edited = await call(ben, 'PATCH', `/api/tasks/${task.id}`, { title: 'Cover Tuesday’s session', priority: 'high', details: null });
    expect(edited.statusCode).toBe(200);
    const [row] = await t.app.services.db.select().from(tasks).where(eq(tasks.id, task.id));
    expect(row).toMatchObject({ title: 'Cover Tuesday’s session', clientId: sam });
  });
});

describe('changing, completing, deleting', () => {
  it('edits, reopens, and deletes a task written by hand', async () => {
    const task = await create(alice, { title: 'Draft', due_at: inHours(1) });
    const edited = await call(alice, 'PATCH', `/api/tasks/${task.id}`, { title: 'Send the release form', priority: 'urgent', due_at: null, client_id: sam });
    expect(edited.json<Task>()).toMatchObject({ title: 'Send the release form', priority: 'urgent', due_at: null, client_name: 'Sam Lee' });
    await call(alice, 'POST', `/api/tasks/${task.id}/complete`);
    expect((await call(alice, 'POST', `/api/tasks/${task.id}/reopen`)).json<Task>()).toMatchObject({ status: 'open', completed_at: null });
    expect((await call(alice, 'DELETE', `/api/tasks/${task.id}`)).json()).toEqual({ ok: true });
    expect((await list(alice, '?include_done=true')).map((x) => x.id)).not.toContain(task.id);
  });

  it('reassigning resets the due reminder, so the new assignee is told when it is due', async () => {
    const task = await create(dana, { title: 'Call the insurer', assignee_id: alice.userId, due_at: inHours(1) });
    await t.app.services.db.update(tasks).set({ dueNotifiedAt: t.clock.now }).where(eq(tasks.id, task.id));
    await call(dana, 'PATCH', `/api/tasks/${task.id}`, { assignee_id: alice.userId, priority: 'high' });
    expect((await t.app.services.db.select().from(tasks).where(eq(tasks.id, task.id)))[0]!.dueNotifiedAt).toEqual(t.clock.now);
    await call(dana, 'PATCH', `/api/tasks/${task.id}`, { assignee_id: ben.userId });
    expect((await t.app.services.db.select().from(tasks).where(eq(tasks.id, task.id)))[0]!.dueNotifiedAt).toBeNull();
  });

  it('a therapist reassigning to someone else is refused; only the creator deletes', async () => {
    const task = await create(carla, { title: 'Supervision prep', assignee_id: alice.userId });
    expect((await call(alice, 'PATCH', `/api/tasks/${task.id}`, { assignee_id: ben.userId })).statusCode).toBe(403);
    expect((await call(alice, 'DELETE', `/api/tasks/${task.id}`)).statusCode).toBe(403);
    expect((await call(alice, 'POST', `/api/tasks/${task.id}/complete`)).statusCode).toBe(200);
    expect((await call(carla, 'DELETE', `/api/tasks/${task.id}`)).statusCode).toBe(200);
  });

  it('a task Tend created can be completed, not deleted, and keeps its title', async () => {
    const auto = await createAutoTask(
      t.app.services.db,
      {
        practiceId: t.seeded.practiceIds.harbor,
        source: 'unanswered_message',
        sourceKey: crypto.randomUUID(),
        title: 'Reply to Sam Lee’s message',
        assigneeId: alice.userId,
        clientId: sam,
        priority: 'normal',
        dueAt: t.clock.now,
      },
      t.clock.now,
    );
    expect((await call(alice, 'DELETE', `/api/tasks/${auto.id}`)).statusCode).toBe(409);
    expect((await call(alice, 'PATCH', `/api/tasks/${auto.id}`, { title: 'Renamed' })).statusCode).toBe(400);
    expect((await call(alice, 'PATCH', `/api/tasks/${auto.id}`, { priority: 'high' })).json<Task>()).toMatchObject({ priority: 'high', created_by_name: null });
    expect((await call(alice, 'POST', `/api/tasks/${auto.id}/complete`)).json<Task>().status).toBe('done');
  });

  it('another person’s task looks missing on every route that takes an id (404)', async () => {
    const task = await create(alice, { title: 'Private' });
    for (const who of [ben, carla, omar]) {
      expect((await call(who, 'PATCH', `/api/tasks/${task.id}`, { title: 'Mine now' })).statusCode).toBe(404);
      expect((await call(who, 'POST', `/api/tasks/${task.id}/complete`)).statusCode).toBe(404);
      expect((await call(who, 'POST', `/api/tasks/${task.id}/reopen`)).statusCode).toBe(404);
      expect((await call(who, 'DELETE', `/api/tasks/${task.id}`)).statusCode).toBe(404);
      expect((await list(who, '?include_done=true')).map((x) => x.id)).not.toContain(task.id);
    }
    expect((await list(alice)).find((x) => x.id === task.id)!.title).toBe('Private');
  });
});
