import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents } from '@tend/db/schema/audit';
import { as, createTestApp, type Credentials, type TestApp } from '../../../test/test-app';
import { aliceClient, couple, guardian, portalUser, send } from './messaging.test-support';

let t: TestApp;
let alice: Credentials;
let samThread: string;
const secret = 'Only Sam and Alice may read this line.';

beforeAll(async () => {
  t = await createTestApp();
  alice = await t.login('alice');
  samThread = (await send(t, alice, '/api/messages/threads', { client_id: t.seeded.clientIds.sam })).json().id;
  await send(t, alice, `/api/messages/threads/${samThread}/messages`, { body: secret });
});
afterAll(() => t.app.close());

const get = (who: Credentials | null, url: string) => t.app.inject(as(who, { method: 'GET', url }));

describe('who may read a thread', () => {
  it('another client cannot read Sam’s thread by id: 404 with nothing of it in the body, and the attempt is audited', async () => {
    const riley = await portalUser(t, 'Riley Stone');
    await aliceClient(t, 'Riley', 'Stone', riley.userId);
    for (const url of [`/api/client/messages/threads/${samThread}`, `/api/client/messages/threads/${samThread}/read`]) {
      const res = await t.app.inject(as(riley, { method: url.endsWith('/read') ? 'POST' : 'GET', url }));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'not_found', message: 'Thread not found.' });
    }
    const post = await send(t, riley, `/api/client/messages/threads/${samThread}/messages`, { body: 'hi' });
    expect(post.statusCode).toBe(404);
    expect(post.body).not.toContain(secret);
    // The clinician's routes are not theirs at all.
    expect((await get(riley, `/api/messages/threads/${samThread}`)).statusCode).toBe(403);
    const denied = await t.app.services.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.actorId, riley.userId), eq(auditEvents.recordId, samThread)));
    expect(denied.map((e) => `${e.action}:${e.outcome}`).sort()).toEqual(['mark_read:not_found', 'read_messages:not_found', 'send_message:not_found']);
    expect(denied.every((e) => e.clientId === null)).toBe(true);
    const threads = (await get(riley, '/api/client/messages/threads')).json().threads;
    expect(threads.map((th: { id: string }) => th.id)).not.toContain(samThread);
    expect((await get(riley, '/api/client/clients-with-messages')).json()).toEqual({ clients: [] });
  });

  it('another therapist and another practice find nothing; the supervisor and the admin read it', async () => {
    for (const persona of ['ben', 'omar'] as const) {
      const other = await t.login(persona);
      const res = await get(other, `/api/messages/threads/${samThread}`);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain(secret);
      expect((await get(other, '/api/messages/threads')).json().threads).toEqual([]);
      expect((await send(t, other, '/api/messages/threads', { client_id: t.seeded.clientIds.sam })).statusCode).toBe(404);
    }
    for (const persona of ['carla', 'dana'] as const) {
      const reader = await t.login(persona);
      expect((await get(reader, `/api/messages/threads/${samThread}`)).json().messages[0].body).toBe(secret);
    }
  });

  it('a couple member sees the couple’s thread and their own, never the other member’s own thread', async () => {
    const kim = await portalUser(t, 'Kim Hale');
    const lee = await portalUser(t, 'Lee Hale');
    const kimClient = await aliceClient(t, 'Kim', 'Hale', kim.userId);
    const leeClient = await aliceClient(t, 'Lee', 'Hale', lee.userId);
    const group = await couple(t, 'Couple: Hale', [kimClient, leeClient]);
    const coupleThread = (await send(t, alice, '/api/messages/threads', { group_id: group })).json();
    expect(coupleThread).toMatchObject({ kind: 'couple', group_id: group, name: 'Couple: Hale' });
    const leeOwn = (await send(t, alice, '/api/messages/threads', { client_id: leeClient })).json().id;
    await send(t, alice, `/api/messages/threads/${leeOwn}/messages`, { body: 'A private word for Lee.' });

    const kimThreads = (await get(kim, '/api/client/messages/threads')).json().threads;
    expect(kimThreads.map((th: { relation: string; name: string }) => `${th.relation}:${th.name}`).sort()).toEqual(['couple:Couple: Hale', 'own:Kim Hale']);
    const peek = await get(kim, `/api/client/messages/threads/${leeOwn}`);
    expect(peek.statusCode).toBe(404);
    expect(peek.body).not.toContain('private word');

    // Kim writes in the couple thread: Lee sees it (same side, so not unread), Alice has one unread from the couple.
    const sent = await send(t, kim, `/api/client/messages/threads/${coupleThread.id}/messages`, { body: 'We would like an earlier time.' });
    expect(sent.statusCode).toBe(201);
    expect((await get(lee, `/api/client/messages/threads/${coupleThread.id}`)).json().messages[0].body).toBe('We would like an earlier time.');
    const counts = (await get(alice, '/api/client/clients-with-messages')).json().clients;
    expect(counts).toEqual([{ id: group, name: 'Couple: Hale', unread_count: 1 }]);
    // Alice replies: both members have it unread; the e-mails go to both, without the text.
    const mailBefore = t.mail.length;
    await send(t, alice, `/api/messages/threads/${coupleThread.id}/messages`, { body: 'Tuesday at 9 works.' });
    // Lee also has Alice's private word unread, in his own thread.
    expect((await get(lee, '/api/client/clients-with-messages')).json().clients).toEqual(
      expect.arrayContaining([
        { id: group, name: 'Couple: Hale', unread_count: 1 },
        { id: leeClient, name: 'Lee Hale', unread_count: 1 },
      ]),
    );
    const mails = t.mail.slice(mailBefore);
    expect(mails).toHaveLength(2);
    expect(mails.every((m) => !m.text.includes('Tuesday'))).toBe(true);
  });

  it('a guardian sees their minor’s thread, and only theirs', async () => {
    const parent = await portalUser(t, 'Pat Young');
    const minor = await aliceClient(t, 'Jamie', 'Young');
    const otherMinor = await aliceClient(t, 'Alex', 'Young');
    await guardian(t, minor, parent.userId);
    const minorThread = (await send(t, alice, '/api/messages/threads', { client_id: minor })).json().id;
    const otherThread = (await send(t, alice, '/api/messages/threads', { client_id: otherMinor })).json().id;
    await send(t, alice, `/api/messages/threads/${minorThread}/messages`, { body: 'Jamie’s next visit is Monday.' });
    const threads = (await get(parent, '/api/client/messages/threads')).json().threads;
    expect(threads).toEqual([expect.objectContaining({ id: minorThread, relation: 'guardian', name: 'Jamie Young', unread_count: 1 })]);
    expect((await get(parent, `/api/client/messages/threads/${otherThread}`)).statusCode).toBe(404);
    expect(t.mail.at(-1)!.subject).toBe('You have a new secure message');
  });
});
