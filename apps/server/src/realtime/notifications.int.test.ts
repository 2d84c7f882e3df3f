import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { jobs } from '@tend/db/schema/jobs';
import { notes } from '@tend/db/schema/notes';
import { saveGeneratedNote } from '../modules/notes/save-generated-note.job';
import { as, createTestApp, type Credentials, type TestApp } from '../../test/test-app';
import { startServerProcess } from '../../test/server-process';
import { testDatabase } from '../../test/test-db';
import { until } from '../../test/wait';

let t: TestApp;
let alice: Credentials;
let base = '';
beforeAll(async () => {
  t = await createTestApp();
  alice = await t.login('alice');
  base = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
});
afterAll(() => t.app.close());

/** A connected socket collecting every event it receives. */
function connect(url: string, creds: Credentials | null): Promise<{ socket: WebSocket; events: Record<string, unknown>[]; closed: Promise<number> }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { headers: creds ? { cookie: creds.cookie } : {} });
    const events: Record<string, unknown>[] = [];
    const closed = new Promise<number>((r) => socket.on('close', (code) => r(code)));
    socket.on('message', (data) => events.push(JSON.parse((data as Buffer).toString())));
    socket.on('open', () => resolve({ socket, events, closed }));
    socket.on('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    socket.on('error', reject);
  });
}

describe('/ws/notifications/{uuid}', () => {
  it('needs the session, and only the user’s own stream', async () => {
    await expect(connect(`${base}/ws/notifications/${alice.userId}`, null)).rejects.toThrow('HTTP 401');
    const ben = await t.login('ben');
    await expect(connect(`${base}/ws/notifications/${alice.userId}`, ben)).rejects.toThrow('HTTP 403');
    const own = await connect(`${base}/ws/notifications/${alice.userId}`, alice);
    await until(() => own.events.length > 0);
    expect(own.events[0]).toEqual({ type: 'ready', user_id: alice.userId });
    own.socket.close();
  });

  it('a note written in note mode reports generating → processing → saving → complete, then a note_created notification', async () => {
    const live = await connect(`${base}/ws/notifications/${alice.userId}`, alice);
    const session = (await t.app.inject(as(alice, { method: 'POST', url: '/api/conversations/new' }))).json().session_id;
    // A client with no visit and no draft yet: the bell rings once per new draft, not when a visit's draft is updated.
    const jordan = (await t.app.inject(as(alice, { method: 'POST', url: '/api/clients', payload: { first_name: 'Jordan', last_name: 'Bell' } }))).json()
      .id as string;
    const prefs = { note_prefs: { write_soap: true, patient_id: jordan } };
    const say = (text: string) =>
      t.app.inject(
        as(alice, {
          method: 'POST',
          url: '/api/engine/respond',
          payload: { user_input: text, session_id: session, message_id: crypto.randomUUID(), ...prefs },
        }),
      );
    await say('Jordan reported fewer panic attacks. We will continue weekly sessions.');
    await say('yes, soap note');
    await until(() => live.events.some((e) => e.type === 'soap_progress' && e.status === 'complete'));
    const progress = live.events.filter((e) => e.type === 'soap_progress');
    expect(progress.map((e) => e.status)).toEqual(['generating', 'processing', 'saving', 'complete']);
    const complete = progress.at(-1)!;
    expect(complete).toMatchObject({
      session_id: session,
      note_id: expect.any(String),
      note_data: { note_id: complete.note_id, id: complete.note_id, session_id: session },
    });
    expect(complete.content).toContain('Jordan reported fewer panic attacks.');
    await until(() => live.events.some((e) => e.type === 'notification'));
    expect(live.events.find((e) => e.type === 'notification')).toMatchObject({
      notification: { type: 'note_created', read: false, link: `/notes/${complete.note_id as string}` },
    });

    const list = (await t.app.inject(as(alice, { method: 'GET', url: '/api/notifications' }))).json();
    expect(list.unread_count).toBe(1);
    const id = list.notifications[0].id;
    expect((await t.app.inject(as(alice, { method: 'POST', url: `/api/notifications/${id}/read` }))).statusCode).toBe(200);
    expect((await t.app.inject(as(alice, { method: 'GET', url: '/api/notifications' }))).json().unread_count).toBe(0);
    const ben = await t.login('ben');
    expect((await t.app.inject(as(ben, { method: 'POST', url: `/api/notifications/${id}/read` }))).statusCode).toBe(404);
    live.socket.close();
  });
});

describe('a restart during note saving', () => {
  const payload = () => ({
    conversationId: crypto.randomUUID(),
    clientId: t.seeded.clientIds.sam!,
    documentType: 'quick_note',
    content: '## Session note\nSam practised grounding.',
  });

  it('a job left running by a dead worker is picked up again once its lease runs out, and completes', async () => {
    const live = await connect(`${base}/ws/notifications/${alice.userId}`, alice);
    const conversation = (await t.app.inject(as(alice, { method: 'POST', url: '/api/conversations/new' }))).json().session_id;
    const [job] = await t.app.services.db
      .insert(jobs)
      .values({
        kind: saveGeneratedNote.kind,
        userId: alice.userId,
        payload: { ...payload(), conversationId: conversation },
        status: 'running',
        attempts: 1,
        leaseUntil: new Date(t.clock.now.getTime() + 120_000),
        createdAt: t.clock.now,
      })
      .returning();
    await t.app.services.jobs.runUntilIdle();
    expect((await t.app.services.db.select().from(jobs).where(eq(jobs.id, job!.id)))[0]!.status).toBe('running');
    t.clock.advance(121_000);
    await t.app.services.jobs.runUntilIdle();
    const [done] = await t.app.services.db.select().from(jobs).where(eq(jobs.id, job!.id));
    expect(done).toMatchObject({ status: 'done', attempts: 2 });
    expect(await t.app.services.db.select().from(notes).where(eq(notes.conversationId, conversation))).toHaveLength(1);
    await until(() => live.events.some((e) => e.status === 'complete' && e.session_id === conversation));
    live.socket.close();
  });

  it('a job whose attempts are used up ends in error and says so — never stuck', async () => {
    const live = await connect(`${base}/ws/notifications/${alice.userId}`, alice);
    const p = payload();
    const [job] = await t.app.services.db
      .insert(jobs)
      .values({
        kind: saveGeneratedNote.kind,
        userId: alice.userId,
        payload: p,
        status: 'running',
        attempts: 3,
        maxAttempts: 3,
        leaseUntil: new Date(t.clock.now.getTime() - 1000),
        createdAt: t.clock.now,
      })
      .returning();
    await t.app.services.jobs.runUntilIdle();
    expect((await t.app.services.db.select().from(jobs).where(eq(jobs.id, job!.id)))[0]).toMatchObject({ status: 'error' });
    await until(() => live.events.some((e) => e.type === 'soap_progress' && e.status === 'error' && e.session_id === p.conversationId));
    live.socket.close();
  });
});

describe('fan-out across server processes', () => {
  it('a note finished by another server process reaches a socket on this one (PostgreSQL LISTEN/NOTIFY)', { timeout: 240_000 }, async (ctx) => {
    const { url } = await testDatabase();
    if (!url) ctx.skip(); // One process on PGlite needs no fan-out.
    // Server B: the real main.ts in its own process, on the same database.
    const other = await startServerProcess({ ...process.env, DATABASE_URL: url!, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tend-b-')) });
    try {
      const live = await connect(`${base}/ws/notifications/${alice.userId}`, alice);
      const post = (path: string, body?: unknown) =>
        fetch(`${other.base}${path}`, {
          method: 'POST',
          headers: { cookie: alice.cookie, origin: other.base, ...(body ? { 'content-type': 'application/json' } : {}) },
          body: body ? JSON.stringify(body) : undefined,
        });
      const session = ((await (await post('/api/conversations/new')).json()) as { session_id: string }).session_id;
      // A client with no visit and no draft: the bell rings once per new draft.
      const sam = (await t.app.inject(as(alice, { method: 'POST', url: '/api/clients', payload: { first_name: 'Sam', last_name: 'Fanout' } }))).json()
        .id as string;
      const prefs = { note_prefs: { write_soap: true, patient_id: sam } };
      await post('/api/engine/respond', {
        user_input: 'Sam reported calmer mornings. We will continue weekly.',
        session_id: session,
        message_id: crypto.randomUUID(),
        ...prefs,
      });
      await post('/api/engine/respond', { user_input: 'yes, soap note', session_id: session, message_id: crypto.randomUUID(), ...prefs });
      await until(() => live.events.some((e) => e.type === 'soap_progress' && e.status === 'complete' && e.session_id === session), 60_000);
      await until(() => live.events.some((e) => e.type === 'notification'), 60_000);
      live.socket.close();
    } finally {
      other.process.kill('SIGTERM');
      await other.exit;
    }
  });
});
