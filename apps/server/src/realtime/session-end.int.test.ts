import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { as, createTestApp, type Credentials, type TestApp } from '../../test/test-app';
import { startServerProcess } from '../../test/server-process';
import { testDatabase } from '../../test/test-db';
import { eq } from 'drizzle-orm';
import { authSessions } from '@tend/db/schema/auth';
import { sessionPolicy } from '../auth/session-policy';
import { sweepExpiredSessions } from '../auth/session-sweep.job';
import { hashToken } from '../auth/tokens';
import { sessionEndedCloseCode } from './hub';

let t: TestApp;
let base = '';
beforeAll(async () => {
  t = await createTestApp();
  base = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
});
afterAll(() => t.app.close());

interface Live {
  socket: WebSocket;
  events: Record<string, unknown>[];
  closed: Promise<{ code: number; reason: string }>;
}

/** A notification socket opened with the cookie, or with the bearer alone. */
function connect(creds: Credentials, by: 'cookie' | 'bearer' = 'cookie'): Promise<Live> {
  const headers = by === 'cookie' ? { cookie: creds.cookie } : { authorization: `Bearer ${creds.token}` };
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${base}/ws/notifications/${creds.userId}`, { headers });
    const events: Record<string, unknown>[] = [];
    const closed = new Promise<{ code: number; reason: string }>((r) => socket.on('close', (code, reason) => r({ code, reason: reason.toString() })));
    socket.on('message', (data) => events.push(JSON.parse((data as Buffer).toString())));
    socket.on('open', () => resolve({ socket, events, closed }));
    socket.on('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    socket.on('error', reject);
  });
}

const within = <T>(promise: Promise<T>, ms = 15_000) =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out waiting')), ms))]);

/** Sends a probe to the user on every instance; an open socket of theirs gets it within moments. */
async function probe(userId: string, live: Live[]): Promise<void> {
  await t.app.services.hub.notifyUser(userId, { type: 'probe' });
  await new Promise((r) => setTimeout(r, 300));
  for (const l of live) expect(l.events.filter((e) => e.type === 'probe')).toHaveLength(l.socket.readyState === WebSocket.OPEN ? 1 : 0);
}

const bearerGet = (creds: Credentials, url: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${creds.token}` } });

describe('logout', () => {
  it('with a bearer alone ends its session: the bearer and the cookie of that session answer 401 afterwards', async () => {
    const alice = await t.login('alice');
    expect((await bearerGet(alice, '/api/auth/me')).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${alice.token}` } });
    expect(out.statusCode).toBe(200);
    expect((await bearerGet(alice, '/api/auth/me')).statusCode).toBe(401);
    expect((await t.app.inject(as(alice, { method: 'GET', url: '/api/auth/me' }))).statusCode).toBe(401);
  });

  it('closes the sockets of the ended session only, and they get no event afterwards', async () => {
    const ending = await t.login('alice');
    const other = await t.login('alice');
    const byCookie = await connect(ending);
    const byBearer = await connect(ending, 'bearer');
    const stays = await connect(other);
    const out = await t.app.inject(as(ending, { method: 'POST', url: '/api/auth/logout' }));
    expect(out.statusCode).toBe(200);
    expect(await within(byCookie.closed)).toEqual({ code: sessionEndedCloseCode, reason: 'session ended' });
    expect(await within(byBearer.closed)).toEqual({ code: sessionEndedCloseCode, reason: 'session ended' });
    await probe(ending.userId, [byCookie, byBearer, stays]);
    expect(stays.socket.readyState).toBe(WebSocket.OPEN);
    expect((await t.app.inject(as(other, { method: 'GET', url: '/api/auth/me' }))).statusCode).toBe(200);
    stays.socket.close();
  });

  it('with a bearer alone closes the sockets of its session', async () => {
    const alice = await t.login('alice');
    const live = await connect(alice);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${alice.token}` } });
    expect((await within(live.closed)).code).toBe(sessionEndedCloseCode);
    await probe(alice.userId, [live]);
  });
});

describe('idle expiry', () => {
  it('the session sweep closes the sockets of a session that went idle, and no other', async () => {
    const idle = await t.login('alice');
    const active = await t.login('alice');
    const idleSocket = await connect(idle);
    const activeSocket = await connect(active);
    const idleHash = hashToken(decodeURIComponent(idle.cookie.split('=')[1]!));
    await t.app.services.db
      .update(authSessions)
      .set({ lastSeenAt: new Date(t.clock.now.getTime() - sessionPolicy.idleMs - 60_000) })
      .where(eq(authSessions.tokenHash, idleHash));
    await t.app.services.jobs.enqueue(sweepExpiredSessions, {});
    await t.app.services.jobs.runUntilIdle();
    expect(await within(idleSocket.closed)).toEqual({ code: sessionEndedCloseCode, reason: 'session ended' });
    await probe(idle.userId, [activeSocket]);
    activeSocket.socket.close();
  });
});

describe('password reset', () => {
  it('closes every socket of the user, and they get no event afterwards', async () => {
    const first = await t.login('ben');
    const second = await t.login('ben');
    const sockets = [await connect(first), await connect(second, 'bearer')];
    const sent = t.mail.length;
    await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: t.email('ben') } });
    // The mail goes out from a job (on PostgreSQL the app's own worker may send it first).
    await vi.waitFor(
      async () => {
        await t.app.services.jobs.runUntilIdle();
        expect(t.mail.length).toBeGreaterThan(sent);
      },
      { timeout: 10_000, interval: 50 },
    );
    const token = /token=([\w-]+)/.exec(t.mail.at(-1)!.text)![1]!;
    const reset = await t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password: 'brand-new-password-1' } });
    expect(reset.statusCode).toBe(200);
    for (const live of sockets) expect((await within(live.closed)).code).toBe(sessionEndedCloseCode);
    await probe(first.userId, sockets);
  });
});

describe('across server processes', () => {
  it('a logout on another server process closes the socket on this one (PostgreSQL LISTEN/NOTIFY)', { timeout: 240_000 }, async (ctx) => {
    const { url } = await testDatabase();
    if (!url) ctx.skip(); // One process on PGlite needs no fan-out.
    const other = await startServerProcess({ ...process.env, DATABASE_URL: url!, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tend-b-')) });
    try {
      const alice = await t.login('alice');
      const live = await connect(alice);
      const out = await fetch(`${other.base}/api/auth/logout`, { method: 'POST', headers: { authorization: `Bearer ${alice.token}` } });
      expect(out.status).toBe(200);
      expect((await within(live.closed, 60_000)).code).toBe(sessionEndedCloseCode);
      await probe(alice.userId, [live]);
    } finally {
      other.process.kill('SIGTERM');
      await other.exit;
    }
  });
});
