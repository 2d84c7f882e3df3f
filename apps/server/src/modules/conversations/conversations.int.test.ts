import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, createTestApp, type Credentials, type TestApp } from '../../../test/test-app';

let t: TestApp;
let alice: Credentials;
let session: string;

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.login('alice');
  session = (await t.app.inject(as(alice, { method: 'POST', url: '/api/conversations/new' }))).json().session_id;
  for (const text of ['Maya talked about anxiety at work.', 'She practised paced breathing.', 'Her sleep is improving.']) {
    t.clock.advance(1000);
    await t.app.inject(
      as(alice, { method: 'POST', url: '/api/engine/respond', payload: { user_input: text, session_id: session, message_id: crypto.randomUUID() } }),
    );
  }
});
afterAll(() => t.app.close());

const get = (url: string, who: Credentials = alice) => t.app.inject(as(who, { method: 'GET', url }));

describe('conversations', () => {
  it('pages messages backwards for Load More, each page in order', async () => {
    const latest = (await get(`/api/conversations/${session}/messages?limit=4`)).json();
    expect(latest.has_more).toBe(true);
    expect(latest.messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(latest.messages[2].content).toBe('Her sleep is improving.');
    const older = (await get(`/api/conversations/${session}/messages?limit=4&before=${latest.messages[0].id}`)).json();
    expect(older).toMatchObject({ has_more: false });
    expect(older.messages.map((m: { content: string }) => m.content)[0]).toBe('Maya talked about anxiety at work.');
    expect(older.messages).toHaveLength(2);
  });

  it('lists recent conversations and searches titles and message content by word prefix', async () => {
    expect((await get(`/api/conversations/recent/${alice.userId}`)).json().map((c: { id: string }) => c.id)).toContain(session);
    const found = (await get(`/api/conversations/all/${alice.userId}?search=anxi`)).json();
    expect(found.map((c: { id: string }) => c.id)).toEqual([session]);
    expect((await get(`/api/conversations/all/${alice.userId}?search=zebra`)).json()).toEqual([]);
  });

  it('never lists another user’s conversations', async () => {
    const ben = await t.login('ben');
    expect((await get(`/api/conversations/recent/${alice.userId}`, ben)).statusCode).toBe(404);
    expect((await get(`/api/conversations/all/${ben.userId}?search=anxi`, ben)).json()).toEqual([]);
    expect((await get(`/api/conversations/${session}/messages`, ben)).statusCode).toBe(404);
  });

  it('renames with a trimmed non-empty title', async () => {
    const rename = (title: string) => t.app.inject(as(alice, { method: 'POST', url: `/api/conversations/${session}/update`, payload: { title } }));
    expect((await rename('   ')).statusCode).toBe(400);
    expect((await rename('   ')).json().details[0]).toEqual({ field: 'body.title', message: 'Title is empty' });
    const ok = await rename('  Maya — anxiety follow-up  ');
    expect(ok.json().title).toBe('Maya — anxiety follow-up');
  });
});

describe('starting a conversation', () => {
  it('gives tabs opened at once the same empty conversation, and a fresh one once it has messages', async () => {
    const omar = await t.login('omar');
    const open = async () => {
      const res = await t.app.inject(as(omar, { method: 'POST', url: '/api/conversations/new' }));
      expect(res.statusCode).toBe(201);
      return res.json().session_id as string;
    };
    const tabs = await Promise.all([open(), open(), open()]);
    expect(new Set(tabs).size).toBe(1);
    expect((await get(`/api/conversations/recent/${omar.userId}`, omar)).json()).toHaveLength(1);

    t.clock.advance(1000);
    const payload = { user_input: 'Jordan spoke about a hard week.', session_id: tabs[0], message_id: crypto.randomUUID() };
    expect((await t.app.inject(as(omar, { method: 'POST', url: '/api/engine/respond', payload }))).statusCode).toBe(200);
    t.clock.advance(1000);
    const next = await open();
    expect(next).not.toBe(tabs[0]);
    expect(await open()).toBe(next);
    expect((await get(`/api/conversations/recent/${omar.userId}`, omar)).json().map((c: { id: string }) => c.id)).toEqual([next, tabs[0]]);
  });
});

describe('feedback', () => {
  it('takes each kind once per message, needs text for a message, and shows what was given', async () => {
    const messages = (await get(`/api/conversations/${session}/messages`)).json().messages;
    const assistantId = messages.find((m: { role: string }) => m.role === 'assistant').id;
    const give = (feedback_type: string, message = '') =>
      t.app.inject(as(alice, { method: 'POST', url: '/api/feedback', payload: { feedback_type, message, message_id: assistantId } }));
    expect((await give('Positive')).statusCode).toBe(201);
    expect((await give('Positive')).json()).toEqual({ ok: true, already_given: true });
    const empty = await give('Message', '  ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details[0]).toEqual({ field: 'body.message', message: 'Please enter your feedback message' });
    expect((await give('Message', 'Useful follow-up question.')).statusCode).toBe(201);
    const after = (await get(`/api/conversations/${session}/messages`)).json().messages.find((m: { id: string }) => m.id === assistantId);
    expect(after.feedback_given.sort()).toEqual(['Message', 'Positive']);
  });

  it('refuses feedback on a user message', async () => {
    const messages = (await get(`/api/conversations/${session}/messages`)).json().messages;
    const userId = messages.find((m: { role: string }) => m.role === 'user').id;
    const res = await t.app.inject(
      as(alice, { method: 'POST', url: '/api/feedback', payload: { feedback_type: 'Negative', message: '', message_id: userId } }),
    );
    expect(res.statusCode).toBe(404);
  });
});
