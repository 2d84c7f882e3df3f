/**
 * Latency and throughput of an audited read (GET /api/clients/:id: scoped query + one hash-chained
 * audit event under an advisory lock) against an unaudited baseline (GET /api/health), over real HTTP.
 *
 *   npx tsx bench/audited-read.ts                        # embedded PGlite (in memory)
 *   BENCH_DATABASE_URL=postgres://… npx tsx bench/audited-read.ts   # PostgreSQL (an empty database)
 */
import { startBenchApp } from './bench-app';

const requests = Number(process.env.BENCH_REQUESTS ?? 2000);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16);

const { database, app, seeded, credentials } = await startBenchApp();
const base = await app.listen({ port: 0, host: '127.0.0.1' });

const login = await fetch(`${base}/api/auth/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(credentials('alice')),
});
const cookie = login.headers.get('set-cookie')!.split(';')[0]!;

async function run(label: string, url: string) {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests) {
        next += 1;
        const t0 = performance.now();
        const res = await fetch(url, { headers: { cookie } });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`${label}: HTTP ${res.status}`);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]!.toFixed(1);
  console.log(`${label.padEnd(28)} ${String(Math.round(requests / seconds)).padStart(6)} req/s   p50 ${pct(50)} ms   p95 ${pct(95)} ms   p99 ${pct(99)} ms`);
}

console.log(`${database.kind}, ${requests} requests, concurrency ${concurrency}, Node ${process.version}`);
await run('GET /api/health (baseline)', `${base}/api/health`);
await run('GET /api/clients/:id (audited)', `${base}/api/clients/${seeded.clientIds.sam}`);
await app.close();
await database.close();
