/**
 * Notification delivery latency with 1,000 connected sockets on one server: the time from writing
 * a notification (insert + publish, as the note job does) to the message arriving on its user's socket.
 *
 *   npx tsx bench/notification-latency.ts                      # embedded PGlite, in-process fan-out
 *   BENCH_DATABASE_URL=postgres://… npx tsx bench/notification-latency.ts   # PostgreSQL LISTEN/NOTIFY
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { WebSocket } from 'ws';
import { migrateDatabase, openDatabase } from '@tend/db/client';
import { sessionPolicy } from '../apps/server/src/auth/session-policy';
import { createSession } from '../apps/server/src/auth/sessions';
import { buildApp } from '../apps/server/src/app';
import { loadEnv } from '../apps/server/src/env';
import { notificationsRepo, toNotificationView } from '../apps/server/src/modules/notifications/notifications.repo';
import { practices } from '@tend/db/schema/practices';
import { users } from '@tend/db/schema/users';

const sockets = Number(process.env.BENCH_SOCKETS ?? 1000);
const samples = Number(process.env.BENCH_SAMPLES ?? 500);
const databaseUrl = process.env.BENCH_DATABASE_URL;

const database = await openDatabase({ databaseUrl });
await migrateDatabase(database, databaseUrl);
const env = loadEnv({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tend-bench-')), LOG_LEVEL: 'silent' });
const app = await buildApp({ env, database, logger: false });
const base = (await app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');

// 1,000 users, one socket each, signed in with real sessions (no password hashing needed here).
const [practice] = await database.db.insert(practices).values({ name: 'Bench practice' }).returning();
const people = await database.db
  .insert(users)
  .values(
    Array.from({ length: sockets }, (_, i) => ({
      practiceId: practice!.id,
      email: `bench-${crypto.randomUUID()}-${i}@bench.test`,
      name: `Bench ${i}`,
      role: 'therapist' as const,
    })),
  )
  .returning({ id: users.id });
const waiting = new Map<string, (at: number) => void>();
const connected = await Promise.all(
  people.map(async ({ id }) => {
    const { token } = await createSession(database.db, id, { ip: '127.0.0.1', userAgent: 'bench' }, new Date());
    const socket = new WebSocket(`${base}/ws/notifications/${id}`, { headers: { cookie: `${sessionPolicy.cookieName}=${token}` } });
    socket.on('message', (data) => {
      const event = JSON.parse(String(data)) as { type: string; notification?: { id: string } };
      if (event.type === 'notification') waiting.get(event.notification!.id)?.(performance.now());
    });
    await new Promise((resolve, reject) => {
      socket.on('open', resolve);
      socket.on('error', reject);
    });
    return { id, socket };
  }),
);

const latencies: number[] = [];
for (let i = 0; i < samples; i += 1) {
  const target = connected[Math.floor(Math.random() * connected.length)]!;
  const t0 = performance.now();
  const row = await notificationsRepo(database.db, { userId: target.id }).create(
    { type: 'note_created', title: 'Bench', message: 'Bench', link: null },
    new Date(),
  );
  const arrived = new Promise<number>((resolve) => waiting.set(row.id, resolve));
  await app.services.hub.notifyUser(target.id, { type: 'notification', notification: toNotificationView(row) });
  latencies.push((await arrived) - t0);
  waiting.delete(row.id);
}
latencies.sort((a, b) => a - b);
const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!.toFixed(2);
console.log(`${database.kind}, ${app.services.hub.connectedSockets} sockets connected, ${samples} notifications, Node ${process.version}`);
console.log(`write → socket   p50 ${pct(50)} ms   p99 ${pct(99)} ms   max ${latencies.at(-1)!.toFixed(2)} ms`);
for (const { socket } of connected) socket.close();
await app.close();
await database.close();
