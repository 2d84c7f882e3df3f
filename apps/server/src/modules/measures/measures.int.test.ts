/**
 * Forms and measures end to end: a clinician assigns, the portal sees it due, the client submits,
 * the server scores; an urgent PHQ-9 answer reaches the clinician (bell, socket) with a task; and a
 * portal user reaches only their own record and their minors'.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { seedPassword } from '@tend/db/seed/personas';
import { auditEvents } from '@tend/db/schema/audit';
import { clientGuardians } from '@tend/db/schema/client-details';
import { clients } from '@tend/db/schema/clients';
import { notifications } from '@tend/db/schema/notifications';
import { tasks } from '@tend/db/schema/tasks';
import { users } from '@tend/db/schema/users';
import { hashPassword } from '../../auth/passwords';
import { as, createTestApp, sessionCookie, type Credentials, type TestApp } from '../../../test/test-app';

let t: TestApp;
let alice: Credentials;
let ben: Credentials;
let sam: Credentials;
let samClient: string;
let jordanClient: string;
let guardian: Credentials;
let minorId: string;
let base = '';

const call = (who: Credentials | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject(as(who, { method, url, ...(payload ? { payload } : {}) }));
const phq9 = (values: number[], extra: Record<string, number> = {}) => ({ ...Object.fromEntries(values.map((v, i) => [`q${i + 1}`, v])), ...extra });
const gad7 = (values: number[]) => Object.fromEntries(values.map((v, i) => [`q${i + 1}`, v]));

async function portalUser(name: string): Promise<Credentials> {
  const email = `${name.replace(/\W/g, '').toLowerCase()}-${crypto.randomUUID().slice(0, 8)}@example.org`;
  const [user] = await t.app.services.db
    .insert(users)
    .values({ practiceId: t.seeded.practiceIds.harbor, email, name, role: 'client', passwordHash: await hashPassword(seedPassword) })
    .returning();
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: seedPassword } });
  expect(res.statusCode).toBe(200);
  return { cookie: sessionCookie(res), token: res.json().access_token, userId: user!.id };
}

beforeAll(async () => {
  t = await createTestApp();
  [alice, ben, sam] = await Promise.all([t.login('alice'), t.login('ben'), t.login('sam')]);
  samClient = t.seeded.clientIds.sam!;
  jordanClient = t.seeded.clientIds.jordan!;
  const [minor] = await t.app.services.db
    .insert(clients)
    .values({ practiceId: t.seeded.practiceIds.harbor, providerId: alice.userId, firstName: 'Milo', lastName: 'Minor', dateOfBirth: '2016-05-01' })
    .returning();
  minorId = minor!.id;
  base = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
});
afterAll(() => t.app.close());

describe('assign → due → submit → scored', () => {
  let assignment: string;

  it('a clinician assigns a monthly PHQ-9; it is due at once in the portal', async () => {
    const res = await call(alice, 'POST', `/api/clients/${samClient}/measure-assignments`, { measure: 'phq9', schedule: 'monthly' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ measure: 'phq9', schedule: 'monthly', due: true, ended_at: null, assigned_by_name: 'Dr Alice Moreno' });
    assignment = res.json().id;
    const again = await call(alice, 'POST', `/api/clients/${samClient}/measure-assignments`, { measure: 'phq9', schedule: 'once' });
    expect(again.statusCode).toBe(409);
    const due = await call(sam, 'GET', '/api/portal/forms');
    expect(due.statusCode).toBe(200);
    expect(due.json()).toEqual({
      forms: [{ assignment_id: assignment, client_id: samClient, client_name: 'Sam Lee', measure: 'phq9', schedule: 'monthly', reason: 'Monthly check-in' }],
      clients: [{ id: samClient, name: 'Sam Lee' }],
    });
  });

  it('refuses incomplete or out-of-range answers, naming the item', async () => {
    const missing = await call(sam, 'POST', '/api/portal/measure-responses', {
      client_id: samClient,
      measure: 'phq9',
      answers: phq9([1, 1, 1, 1, 1, 1, 1, 1]),
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/body\.answers\.q9/);
    const high = await call(sam, 'POST', '/api/portal/measure-responses', {
      client_id: samClient,
      measure: 'phq9',
      answers: phq9([4, 0, 0, 0, 0, 0, 0, 0, 0]),
    });
    expect(high.statusCode).toBe(400);
    expect(high.json().message).toMatch(/body\.answers\.q1/);
    const wrongAssignment = await call(sam, 'POST', '/api/portal/measure-responses', {
      client_id: samClient,
      measure: 'gad7',
      assignment_id: assignment,
      answers: gad7([0, 0, 0, 0, 0, 0, 0]),
    });
    expect(wrongAssignment.statusCode).toBe(400);
  });

  it('scores on the server and is no longer due; the clinician sees the score and the answers', async () => {
    const res = await call(sam, 'POST', '/api/portal/measure-responses', {
      client_id: samClient,
      measure: 'phq9',
      assignment_id: assignment,
      answers: phq9([2, 2, 2, 2, 1, 1, 1, 1, 0], { difficulty: 1 }),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      response: { measure: 'phq9', score: 12, max_score: 27, severity: 'moderate', severity_label: 'Moderate', urgent: false, assignment_id: assignment },
      crisis_resources: null,
    });
    const id = res.json().response.id;
    expect((await call(sam, 'GET', '/api/portal/forms')).json().forms).toEqual([]);
    const history = (await call(alice, 'GET', `/api/clients/${samClient}/measure-responses`)).json();
    expect(history.responses).toHaveLength(1);
    expect(history.trends).toEqual([expect.objectContaining({ measure: 'phq9', latest_score: 12, latest_severity_label: 'Moderate', from_score: null })]);
    expect(history.urgent_open).toBe(false);
    const detail = await call(alice, 'GET', `/api/clients/${samClient}/measure-responses/${id}`);
    expect(detail.json().answers).toEqual(phq9([2, 2, 2, 2, 1, 1, 1, 1, 0], { difficulty: 1 }));
    expect((await call(sam, 'GET', `/api/portal/measure-responses/${id}`)).json().score).toBe(12);
    const listed = (await call(alice, 'GET', `/api/clients/${samClient}/measure-assignments`)).json().assignments;
    expect(listed).toEqual([expect.objectContaining({ id: assignment, due: false, last_answered_at: expect.any(String) })]);
  });

  it('is due again after 30 days; an ended assignment never is', async () => {
    t.clock.advance(31 * 24 * 60 * 60 * 1000);
    // Sign in again: the clock moved past the session's idle limit.
    [alice, ben, sam] = await Promise.all([t.login('alice'), t.login('ben'), t.login('sam')]);
    expect((await call(sam, 'GET', '/api/portal/forms')).json().forms.map((f: { measure: string }) => f.measure)).toEqual(['phq9']);
    const ended = await call(alice, 'POST', `/api/clients/${samClient}/measure-assignments/${assignment}/end`);
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({ due: false, ended_at: t.clock.now.toISOString() });
    expect((await call(alice, 'POST', `/api/clients/${samClient}/measure-assignments/${assignment}/end`)).statusCode).toBe(409);
    expect((await call(sam, 'GET', '/api/portal/forms')).json().forms).toEqual([]);
  });

  it('keeps the mood log', async () => {
    const res = await call(sam, 'POST', '/api/portal/mood-entries', { client_id: samClient, mood: 4, note: 'Slept well' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ mood: 4, note: 'Slept well', client_id: samClient });
    expect((await call(sam, 'POST', '/api/portal/mood-entries', { client_id: samClient, mood: 6 })).statusCode).toBe(400);
    const history = (await call(sam, 'GET', `/api/portal/measure-responses?client_id=${samClient}`)).json();
    expect(history.mood_entries).toEqual([expect.objectContaining({ mood: 4 })]);
    expect((await call(alice, 'GET', `/api/clients/${samClient}/measure-responses`)).json().mood_entries).toHaveLength(1);
  });
});

describe('the urgent signal', () => {
  it('PHQ-9 item 9 above 0: crisis resources at once, a task for the clinician, a bell notification and a socket event', async () => {
    const events: Record<string, unknown>[] = [];
    const socket = new WebSocket(`${base}/ws/notifications/${alice.userId}`, { headers: { cookie: alice.cookie } });
    socket.on('message', (data) => events.push(JSON.parse((data as Buffer).toString())));
    await new Promise((resolve, reject) => {
      socket.on('open', resolve);
      socket.on('error', reject);
    });
    await until(() => events.some((e) => e.type === 'ready'));

    const push = vi.spyOn(t.app.services.push, 'sendToUser');
    const res = await call(sam, 'POST', '/api/portal/measure-responses', { client_id: samClient, measure: 'phq9', answers: phq9([1, 1, 0, 0, 0, 0, 0, 0, 1]) });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.response).toMatchObject({ score: 3, severity: 'minimal', urgent: true });
    expect(body.crisis_resources.map((r: { label: string }) => r.label)).toEqual(['988 Suicide & Crisis Lifeline', 'Crisis Text Line', 'Emergency']);
    expect(JSON.stringify(body.crisis_resources)).toContain('tel:988');
    expect(JSON.stringify(body)).not.toMatch(/depress|diagnos/i);

    // One task per recipient (docs/decisions/021): the clinician's is keyed by the response and her id.
    const [task] = await t.app.services.db
      .select()
      .from(tasks)
      .where(eq(tasks.sourceKey, `${body.response.id}:${alice.userId}`));
    expect(task).toMatchObject({
      source: 'measure_urgent',
      assigneeId: alice.userId,
      clientId: samClient,
      priority: 'urgent',
      status: 'open',
      dueAt: t.clock.now,
    });
    expect(task!.title).toMatch(/^Follow up: PHQ-9 item 9 answered/);

    const [note] = await t.app.services.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, alice.userId), eq(notifications.type, 'measure_urgent')));
    expect(note!.title).toContain('Sam Lee');
    // The push travels through the browser vendor's service: no name, no answer.
    expect(push).toHaveBeenCalledWith(alice.userId, {
      title: 'Urgent: a measure answer needs your review',
      body: 'Open Tend to review it.',
      link: `/clients/${samClient}`,
    });
    push.mockRestore();
    await until(() => events.some((e) => e.type === 'notification'));
    expect(events.find((e) => e.type === 'notification')).toMatchObject({ notification: { type: 'measure_urgent', id: note!.id } });
    socket.close();

    // The clinician's list and the client page's alert.
    const mine = (await call(alice, 'GET', '/api/tasks')).json().tasks;
    expect(mine).toEqual([expect.objectContaining({ id: task!.id, client_name: 'Sam Lee', source: 'measure_urgent', priority: 'urgent', overdue: false })]);
    expect((await call(alice, 'GET', `/api/clients/${samClient}/measure-responses`)).json().urgent_open).toBe(true);
    // The client's own view never carries the clinician's alert.
    expect((await call(sam, 'GET', `/api/portal/measure-responses?client_id=${samClient}`)).json().urgent_open).toBe(false);

    // Ben has no such task and cannot complete Alice's.
    expect((await call(ben, 'GET', '/api/tasks')).json().tasks).toEqual([]);
    expect((await call(ben, 'POST', `/api/tasks/${task!.id}/complete`)).statusCode).toBe(404);
    t.clock.advance(60_000);
    const done = await call(alice, 'POST', `/api/tasks/${task!.id}/complete`);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ status: 'done', completed_at: t.clock.now.toISOString() });
    expect((await call(alice, 'GET', '/api/tasks')).json().tasks).toEqual([]);
    expect((await call(alice, 'GET', `/api/clients/${samClient}/measure-responses`)).json().urgent_open).toBe(false);
  });

  it('the task is made once per response', async () => {
    const { createAutoTask } = await import('../tasks/tasks.repo');
    const key = crypto.randomUUID();
    const values = {
      practiceId: t.seeded.practiceIds.harbor,
      source: 'measure_urgent' as const,
      sourceKey: key,
      title: 'Follow up',
      assigneeId: alice.userId,
      priority: 'urgent' as const,
      dueAt: t.clock.now,
    };
    const first = await createAutoTask(t.app.services.db, values, t.clock.now);
    const second = await createAutoTask(t.app.services.db, { ...values, title: 'Again' }, t.clock.now);
    expect(second.id).toBe(first.id);
    expect(await t.app.services.db.select().from(tasks).where(eq(tasks.sourceKey, key))).toHaveLength(1);
  });
});

describe('isolation', () => {
  let jordanResponse: string;

  beforeAll(async () => {
    // A form of Jordan's (Alice's other client, with no portal account), answered at the clinic.
    const [row] = await t.app.services.db
      .insert((await import('@tend/db/schema/measures')).measureResponses)
      .values({
        practiceId: t.seeded.practiceIds.harbor,
        clientId: jordanClient,
        measure: 'gad7',
        answers: gad7([1, 1, 1, 1, 1, 1, 1]),
        score: 7,
        severity: 'mild',
      })
      .returning();
    jordanResponse = row!.id;
  });

  const notFoundAudited = async (who: Credentials, recordId: string) => {
    const events = await t.app.services.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.actorId, who.userId), eq(auditEvents.recordId, recordId), eq(auditEvents.outcome, 'not_found')));
    expect(events.length).toBeGreaterThan(0);
  };

  it('a client cannot read another client’s forms or scores by id: 404, nothing in the body, audited', async () => {
    const one = await call(sam, 'GET', `/api/portal/measure-responses/${jordanResponse}`);
    expect(one.statusCode).toBe(404);
    expect(one.body).not.toMatch(/gad7|Jordan|score/i);
    await notFoundAudited(sam, jordanResponse);
    const list = await call(sam, 'GET', `/api/portal/measure-responses?client_id=${jordanClient}`);
    expect(list.statusCode).toBe(404);
    expect(list.body).not.toMatch(/Jordan|score/i);
    await notFoundAudited(sam, jordanClient);
    const submit = await call(sam, 'POST', '/api/portal/measure-responses', { client_id: jordanClient, measure: 'gad7', answers: gad7([0, 0, 0, 0, 0, 0, 0]) });
    expect(submit.statusCode).toBe(404);
    expect((await call(sam, 'POST', '/api/portal/mood-entries', { client_id: jordanClient, mood: 2 })).statusCode).toBe(404);
  });

  it('a clinician reaches only their caseload’s measures', async () => {
    expect((await call(ben, 'GET', `/api/clients/${samClient}/measure-responses`)).statusCode).toBe(404);
    expect((await call(ben, 'GET', `/api/clients/${jordanClient}/measure-responses/${jordanResponse}`)).statusCode).toBe(404);
    expect((await call(ben, 'POST', `/api/clients/${samClient}/measure-assignments`, { measure: 'gad7', schedule: 'once' })).statusCode).toBe(404);
    // Another client's response under Sam's id is missing too.
    expect((await call(alice, 'GET', `/api/clients/${samClient}/measure-responses/${jordanResponse}`)).statusCode).toBe(404);
  });

  it('a guardian sees and answers for their minor only', async () => {
    guardian = await portalUser('Gale Guardian');
    await t.app.services.db.insert(clientGuardians).values({ clientId: minorId, name: 'Gale Guardian', relationship: 'parent', userId: guardian.userId });
    const assigned = await call(alice, 'POST', `/api/clients/${minorId}/measure-assignments`, { measure: 'gad7', schedule: 'once' });
    expect(assigned.statusCode).toBe(201);
    const due = (await call(guardian, 'GET', '/api/portal/forms')).json();
    expect(due.clients).toEqual([{ id: minorId, name: 'Milo Minor' }]);
    expect(due.forms).toEqual([expect.objectContaining({ client_id: minorId, client_name: 'Milo Minor', measure: 'gad7' })]);
    const res = await call(guardian, 'POST', '/api/portal/measure-responses', {
      client_id: minorId,
      measure: 'gad7',
      assignment_id: assigned.json().id,
      answers: gad7([3, 3, 3, 3, 3, 0, 0]),
    });
    expect(res.json().response).toMatchObject({ score: 15, severity: 'severe', urgent: false });
    expect((await call(guardian, 'GET', `/api/portal/measure-responses?client_id=${minorId}`)).json().responses).toHaveLength(1);
    expect((await call(guardian, 'GET', `/api/portal/measure-responses?client_id=${samClient}`)).statusCode).toBe(404);
    expect((await call(guardian, 'GET', `/api/portal/measure-responses/${jordanResponse}`)).statusCode).toBe(404);
    // Sam does not see the minor's.
    expect((await call(sam, 'GET', `/api/portal/measure-responses?client_id=${minorId}`)).statusCode).toBe(404);
  });

  it('portal routes are for portal users; clinician routes for clinicians', async () => {
    expect((await call(alice, 'GET', '/api/portal/forms')).statusCode).toBe(403);
    expect((await call(sam, 'GET', `/api/clients/${samClient}/measure-responses`)).statusCode).toBe(403);
    expect((await call(sam, 'GET', '/api/tasks')).statusCode).toBe(403);
  });
});

async function until(check: () => boolean, ms = 10_000) {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}
