/**
 * Resident memory of the server as `npm start` runs it (compiled) on the embedded database
 * holding 1k and 100k notes (issue 19 item 6): idle after start, the most seen under 20 s of
 * reads by 10 concurrent callers (notes list, completion stats, a note, a client), and 5 s after.
 * The database is built and grown in this process first, then closed and handed to the server.
 *
 *   npm run bench:memory
 *   BENCH_SIZES=1000 BENCH_SECONDS=10 npm run bench:memory
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migrateDatabase, openDatabase } from '@tend/db/client';
import { seedPassword } from '@tend/db/seed/personas';
import { seedPersonas } from '@tend/db/seed/seed-personas';
import { hashPassword } from '../apps/server/src/auth/passwords';
import { createSession } from '../apps/server/src/auth/sessions';
import { memoryOf, pause } from './process-memory';
import { startServerProcess } from '../apps/server/test/server-process';
import { notesPractice } from './notes-practice';

const sizes = (process.env.BENCH_SIZES ?? '1000,100000').split(',').map(Number);
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const callers = 10;

/** A data directory holding the personas and a practice grown to `notes` notes; Alice's session cookie. */
async function dataDirWith(notes: number): Promise<{ dataDir: string; cookie: string; clientId: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tend-memory-'));
  const database = await openDatabase({ dataDir });
  await migrateDatabase(database);
  const suffix = crypto.randomUUID().slice(0, 8);
  const seeded = await seedPersonas(database.db, { passwordHash: await hashPassword(seedPassword), suffix });
  const { growTo } = await notesPractice(database.db, seeded, suffix);
  await growTo(notes);
  const { token } = await createSession(database.db, seeded.userIds.alice!, { ip: '127.0.0.1', userAgent: 'bench' }, new Date());
  await database.close();
  return { dataDir, cookie: `tend_session=${token}`, clientId: seeded.clientIds.sam! };
}

execFileSync(process.execPath, [path.join(import.meta.dirname, '../scripts/build-server.mjs')], { stdio: 'inherit' });
console.log(`Compiled server on the embedded database, ${callers} callers for ${seconds} s (Node ${process.version})\n`);
console.log('| notes | RSS after 5 s idle | most RSS under load | RSS 5 s after | peak RSS (VmHWM) | requests |');
console.log('|---|---|---|---|---|---|');
for (const notes of sizes) {
  const { dataDir, cookie, clientId } = await dataDirWith(notes);
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const server = await startServerProcess({ ...inherited, DATA_DIR: dataDir, DEMO_MODE: 'off' }, 'compiled');
  const pid = server.process.pid!;
  await pause(5000);
  const idle = memoryOf(pid).rss;

  const headers = { cookie, origin: server.base };
  const get = async (url: string) => {
    const res = await fetch(`${server.base}${url}`, { headers });
    if (res.status !== 200) throw new Error(`${url}: ${res.status}`);
    return res.json() as Promise<unknown>;
  };
  const list = (await get('/api/notes?limit=50')) as { notes: { id: string }[] };
  const noteIds = list.notes.map((n) => n.id);
  let requests = 0;
  let most = idle;
  const sampler = setInterval(() => (most = Math.max(most, memoryOf(pid).rss)), 250);
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: callers }, async (_, caller) => {
      for (let i = caller; Date.now() < until; i += 1) {
        await get('/api/notes?limit=50');
        await get('/api/notes/completion-stats');
        await get(`/api/notes/${noteIds[i % noteIds.length]}`);
        await get(`/api/clients/${clientId}`);
        requests += 4;
      }
    }),
  );
  clearInterval(sampler);
  await pause(5000);
  const after = memoryOf(pid);
  console.log(
    `| ${notes.toLocaleString('en-US')} | ${idle.toFixed(0)} MB | ${most.toFixed(0)} MB | ${after.rss.toFixed(0)} MB | ${after.hwm.toFixed(0)} MB | ${requests.toLocaleString('en-US')} |`,
  );
  server.process.kill('SIGTERM');
  await server.exit;
}
