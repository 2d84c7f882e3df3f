/**
 * Load as a practice makes it (issue 19): N signed-in clinicians (default 50), one keep-alive
 * connection each, over real HTTP on 127.0.0.1. Three workloads in alternating phases, so each
 * sees the same machine load:
 *   bare     — a plain Fastify route doing one primary-key select of the clinician's client row
 *   audited  — GET /api/clients/:id of that same row (session, scoped query, hash-chained audit event)
 *   mixed    — dashboard open, notes list, a note, the client, a builtin-engine answer, the calendar week
 * Phases run bare, mixed, bare, audited, repeated BENCH_ROUNDS times after a short warm-up.
 * The client runs in a worker thread (load-driver.ts), off the server's event loop.
 *
 *   npm run bench:load                                       # embedded PGlite, in memory
 *   BENCH_DATABASE_URL=postgres://… npm run bench:load       # PostgreSQL (an empty database)
 *   BENCH_CLINICIANS=50 BENCH_SECONDS=10 BENCH_ROUNDS=2 BENCH_WARMUP_SECONDS=2
 *   BENCH_PHASES=bare,audited                                # a round's phases (to profile one call)
 */
import os from 'node:os';
import { Worker } from 'node:worker_threads';
import { startBenchApp } from './bench-app';
import { startBareApp } from './load-bare';
import { loadRanges, type Workload } from './load-calls';
import type { DriverInput, DriverResult } from './load-driver';
import { seedLoadPractice } from './load-practice';
import { addPhase, emptyTotals, phaseLine, printReport } from './load-report';

const clinicianCount = Number(process.env.BENCH_CLINICIANS ?? 50);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);
const order = (process.env.BENCH_PHASES ?? 'bare,mixed,bare,audited').split(',') as Workload[];

/** Runs one phase in a fresh worker; tsx's loader is registered there first, so the worker may be TypeScript. */
function runPhase(input: DriverInput): Promise<DriverResult> {
  const driver = new URL('./load-driver.ts', import.meta.url).href;
  const worker = new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(driver)}); });`, {
    eval: true,
    workerData: input,
  });
  return new Promise((resolve, reject) => {
    worker.once('message', (result: DriverResult) => resolve(result));
    worker.once('error', reject);
    worker.once('exit', (code) => (code === 0 ? undefined : reject(new Error(`load driver exited with ${code}`))));
  });
}

const bench = await startBenchApp({ env: { AI_PROVIDER: 'builtin' } });
const appBase = await bench.app.listen({ port: 0, host: '127.0.0.1' });
const bare = await startBareApp(bench.database);
const seedStarted = performance.now();
const { clinicians, zone, monday } = await seedLoadPractice(bench, clinicianCount);
const ranges = loadRanges(zone, monday);
console.log(
  `${bench.database.kind}, ${clinicians.length} clinicians, ${seconds} s a phase, ${rounds} rounds, Node ${process.version}, ${os.cpus().length} cores, ` +
    `load average ${os.loadavg()[0]!.toFixed(2)} (seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s)`,
);

const phase = (workload: Workload, phaseSeconds: number) =>
  runPhase({ workload, seconds: phaseSeconds, targets: { app: appBase, bare: bare.base }, clinicians, ranges });

for (const workload of new Set(order)) await phase(workload, warmupSeconds);

const totals = { bare: emptyTotals(), audited: emptyTotals(), mixed: emptyTotals() };
for (let round = 1; round <= rounds; round += 1) {
  console.log(`round ${round}`);
  for (const workload of order) {
    const result = await phase(workload, seconds);
    addPhase(totals[workload], result);
    console.log(phaseLine(workload, result));
  }
}

printReport(
  `Load: ${clinicians.length} clinicians, ${bench.database.kind}, ${['bare', 'audited', 'mixed'].map((w) => `${rounds * seconds * order.filter((o) => o === w).length} s ${w}`).join(', ')} (load average at the end ${os.loadavg()[0]!.toFixed(2)})`,
  totals,
);
await bare.close();
await bench.app.close();
await bench.database.close();
