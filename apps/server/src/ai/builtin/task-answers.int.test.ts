/** "What's on my list today?" answered by the builtin engine from the caller's own tasks. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, sayAs, type Credentials, type TestApp } from '../../../test/test-app';
import { detectIntent } from './intents';

let t: TestApp;
let alice: Credentials;
let ben: Credentials;
const HOUR = 3_600_000;

const addTask = (who: Credentials, title: string, dueInHours: number | null, priority = 'normal') =>
  t.app.inject(
    as(who, {
      method: 'POST',
      url: '/api/tasks',
      payload: { title, priority, due_at: dueInHours === null ? null : new Date(t.clock.now.getTime() + dueInHours * HOUR).toISOString() },
    }),
  );
const ask = async (who: Credentials, text: string) => {
  const session = (await t.app.inject(as(who, { method: 'POST', url: '/api/conversations/new' }))).json().session_id;
  const res = await sayAs(t, who, session, text);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ response: string; insights: { metric_value: number }[] }>();
};

beforeAll(async () => {
  t = await createTestApp();
  [alice, ben] = await Promise.all([t.login('alice'), t.login('ben')]);
  // Noon in the practice's zone (New York), so "today" holds the tasks due in the next hours.
  const day = t.clock.now.toISOString().slice(0, 10);
  t.clock.now = new Date(`${day}T17:00:00Z`);
  [alice, ben] = await Promise.all([t.login('alice'), t.login('ben')]);
});
afterAll(() => t.app.close());

describe('“what’s on my list today?”', () => {
  it('is read as a question about tasks, not the calendar', () => {
    for (const text of ['What’s on my list today?', "what's on my list today", 'what are my tasks', 'my to-dos', 'Show my task list'])
      expect(detectIntent(text)).toEqual({ kind: 'question', topic: 'tasks_today' });
    expect(detectIntent("what's on today?")).toMatchObject({ topic: 'appointments_today' });
  });

  it('answers with the caller’s open tasks due today or overdue: count and titles, nobody else’s', async () => {
    expect((await ask(alice, "What's on my list today?")).response).toMatch(/^Nothing on your list is due today or overdue/);
    await addTask(alice, 'Call the pharmacy back', 2, 'high');
    await addTask(alice, 'Send the release form', -30);
    await addTask(alice, 'Renew my licence', 24 * 20);
    await addTask(alice, 'Someday reading', null);
    await addTask(ben, 'Ben’s own errand', 1);
    const reply = await ask(alice, 'what are my tasks');
    expect(reply.response.split('\n')[0]).toBe('You have 2 tasks due today, 1 of them overdue:');
    expect(reply.response).toContain('- Send the release form — overdue since');
    expect(reply.response).toMatch(/- Call the pharmacy back — due \d\d:\d\d \(high\)/);
    expect(reply.response).not.toMatch(/licence|Someday|Ben’s/);
    expect(reply.insights[0]!.metric_value).toBe(2);
  });
});
