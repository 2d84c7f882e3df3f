/**
 * Startup and memory of the server process (issue 19 items 3 and 6): the server from its
 * TypeScript through tsx, and compiled (`npm start`), each on a fresh embedded database and on
 * PostgreSQL when BENCH_DATABASE_URL is set; on the embedded database both the first start (the
 * database is created and migrated) and a restart on the same directory. Reports the time from spawn to listening, resident
 * memory (VmRSS) right after start and after 5 s idle, and VmHWM (peak).
 *
 *   npm run bench:start                                          # embedded only
 *   BENCH_DATABASE_URL=postgres://… npm run bench:start          # and PostgreSQL
 *   BENCH_STARTS=3                                               # starts per configuration (median)
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { memoryOf, pause } from './process-memory';
import { startServerProcess, type ServerBuild } from '../apps/server/test/server-process';

const starts = Number(process.env.BENCH_STARTS ?? 3);
const databaseUrl = process.env.BENCH_DATABASE_URL;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** `first`: a new data directory (the embedded database is created and migrated); `restart`: the same directory again. */
async function measure(build: ServerBuild, database: 'embedded' | 'postgres', start: 'first' | 'restart') {
  const runs: { startMs: number; rss: number; idleRss: number; hwm: number }[] = [];
  for (let i = 0; i < starts; i += 1) {
    const { DATABASE_URL: _ignored, ...inherited } = process.env;
    const env: NodeJS.ProcessEnv = { ...inherited, DEMO_MODE: 'off', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tend-start-')) };
    if (database === 'postgres') env.DATABASE_URL = databaseUrl;
    if (start === 'restart') {
      const before = await startServerProcess(env, build);
      before.process.kill('SIGTERM');
      await before.exit;
    }
    const began = performance.now();
    const server = await startServerProcess(env, build);
    const startMs = performance.now() - began;
    const { rss } = memoryOf(server.process.pid!);
    await pause(5000);
    const idle = memoryOf(server.process.pid!);
    runs.push({ startMs, rss, idleRss: idle.rss, hwm: idle.hwm });
    server.process.kill('SIGTERM');
    await server.exit;
  }
  return {
    startMs: median(runs.map((r) => r.startMs)),
    rss: median(runs.map((r) => r.rss)),
    idleRss: median(runs.map((r) => r.idleRss)),
    hwm: median(runs.map((r) => r.hwm)),
  };
}

execFileSync(process.execPath, [path.join(import.meta.dirname, '../scripts/build-server.mjs')], { stdio: 'inherit' });
console.log(`Server start, median of ${starts} (Node ${process.version})\n`);
console.log('| database | start | server | spawn → listening | RSS at listening | RSS after 5 s idle | peak RSS |');
console.log('|---|---|---|---|---|---|---|');
for (const database of databaseUrl ? (['embedded', 'postgres'] as const) : (['embedded'] as const)) {
  for (const start of database === 'embedded' ? (['first', 'restart'] as const) : (['restart'] as const)) {
    for (const build of ['tsx', 'compiled'] as const) {
      const r = await measure(build, database, start);
      console.log(
        `| ${database} | ${start} | ${build} | ${(r.startMs / 1000).toFixed(2)} s | ${r.rss.toFixed(0)} MB | ${r.idleRss.toFixed(0)} MB | ${r.hwm.toFixed(0)} MB |`,
      );
    }
  }
}
