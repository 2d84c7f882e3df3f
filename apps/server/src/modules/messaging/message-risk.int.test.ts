import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '@tend/db/schema/notifications';
import { tasks } from '@tend/db/schema/tasks';
import { createTestApp, type Credentials, type TestApp } from '../../../test/test-app';
import { send } from './messaging.test-support';

/**
 * A client's portal message that reads as their own risk raises a safety alert for their clinician
 * (an urgent task and a bell, in the message's transaction); a denial, someone else's risk or an
 * ordinary message raises nothing.
 */
let t: TestApp;
let alice: Credentials;
let sam: Credentials;
let threadId: string;

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.login('alice');
  sam = await t.login('sam');
  threadId = (await send(t, alice, '/api/messages/threads', { client_id: t.seeded.clientIds.sam! })).json().id;
});
afterAll(() => t.app.close());

const alerts = () =>
  t.app.services.db
    .select()
    .from(tasks)
    .where(and(eq(tasks.source, 'message_risk'), eq(tasks.clientId, t.seeded.clientIds.sam!)));

describe('risk in a client’s portal message', () => {
  it.each([
    'Can we move Tuesday to 3pm? Work changed my shifts.',
    'I’m not suicidal, just exhausted this week.',
    'My sister tried to kill herself last year and it has been on my mind.',
  ])('raises nothing for: %s', async (body) => {
    const res = await send(t, sam, `/api/client/messages/threads/${threadId}/messages`, { body });
    expect(res.statusCode, res.body).toBe(201);
    expect(await alerts()).toEqual([]);
  });

  it('tells the clinician at once when the client writes of wanting to die', async () => {
    const res = await send(t, sam, `/api/client/messages/threads/${threadId}/messages`, { body: 'I don’t think I can keep going. I want to kill myself.' });
    expect(res.statusCode, res.body).toBe(201);
    const raised = await alerts();
    // The clinician and, as Alice is supervised, her supervisor: each an urgent task.
    expect(raised).toHaveLength(2);
    expect(raised).toContainEqual(
      expect.objectContaining({ assigneeId: alice.userId, priority: 'urgent', title: expect.stringContaining('suicidal ideation') }),
    );
    expect(raised.every((task) => task.priority === 'urgent')).toBe(true);
    const bell = await t.app.services.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, alice.userId), eq(notifications.type, 'message_risk')));
    expect(bell).toHaveLength(1);
    // The clinician's own message with the same words is theirs to handle, not an alert.
    await send(t, alice, `/api/messages/threads/${threadId}/messages`, { body: 'You wrote that you want to kill yourself. I am calling you now.' });
    expect(await alerts()).toHaveLength(2);
  });
});
