/**
 * The client list at 10,000 clients: an admin (who sees the whole practice) and a therapist (her
 * caseload, 1 in 20) searching, filtering and paging through the real route, with p50 and p99 and
 * the plan of the search query. Beside it, the bare baseline: GET /api/health (one `select 1`).
 *
 *   npx tsx bench/client-search.ts                          # embedded PGlite
 *   BENCH_DATABASE_URL=postgres://… npx tsx bench/client-search.ts
 */
import { sql } from 'drizzle-orm';
import { queryRows } from '@tend/db/client';
import { startBenchApp } from './bench-app';

const clientCount = Number(process.env.BENCH_CLIENTS ?? 10_000);
const repeats = Number(process.env.BENCH_REPEATS ?? 200);

const { database, db, app, suffix, seeded, sessionCookie } = await startBenchApp();
const practice = seeded.practiceIds.harbor!;
const admin = await sessionCookie('dana');
const therapist = await sessionCookie('alice');

// 19 more clinicians; clients spread over 20 caseloads (Alice holds 1 in 20), with names, e-mail and phone.
await db.execute(sql`
  insert into users (practice_id, email, name, role)
  select ${practice}::uuid, 'bench-' || g || '-' || ${suffix} || '@harbor.test', 'Bench Clinician ' || g, 'therapist'
  from generate_series(1, 19) g`);
await db.execute(sql`
  with clinicians as (select id, row_number() over (order by id) - 1 as i from users where practice_id = ${practice}::uuid and role = 'therapist' and email like 'bench-%'),
  caseloads as (select ${seeded.userIds.alice}::uuid as id, 19::bigint as i union all select id, i from clinicians)
  insert into clients (practice_id, provider_id, first_name, last_name, preferred_name, email, phone, date_of_birth, status)
  select ${practice}::uuid, c.id,
    (array['Maya','Daniel','Rosa','Ethan','Aisha','Noah','Lena','Omar','Priya','Jonah','Iris','Theo'])[1 + g % 12],
    (array['Thompson','Kim','Delgado','Brooks','Rahman','Okafor','Nguyen','Castellanos','Haddad','Whitaker','Moreno','Zhou','Brandt'])[1 + (g / 12) % 13] || ' ' || g,
    case when g % 7 = 0 then 'Mo' end,
    'client' || g || '@example.test',
    '(555) ' || lpad((g % 1000)::text, 3, '0') || '-' || lpad(g::text, 4, '0'),
    date '1960-01-01' + (g % 20000),
    (array['active','active','active','waitlist','discharged','prospective'])[1 + g % 6]
  from generate_series(1, ${clientCount}::int) g join caseloads c on c.i = g % 20`);
await db.execute(sql`analyze`);

async function time(cookie: string | null, url: string) {
  const samples: number[] = [];
  for (let i = 0; i < repeats; i += 1) {
    const t0 = performance.now();
    const res = await app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(samples.length * q))]!.toFixed(1);
  return `p50 ${at(0.5)} ms  p99 ${at(0.99)} ms`;
}

/** Which scans the admin's search takes (the widest scope: the whole practice). */
async function plan(): Promise<string> {
  const rows = await queryRows<{ 'QUERY PLAN': string }>(
    db,
    sql`explain analyze select * from clients where practice_id = ${practice}::uuid and search_text like '%whitaker 12%'
        order by last_name, first_name, id limit 25`,
  );
  return rows.map((r) => r['QUERY PLAN']).join('\n         ');
}

console.log(`${database.kind}, Node ${process.version}, ${clientCount} clients in one practice, ${repeats} requests per figure (in process, app.inject)`);
const cases: [string, string | null, string][] = [
  ['baseline GET /api/health', null, '/api/health'],
  ['admin: first page by name', admin, '/api/clients?limit=25'],
  ['admin: search "whitaker 12"', admin, '/api/clients?limit=25&search=whitaker%2012'],
  ['admin: search phone digits "555 012-"', admin, '/api/clients?limit=25&search=555%20012-'],
  ['admin: status=waitlist, sort=created desc, page 20', admin, '/api/clients?limit=25&status=waitlist&sort=created&order=desc&offset=475'],
  ['therapist: search "kim"', therapist, '/api/clients?limit=25&search=kim'],
  ['therapist: picker list (limit 500)', therapist, '/api/clients?limit=500'],
];
for (const [label, cookie, url] of cases) console.log(`${label.padEnd(52)} ${await time(cookie, url)}`);
console.log(`search plan: ${await plan()}`);
await app.close();
await database.close();
