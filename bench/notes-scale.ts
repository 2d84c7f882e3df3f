/**
 * Completion stats, the notes list and a client's appointments (the note picker) as data grows:
 * a 20-clinician practice with 1k, 10k and 100k notes (and as many past appointments), timed
 * through the real routes for one of them (Alice), with the plans of the completion counts and the list's first page.
 *
 *   npx tsx bench/notes-scale.ts                          # embedded PGlite
 *   BENCH_DATABASE_URL=postgres://… npx tsx bench/notes-scale.ts
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '@tend/db/client';
import { startBenchApp } from './bench-app';
import { clinicians, notesPractice } from './notes-practice';

const sizes = (process.env.BENCH_SIZES ?? '1000,10000,100000').split(',').map(Number);
const repeats = 20;

const { database, db, app, suffix, seeded, sessionCookie } = await startBenchApp();
const alice = seeded.userIds.alice;
const cookie = await sessionCookie('alice');

const { growTo } = await notesPractice(db, seeded, suffix);

async function time(url: string): Promise<{ p50: number; p95: number }> {
  const samples: number[] = [];
  for (let i = 0; i < repeats; i += 1) {
    const t0 = performance.now();
    const res = await app.inject({ method: 'GET', url, headers: { cookie } });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  return { p50: samples[Math.floor(samples.length / 2)]!, p95: samples[Math.floor(samples.length * 0.95)]! };
}

/** Which indexes a query's plan reads, and any sequential scans of the big tables. */
async function scansOf(query: ReturnType<typeof sql>): Promise<string> {
  const rows = await queryRows<{ 'QUERY PLAN': string }>(db, sql`explain ${query}`);
  const text = rows.map((r) => r['QUERY PLAN']).join('\n');
  const scans = [
    ...new Set(
      [...text.matchAll(/(Index Only Scan Backward|Index Only Scan|Index Scan Backward|Index Scan|Bitmap Index Scan|Seq Scan) (?:using (\S+) )?on (\S+)/g)].map(
        (m) => `${m[1]}${m[2] ? ` ${m[2]}` : ''} on ${m[3]}`,
      ),
    ),
  ];
  return scans.join('; ');
}

const harbor = seeded.practiceIds.harbor!;
/** The completion counts as the repository asks them, for a therapist (Alice). */
const completionPlan = () =>
  scansOf(sql`select count(*), count(*) filter (where not exists (select 1 from notes n where n.encounter_id = e.id and n.status = 'approved'))
    from encounters e join clients c on c.id = e.client_id
    where e.provider_id = ${alice}::uuid and c.practice_id = ${harbor}::uuid and c.provider_id = ${alice}::uuid and e.status = 'completed'`);
/** The first page of the notes list as the repository asks it. */
const listPlan = () =>
  scansOf(sql`select n.id from notes n join clients c on c.id = n.client_id left join encounters e on e.id = n.encounter_id
    where c.practice_id = ${harbor}::uuid and c.provider_id = ${alice}::uuid and n.practice_id = ${harbor}::uuid
    order by n.status desc, n.created_at desc, n.id desc limit 50`);

console.log(`${database.kind}, Node ${process.version}, ${repeats} requests per figure, ${clinicians} clinicians (Alice has 1 in ${clinicians} of the notes)`);
for (const size of sizes) {
  await growTo(size);
  const stats = await time('/api/notes/completion-stats');
  const list = await time('/api/notes?limit=50');
  const picker = await time(`/api/clients/${seeded.clientIds.sam}/appointments?limit=100`);
  console.log(
    `${String(size).padStart(6)} notes   completion-stats p50 ${stats.p50.toFixed(1)} ms p95 ${stats.p95.toFixed(1)} ms   notes list p50 ${list.p50.toFixed(1)} ms p95 ${list.p95.toFixed(1)} ms   appointments p50 ${picker.p50.toFixed(1)} ms p95 ${picker.p95.toFixed(1)} ms`,
  );
  console.log(`         completion-counts plan: ${await completionPlan()}`);
  console.log(`         notes-list plan: ${await listPlan()}`);
}
await app.close();
await database.close();
