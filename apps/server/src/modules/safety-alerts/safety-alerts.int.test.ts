/**
 * Every safety alert has a recipient (docs/decisions/021): an admin who registered saying she sees
 * clients is a clinician (listed, assignable) and hears her own client's PHQ-9 item 9; a supervisee's
 * client's answer reaches the supervisor too; an unassigned client's reaches the admins; with nobody at
 * all, the task is still kept for the practice and the log says so, without a name.
 */
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedPassword } from '@tend/db/seed/personas';
import { clients } from '@tend/db/schema/clients';
import { notifications } from '@tend/db/schema/notifications';
import { practices } from '@tend/db/schema/practices';
import { tasks } from '@tend/db/schema/tasks';
import { users } from '@tend/db/schema/users';
import { hashPassword } from '../../auth/passwords';
import { as, createTestApp, sessionCookie, type Credentials, type TestApp } from '../../../test/test-app';

let t: TestApp;
let alice: Credentials;
let carla: Credentials;
let dana: Credentials;
let ben: Credentials;

const call = (who: Credentials | null, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject(as(who, { method, url, ...(payload ? { payload } : {}) }));
/** Item 9 answered 1 ("several days"), everything else 0. */
const item9 = { q1: 0, q2: 0, q3: 0, q4: 0, q5: 0, q6: 0, q7: 0, q8: 0, q9: 1 };
const stamp = () => crypto.randomUUID().slice(0, 8);
/** Sign-ups are limited per address: each test registers from one of its own. */
const freshAddress = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

async function register(body: Record<string, unknown>): Promise<Credentials> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: freshAddress(),
    payload: { email: `solo-${stamp()}@clinic.test`, password: 'a-long-enough-password', name: 'Dr Robin Solo', practice_name: `Solo ${stamp()}`, ...body },
  });
  expect(res.statusCode, res.body).toBe(201);
  return { cookie: sessionCookie(res), token: res.json().access_token, userId: res.json().user.uuid };
}

/** A client record in the practice with a portal account of its own, signed in. */
async function portalClient(practiceId: string, providerId: string | null): Promise<{ clientId: string; portal: Credentials }> {
  const { db } = t.app.services;
  const email = `portal-${stamp()}@example.org`;
  const [user] = await db
    .insert(users)
    .values({ practiceId, email, name: 'Rae Portal', role: 'client', passwordHash: await hashPassword(seedPassword) })
    .returning();
  const [client] = await db
    .insert(clients)
    .values({ practiceId, providerId, userId: user!.id, firstName: 'Rae', lastName: `Portal${stamp()}` })
    .returning();
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: seedPassword } });
  expect(res.statusCode).toBe(200);
  return { clientId: client!.id, portal: { cookie: sessionCookie(res), token: res.json().access_token, userId: user!.id } };
}

async function answerItem9(portal: Credentials, clientId: string): Promise<string> {
  const res = await call(portal, 'POST', '/api/portal/measure-responses', { client_id: clientId, measure: 'phq9', answers: item9 });
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json().response.urgent).toBe(true);
  return res.json().response.id as string;
}

/** What the alert left for one user: their bell rows and their urgent tasks about this response. */
async function alertFor(userId: string, responseId: string) {
  const { db } = t.app.services;
  const bell = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'measure_urgent')));
  const task = await db
    .select()
    .from(tasks)
    .where(and(eq(tasks.source, 'measure_urgent'), like(tasks.sourceKey, `${responseId}%`), eq(tasks.assigneeId, userId)));
  return { bell, task };
}

beforeAll(async () => {
  t = await createTestApp();
  [alice, carla, dana, ben] = await Promise.all([t.login('alice'), t.login('carla'), t.login('dana'), t.login('ben')]);
});
afterAll(() => t.app.close());

describe('an admin who registered saying she sees clients', () => {
  it('is in the practice’s clinician list, can be assigned a client and reassigned one; one who does not is refused', async () => {
    const robin = await register({});
    const listed = (await call(robin, 'GET', '/api/users')).json().users;
    expect(listed).toEqual([expect.objectContaining({ uuid: robin.userId, role: 'admin', is_provider: true, active: true })]);

    const created = await call(robin, 'POST', '/api/clients', { first_name: 'Mina', last_name: `Own${stamp()}`, provider_id: robin.userId });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ provider_id: robin.userId, provider_name: 'Dr Robin Solo' });
    const unassigned = await call(robin, 'POST', '/api/clients', { first_name: 'Noor', last_name: `Later${stamp()}` });
    expect(unassigned.json().provider_id).toBeNull();
    const reassigned = await call(robin, 'PATCH', `/api/clients/${unassigned.json().id}`, { provider_id: robin.userId });
    expect(reassigned.statusCode, reassigned.body).toBe(200);
    expect(reassigned.json().provider_id).toBe(robin.userId);

    // Running a practice without seeing clients: not a clinician, so never a client's clinician.
    const manager = await register({ is_provider: false, name: 'Morgan Manager' });
    expect((await call(manager, 'GET', '/api/users')).json().users).toEqual([expect.objectContaining({ uuid: manager.userId, is_provider: false })]);
    const refused = await call(manager, 'POST', '/api/clients', { first_name: 'Ola', last_name: `Nobody${stamp()}`, provider_id: manager.userId });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('not a clinician of this practice');
    // Dana, Harbor's admin, does not see clients either.
    expect((await call(dana, 'POST', '/api/clients', { first_name: 'Ola', last_name: `Harbor${stamp()}`, provider_id: dana.userId })).statusCode).toBe(400);
  });

  it('hears her own client’s PHQ-9 item 9 at once: a bell and an urgent task', async () => {
    const robin = await register({});
    const [me] = await t.app.services.db.select().from(users).where(eq(users.id, robin.userId));
    const { clientId, portal } = await portalClient(me!.practiceId, robin.userId);
    const push = vi.spyOn(t.app.services.push, 'sendToUser');
    const responseId = await answerItem9(portal, clientId);

    const { bell, task } = await alertFor(robin.userId, responseId);
    expect(bell).toHaveLength(1);
    expect(bell[0]).toMatchObject({ link: `/clients/${clientId}`, readAt: null });
    expect(bell[0]!.title).toMatch(/^Urgent: Rae Portal\w+ answered PHQ-9 item 9 above 0$/);
    expect(task).toEqual([expect.objectContaining({ priority: 'urgent', status: 'open', clientId, dueAt: t.clock.now })]);
    expect(push).toHaveBeenCalledWith(robin.userId, {
      title: 'Urgent: a measure answer needs your review',
      body: 'Open Tend to review it.',
      link: `/clients/${clientId}`,
    });
    push.mockRestore();
    // Her bell and her list, through the API.
    expect((await call(robin, 'GET', '/api/notifications')).json().notifications[0]).toMatchObject({ type: 'measure_urgent', read: false });
    expect((await call(robin, 'GET', '/api/tasks')).json().tasks).toEqual([expect.objectContaining({ source: 'measure_urgent', priority: 'urgent' })]);
  });
});

describe('who else hears of it', () => {
  it('a supervisee’s client: the clinician and her supervisor, each with a task; nobody else', async () => {
    const responseId = await answerItem9(await t.login('sam'), t.seeded.clientIds.sam!);
    const toAlice = await alertFor(alice.userId, responseId);
    expect(toAlice.task).toEqual([expect.objectContaining({ sourceKey: `${responseId}:${alice.userId}`, priority: 'urgent' })]);
    const toCarla = await alertFor(carla.userId, responseId);
    expect(toCarla.task).toEqual([expect.objectContaining({ sourceKey: `${responseId}:${carla.userId}`, priority: 'urgent', status: 'open' })]);
    expect(toCarla.task[0]!.details).toContain('You are told as the clinician’s supervisor');
    expect(toCarla.bell.at(-1)).toMatchObject({ title: 'Urgent: Sam Lee answered PHQ-9 item 9 above 0', link: `/clients/${t.seeded.clientIds.sam}` });
    for (const other of [dana, ben]) expect((await alertFor(other.userId, responseId)).task).toEqual([]);

    // Her supervisor's open task does not keep flagging Alice's client page once she has followed up.
    await call(alice, 'POST', `/api/tasks/${toAlice.task[0]!.id}/complete`);
    expect((await call(alice, 'GET', `/api/clients/${t.seeded.clientIds.sam}/measure-responses`)).json().urgent_open).toBe(false);
    expect((await call(carla, 'GET', `/api/clients/${t.seeded.clientIds.sam}/measure-responses`)).json().urgent_open).toBe(true);
  });

  it('an unassigned client: the practice’s admins', async () => {
    const { clientId, portal } = await portalClient(t.seeded.practiceIds.harbor, null);
    const responseId = await answerItem9(portal, clientId);
    const toDana = await alertFor(dana.userId, responseId);
    expect(toDana.task).toEqual([expect.objectContaining({ priority: 'urgent', status: 'open', clientId })]);
    expect(toDana.task[0]!.details).toContain('The client has no active clinician');
    expect(toDana.bell.some((n) => n.link === `/clients/${clientId}`)).toBe(true);
    for (const other of [alice, carla, ben]) expect((await alertFor(other.userId, responseId)).task).toEqual([]);
  });

  it('a deactivated clinician’s client: the admins', async () => {
    const { db } = t.app.services;
    const [gone] = await db
      .insert(users)
      .values({ practiceId: t.seeded.practiceIds.harbor, email: `gone-${stamp()}@harbor.test`, name: 'Dr Gone', role: 'therapist', active: false })
      .returning();
    const { clientId, portal } = await portalClient(t.seeded.practiceIds.harbor, gone!.id);
    const responseId = await answerItem9(portal, clientId);
    expect((await alertFor(dana.userId, responseId)).task).toHaveLength(1);
    expect((await alertFor(gone!.id, responseId)).task).toEqual([]);
  });

  it('nobody at all (no clinician, no active admin): the task is kept for the practice and the log says so without a name', async () => {
    const { db } = t.app.services;
    const [practice] = await db
      .insert(practices)
      .values({ name: `Empty ${stamp()}` })
      .returning();
    const { clientId, portal } = await portalClient(practice!.id, null);
    const logged = vi.spyOn(t.app.log, 'error');
    const responseId = await answerItem9(portal, clientId);
    const kept = await db
      .select()
      .from(tasks)
      .where(and(eq(tasks.source, 'measure_urgent'), eq(tasks.sourceKey, responseId)));
    expect(kept).toEqual([expect.objectContaining({ assigneeId: null, priority: 'urgent', status: 'open', practiceId: practice!.id })]);
    expect(logged).toHaveBeenCalledWith(
      { practiceId: practice!.id, source: 'measure_urgent', causeId: responseId },
      expect.stringContaining('safety alert has no recipient'),
    );
    expect(JSON.stringify(logged.mock.calls)).not.toContain('Rae');
    logged.mockRestore();
  });
});
