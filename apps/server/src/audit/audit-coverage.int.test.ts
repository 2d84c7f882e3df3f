import { and, asc, eq, gt, max } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { auditEvents } from '@tend/db/schema/audit';
import { encounters } from '@tend/db/schema/encounters';
import { as, createTestApp, sayAs, type Credentials, type TestApp } from '../../test/test-app';
import { notificationsRepo } from '../modules/notifications/notifications.repo';

/** Issue 20 item 8: every read that shows client names, and every refused cross-user attempt, leaves one event. */
let t: TestApp;
let alice: Credentials;
let omar: Credentials;
beforeAll(async () => {
  t = await createTestApp();
  [alice, omar] = await Promise.all([t.login('alice'), t.login('omar')]);
});
afterAll(() => t.app.close());

/** Sends one request and returns its answer and the audit events its caller left while it ran. */
async function withEvents(who: Credentials, options: InjectOptions): Promise<{ res: LightMyRequestResponse; events: (typeof auditEvents.$inferSelect)[] }> {
  const { db } = t.app.services;
  const [last] = await db.select({ seq: max(auditEvents.seq) }).from(auditEvents);
  const res = await t.app.inject(as(who, options));
  const events = await db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.actorId, who.userId), gt(auditEvents.seq, last?.seq ?? 0)))
    .orderBy(asc(auditEvents.seq));
  return { res, events };
}

const idsShown = (rows: { id: string }[]) => rows.map((r) => r.id).join(',') || null;

const form = (fields: Record<string, string>) => ({
  payload: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
});

describe('list reads that show client names leave one event naming the ids shown', () => {
  it('recent clients', async () => {
    const { res, events } = await withEvents(alice, { method: 'GET', url: `/api/clients/recent/${alice.userId}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().length).toBeGreaterThan(0);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ action: 'list_recent', recordType: 'client', recordId: idsShown(res.json()), outcome: 'success' });
  });

  it('recent notes', async () => {
    const { res, events } = await withEvents(alice, { method: 'GET', url: `/api/notes/recent/${alice.userId}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().length).toBeGreaterThan(0);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ action: 'list_recent', recordType: 'note', recordId: idsShown(res.json()), outcome: 'success' });
  });

  it('recent and all conversations, and a search of them', async () => {
    expect((await t.app.inject(as(alice, { method: 'POST', url: '/api/conversations/new' }))).statusCode).toBe(201);
    for (const [url, action] of [
      [`/api/conversations/recent/${alice.userId}`, 'list_recent'],
      [`/api/conversations/all/${alice.userId}`, 'list'],
      [`/api/conversations/all/${alice.userId}?search=calmer`, 'search'],
    ] as const) {
      const { res, events } = await withEvents(alice, { method: 'GET', url });
      expect(res.statusCode).toBe(200);
      if (action !== 'search') expect(res.json().length).toBeGreaterThan(0);
      expect(events, url).toHaveLength(1);
      expect(events[0]).toMatchObject({ action, recordType: 'conversation', recordId: idsShown(res.json()), outcome: 'success' });
    }
  });

  it('notifications', async () => {
    await notificationsRepo(t.app.services.db, alice).create(
      { type: 'note_ready', title: 'Note ready', message: 'A draft is ready.', link: null },
      t.clock.now,
    );
    const { res, events } = await withEvents(alice, { method: 'GET', url: '/api/notifications' });
    expect(res.statusCode).toBe(200);
    expect(res.json().notifications.length).toBeGreaterThan(0);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ action: 'list', recordType: 'notification', recordId: idsShown(res.json().notifications), outcome: 'success' });
  });
});

describe('a refused cross-user attempt leaves one event and answers as before', () => {
  /** Omar (another practice) tries; the answer is unchanged and one event names what he asked for. */
  async function refused(
    options: InjectOptions & { url: string },
    status: number,
    event: { action: string; recordType: string; recordId: string; outcome?: string },
  ) {
    const { res, events } = await withEvents(omar, options);
    const call = `${options.method ?? 'GET'} ${options.url}`;
    expect(res.statusCode, call).toBe(status);
    expect(events, call).toHaveLength(1);
    expect(events[0]).toMatchObject({ outcome: 'not_found', ...event });
    return res;
  }

  it("another user's recent clients, recent notes and conversations", async () => {
    const alices = alice.userId;
    await refused({ method: 'GET', url: `/api/clients/recent/${alices}` }, 404, { action: 'list_recent', recordType: 'client', recordId: alices });
    await refused({ method: 'GET', url: `/api/notes/recent/${alices}` }, 404, { action: 'list_recent', recordType: 'note', recordId: alices });
    await refused({ method: 'GET', url: `/api/conversations/recent/${alices}` }, 404, { action: 'list_recent', recordType: 'conversation', recordId: alices });
    await refused({ method: 'GET', url: `/api/conversations/all/${alices}` }, 404, { action: 'list', recordType: 'conversation', recordId: alices });
  });

  it("another user's vault: save as them, list their folder, edit and delete their entry", async () => {
    const saved = await t.app.inject(
      as(alice, { method: 'POST', url: '/api/vault/save', payload: { user_id: alice.userId, text: 'Try grounding first.', folder: 'Ideas' } }),
    );
    expect(saved.statusCode).toBe(201);
    const { id, folder_id: folderId } = saved.json().entry as { id: string; folder_id: string };
    await refused({ method: 'POST', url: '/api/vault/save', payload: { user_id: alice.userId, text: 'x', folder: 'Ideas' } }, 403, {
      action: 'create',
      recordType: 'vault_entry',
      recordId: alice.userId,
      outcome: 'denied',
    });
    await refused({ method: 'GET', url: `/api/vault/folders/${folderId}/entries` }, 404, { action: 'list', recordType: 'vault_entry', recordId: folderId });
    await refused({ method: 'PATCH', url: `/api/vault/entries/${id}`, payload: { title: 'mine now' } }, 404, {
      action: 'update',
      recordType: 'vault_entry',
      recordId: id,
    });
    await refused({ method: 'DELETE', url: `/api/vault/entries/${id}` }, 404, { action: 'delete', recordType: 'vault_entry', recordId: id });
  });

  it("feedback on another user's assistant message", async () => {
    const session = (await t.app.inject(as(alice, { method: 'POST', url: '/api/conversations/new' }))).json().session_id as string;
    const reply = await sayAs(t, alice, session, 'What is on my calendar today?');
    const messageId = reply.json().assistant_message_id as string;
    expect(messageId).toBeTruthy();
    await refused({ method: 'POST', url: '/api/feedback', payload: { message_id: messageId, feedback_type: 'Positive', message: '' } }, 404, {
      action: 'give_feedback',
      recordType: 'message',
      recordId: messageId,
    });
  });

  it("save_note_db with another's appointment, another's note, or as another user", async () => {
    const [mine] = await t.app.services.db.select().from(encounters).where(eq(encounters.clientId, t.seeded.clientIds.mateo!));
    const [theirs] = await t.app.services.db.select().from(encounters).where(eq(encounters.clientId, t.seeded.clientIds.sam!));
    const fields = { user_id: omar.userId, document_type: 'soap_note', note_content: 'Steady week.', approved: 'false' };
    await refused({ method: 'POST', url: '/api/save_note_db', ...form({ ...fields, encounter_id: theirs!.id }) }, 404, {
      action: 'create',
      recordType: 'appointment',
      recordId: theirs!.id,
    });
    const aliceNote = t.seeded.noteIds.sam!;
    await refused({ method: 'POST', url: '/api/save_note_db', ...form({ ...fields, encounter_id: mine!.id, note_id: aliceNote }) }, 404, {
      action: 'update',
      recordType: 'note',
      recordId: aliceNote,
    });
    await refused({ method: 'POST', url: '/api/save_note_db', ...form({ ...fields, user_id: alice.userId, encounter_id: mine!.id }) }, 403, {
      action: 'create',
      recordType: 'note',
      recordId: alice.userId,
      outcome: 'denied',
    });
    await refused(
      { method: 'POST', url: '/api/check_duplicate_note', ...form({ user_id: omar.userId, encounter_id: theirs!.id, document_type: 'soap_note' }) },
      404,
      {
        action: 'check_duplicate',
        recordType: 'appointment',
        recordId: theirs!.id,
      },
    );
  });

  it("the assistant with another's client or conversation, and a notes list for another's client", async () => {
    const sam = t.seeded.clientIds.sam!;
    const own = (await t.app.inject(as(omar, { method: 'POST', url: '/api/conversations/new' }))).json().session_id as string;
    const message = (session: string, extra: Record<string, unknown> = {}) => ({
      method: 'POST' as const,
      url: '/api/engine/respond',
      payload: { user_input: 'Write the note.', session_id: session, message_id: crypto.randomUUID(), ...extra },
    });
    await refused(message(own, { note_prefs: { write_soap: true, patient_id: sam } }), 404, { action: 'assistant_reply', recordType: 'client', recordId: sam });

    const alicesSession = (await t.app.inject(as(alice, { method: 'POST', url: '/api/conversations/new' }))).json().session_id as string;
    const res = await refused(message(alicesSession), 200, { action: 'assistant_reply', recordType: 'conversation', recordId: alicesSession });
    expect(res.json().action).toBe('create_session');

    const finalize = await refused({ method: 'POST', url: '/api/engine/finalize-session', payload: { session_id: alicesSession } }, 200, {
      action: 'finalize',
      recordType: 'conversation',
      recordId: alicesSession,
    });
    expect(finalize.json()).toEqual({ queued: false, job_id: null });

    const { res: list, events } = await withEvents(omar, { method: 'GET', url: `/api/notes?client_id=${sam}` });
    expect(list.statusCode).toBe(200);
    expect(list.json().notes).toEqual([]);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ action: 'list', recordType: 'note', clientId: sam, outcome: 'not_found' });
  });

  it("opening another user's notification stream", async () => {
    const base = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
    const { db } = t.app.services;
    const [last] = await db.select({ seq: max(auditEvents.seq) }).from(auditEvents);
    const status = await new Promise<number>((resolve, reject) => {
      const socket = new WebSocket(`${base}/ws/notifications/${alice.userId}`, { headers: { cookie: omar.cookie } });
      socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      socket.on('open', () => reject(new Error("opened another user's stream")));
      socket.on('error', reject);
    });
    expect(status).toBe(403);
    const events = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.actorId, omar.userId), gt(auditEvents.seq, last?.seq ?? 0)));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ action: 'subscribe', recordType: 'notification_stream', recordId: alice.userId, outcome: 'denied' });
  });

  it("marking another user's notification read", async () => {
    const theirs = await notificationsRepo(t.app.services.db, alice).create(
      { type: 'note_ready', title: 'Note ready', message: 'A draft is ready.', link: null },
      t.clock.now,
    );
    await refused({ method: 'POST', url: `/api/notifications/${theirs.id}/read` }, 404, {
      action: 'mark_read',
      recordType: 'notification',
      recordId: theirs.id,
    });
  });
});
