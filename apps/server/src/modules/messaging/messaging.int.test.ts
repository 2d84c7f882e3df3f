import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { defaultMessagingPolicyText } from '@tend/contracts/messaging.contract';
import { auditEvents } from '@tend/db/schema/audit';
import { practices } from '@tend/db/schema/practices';
import { as, createTestApp, sessionCookie, type Credentials, type TestApp } from '../../../test/test-app';
import { send } from './messaging.test-support';

let t: TestApp;
let alice: Credentials;
let sam: Credentials;
let samClient: string;
let threadId: string;
let base = '';

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.login('alice');
  sam = await t.login('sam');
  samClient = t.seeded.clientIds.sam!;
  base = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
});
afterAll(() => t.app.close());

const get = (who: Credentials | null, url: string) => t.app.inject(as(who, { method: 'GET', url }));

function connect(creds: Credentials): Promise<{ socket: WebSocket; events: Record<string, unknown>[] }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${base}/ws/notifications/${creds.userId}`, { headers: { cookie: creds.cookie } });
    const events: Record<string, unknown>[] = [];
    socket.on('message', (data) => events.push(JSON.parse((data as Buffer).toString())));
    socket.on('open', () => resolve({ socket, events }));
    socket.on('error', reject);
  });
}

const until = async (check: () => boolean, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('secure messaging between a clinician and their client', () => {
  it('the clinician opens the client’s thread; the client sees it as their own', async () => {
    const opened = await send(t, alice, '/api/messages/threads', { client_id: samClient });
    expect(opened.statusCode).toBe(200);
    threadId = opened.json().id;
    expect(opened.json()).toMatchObject({ kind: 'client', client_id: samClient, name: 'Sam Lee', unread_count: 0 });
    // Opening again answers the same thread.
    expect((await send(t, alice, '/api/messages/threads', { client_id: samClient })).json().id).toBe(threadId);

    const mine = (await get(sam, '/api/client/messages/threads')).json().threads;
    expect(mine).toEqual([expect.objectContaining({ id: threadId, relation: 'own', clinician_name: 'Dr Alice Moreno', unread_count: 0 })]);
  });

  it('a message reaches the client live, in the bell and by an e-mail without its text; a retry with the same key is answered once', async () => {
    const samLive = await connect(sam);
    const aliceLive = await connect(alice);
    const body = 'Hello Sam, your Thursday visit is confirmed.';
    const first = await send(t, alice, `/api/messages/threads/${threadId}/messages`, { body, client_key: 'k-1' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ duplicate: false, message: { body, sender_side: 'practice', sender_name: 'Dr Alice Moreno', read_at: null } });
    const retry = await send(t, alice, `/api/messages/threads/${threadId}/messages`, { body, client_key: 'k-1' });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ duplicate: true, message: { id: first.json().message.id } });

    await until(() => samLive.events.some((e) => e.type === 'secure_message'));
    expect(samLive.events.find((e) => e.type === 'secure_message')).toMatchObject({ thread_id: threadId, message_id: expect.any(String) });
    // The sender's other tabs hear it too.
    await until(() => aliceLive.events.some((e) => e.type === 'secure_message'));
    expect(samLive.events.filter((e) => e.type === 'secure_message')).toHaveLength(1);

    const bell = (await get(sam, '/api/notifications')).json().notifications;
    expect(bell[0]).toMatchObject({ type: 'secure_message', title: 'New secure message', link: `/client/messages?thread=${threadId}` });
    expect(JSON.stringify(bell)).not.toContain('Thursday');

    expect(t.mail).toHaveLength(1);
    expect(t.mail[0]).toMatchObject({ to: t.email('sam'), subject: 'You have a new secure message' });
    expect(t.mail[0]!.text).toContain('/client/messages');
    expect(t.mail[0]!.text).not.toContain('Thursday');
    expect(t.mail[0]!.text).not.toContain('Alice');
    samLive.socket.close();
    aliceLive.socket.close();
  });

  it('unread counts feed clients-with-messages on both sides, and read receipts follow the read mark', async () => {
    expect((await get(sam, '/api/client/clients-with-messages')).json()).toEqual({ clients: [{ id: samClient, name: 'Sam Lee', unread_count: 1 }] });
    expect((await get(alice, '/api/client/clients-with-messages')).json()).toEqual({ clients: [] });

    const read = await get(sam, `/api/client/messages/threads/${threadId}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ viewer_side: 'client', policy_text: defaultMessagingPolicyText, has_more: false });
    expect(read.json().messages).toHaveLength(1);

    t.clock.advance(1000);
    const marked = await t.app.inject(as(sam, { method: 'POST', url: `/api/client/messages/threads/${threadId}/read` }));
    expect(marked.json()).toEqual({ ok: true, last_read_at: t.clock.now.toISOString() });
    expect((await get(sam, '/api/client/clients-with-messages')).json()).toEqual({ clients: [] });
    // The bell's item for the thread is read with it.
    expect((await get(sam, '/api/notifications')).json().unread_count).toBe(0);
    const seen = (await get(alice, `/api/messages/threads/${threadId}`)).json().messages[0];
    expect(seen.read_at).toBe(t.clock.now.toISOString());

    const reply = await send(t, sam, `/api/client/messages/threads/${threadId}/messages`, { body: 'Thanks, see you then.' });
    expect(reply.statusCode).toBe(201);
    expect(reply.json().message).toMatchObject({ sender_side: 'client', read_at: null });
    expect((await get(alice, '/api/client/clients-with-messages')).json()).toEqual({ clients: [{ id: samClient, name: 'Sam Lee', unread_count: 1 }] });
    expect((await get(alice, '/api/messages/threads')).json().threads[0]).toMatchObject({ id: threadId, unread_count: 1 });
    const aliceBell = (await get(alice, '/api/notifications')).json().notifications;
    expect(aliceBell[0]).toMatchObject({ title: 'New secure message', link: `/messages?thread=${threadId}` });
    // No e-mail goes to the practice side.
    expect(t.mail).toHaveLength(1);

    t.clock.advance(1000);
    await t.app.inject(as(alice, { method: 'POST', url: `/api/messages/threads/${threadId}/read` }));
    expect((await get(alice, '/api/client/clients-with-messages')).json()).toEqual({ clients: [] });
    const samView = (await get(sam, `/api/client/messages/threads/${threadId}`)).json().messages;
    expect(samView.at(-1).read_at).toBe(t.clock.now.toISOString());
  });

  it('refuses an empty message and one over 5000 characters', async () => {
    const empty = await send(t, alice, `/api/messages/threads/${threadId}/messages`, { body: '   ' });
    expect(empty.statusCode).toBe(400);
    const long = await send(t, alice, `/api/messages/threads/${threadId}/messages`, { body: 'x'.repeat(5001) });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('5000');
  });

  it('pages back through older messages, newest last', async () => {
    const page = (await get(alice, `/api/messages/threads/${threadId}?limit=1`)).json();
    expect(page.messages.map((m: { body: string }) => m.body)).toEqual(['Thanks, see you then.']);
    expect(page.has_more).toBe(true);
    const older = (await get(alice, `/api/messages/threads/${threadId}?limit=1&before=${encodeURIComponent(page.messages[0].created_at)}`)).json();
    expect(older.messages[0].body).toContain('Hello Sam');
  });

  it('shows the practice’s own policy text once an admin sets it, and the default again once cleared', async () => {
    const dana = await t.login('dana');
    const text = 'Replies within two business days. In a crisis call 988.';
    expect((await get(alice, '/api/practice/messaging-settings')).json()).toEqual({ policy_text: null, effective_policy_text: defaultMessagingPolicyText });
    const put = (who: Credentials, policy_text: string | null) =>
      t.app.inject(as(who, { method: 'PUT', url: '/api/practice/messaging-settings', payload: { policy_text } }));
    expect((await put(alice, text)).statusCode).toBe(403);
    expect((await put(dana, 'x'.repeat(1001))).statusCode).toBe(400);
    expect((await put(dana, text)).json()).toEqual({ policy_text: text, effective_policy_text: text });
    expect((await get(sam, `/api/client/messages/threads/${threadId}`)).json().policy_text).toBe(text);
    // Other settings in the same column are kept.
    const [row] = await t.app.services.db.select({ settings: practices.settings }).from(practices).where(eq(practices.id, t.seeded.practiceIds.harbor));
    expect(row!.settings).toHaveProperty('messaging');
    expect((await put(dana, null)).json()).toEqual({ policy_text: null, effective_policy_text: defaultMessagingPolicyText });
  });

  it('every read of the thread is audited', async () => {
    const reads = await t.app.services.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.recordId, threadId), eq(auditEvents.action, 'read_messages')));
    expect(reads.length).toBeGreaterThanOrEqual(4);
    expect(reads.every((e) => e.outcome === 'success' && e.clientId === samClient)).toBe(true);
  });

  it('a demo client, parent or partner polls clients-with-messages without an error, and finds a sample exchange', async () => {
    for (const character of ['client', 'parent_of_client', 'part_of_couple']) {
      const res = await t.app.inject({ method: 'POST', url: '/api/auth/demo-login', payload: { character_type: character } });
      const demo = { cookie: sessionCookie(res), token: '', userId: '' };
      const poll = await get(demo, '/api/client/clients-with-messages');
      expect(poll.statusCode).toBe(200);
      // The sample portal's clinician wrote last, and it is not read yet.
      expect(poll.json().clients.length).toBeGreaterThan(0);
      const threads = (await get(demo, '/api/client/messages/threads')).json().threads;
      expect(threads.length).toBe(character === 'part_of_couple' ? 2 : 1);
      const first = (await get(demo, `/api/client/messages/threads/${threads.find((th: { kind: string }) => th.kind === 'client').id}`)).json();
      expect(first.messages).toHaveLength(4);
      expect(first.messages.at(-1)).toMatchObject({ sender_side: 'practice' });
    }
  });
});
