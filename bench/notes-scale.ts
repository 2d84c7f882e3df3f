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

const sizes = (process.env.BENCH_SIZES ?? '1000,10000,100000').split(',').map(Number);
const repeats = 20;

const { database, db, app, suffix, seeded, sessionCookie } = await startBenchApp();
const alice = seeded.userIds.alice;
const cookie = await sessionCookie('alice');

// A practice of 20 clinicians, one client each besides Alice's Sam: Alice gets one appointment in 20.
const clinicians = 20;
await db.execute(sql`
  with bench_users as (
    insert into users (practice_id, email, name, role)
    select ${seeded.practiceIds.harbor}::uuid, 'bench-' || g || '-' || ${suffix} || '@harbor.test', 'Bench Clinician ' || g, 'therapist'
    from generate_series(1, ${clinicians - 1}::int) g
    returning id
  )
  insert into clients (practice_id, provider_id, first_name, last_name)
  select ${seeded.practiceIds.harbor}::uuid, id, 'Bench', 'Client' from bench_users`);
const caseloads = await queryRows<{ client_id: string; provider_id: string }>(
  db,
  sql`select id as client_id, provider_id from clients where practice_id = ${seeded.practiceIds.harbor}::uuid and last_name = 'Client' order by id`,
);
const slots = [{ client_id: seeded.clientIds.sam!, provider_id: alice }, ...caseloads];

/** Grows the practice to `total` appointments, each with a note (one in ten left as a draft). */
async function growTo(total: number, current: number) {
  if (total <= current) return;
  await db.execute(sql`
    with slots as (select * from json_to_recordset(${JSON.stringify(slots)}::json) as x(client_id uuid, provider_id uuid)),
    numbered as (select row_number() over () - 1 as i, client_id, provider_id from slots),
    new_encounters as (
      insert into encounters (practice_id, client_id, provider_id, scheduled_start, scheduled_end, status, service_code)
      select ${seeded.practiceIds.harbor}::uuid, n.client_id, n.provider_id, now() - (g || ' hours')::interval, now() - (g || ' hours')::interval + interval '50 minutes', 'completed', '90834'
      from generate_series(${current + 1}::int, ${total}::int) g join numbered n on n.i = g % ${slots.length}::int
      returning id, client_id, provider_id, scheduled_start
    )
    insert into notes (practice_id, client_id, encounter_id, author_id, document_type, note_content, status, signed_at, signed_by, created_at)
    select ${seeded.practiceIds.harbor}::uuid, client_id, id, provider_id, 'soap_note', '## Subjective\nBench note.',
      case when random() < 0.1 then 'draft' else 'approved' end, scheduled_start, provider_id, scheduled_start
    from new_encounters`);
  // As autovacuum would after this many inserts on a server (PGlite has none): fresh statistics and
  // a visibility map, so index-only scans need not visit the table.
  await db.execute(sql`vacuum analyze`);
}

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
let current = 0;
for (const size of sizes) {
  await growTo(size, current);
  current = size;
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
