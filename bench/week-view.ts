/**
 * The calendar's week view at scale: one practice of 20 clinicians, each with 25 weekly clients
 * whose series span five years (4½ years back, the series horizon ahead: 130,000 visits), seeded
 * in SQL. Then GET /api/appointments for one clinician's current week (25 visits) through the
 * real route — as the clinician, and as the practice admin looking at her — with p50 and p99,
 * beside the bare baseline in the same run (that week's rows by a direct single-table indexed
 * select on the same database handle), and the EXPLAIN ANALYZE plan of the calendar's query.
 *
 *   npm run bench:week-view                       # embedded PGlite
 *   BENCH_DATABASE_URL=postgres://… npm run bench:week-view
 */
import { and, eq, sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { queryRows } from '@tend/db/client';
import { appointmentTypes } from '@tend/db/schema/scheduling';
import { users } from '@tend/db/schema/users';
import { actorFromUser } from '../apps/server/src/auth/actor';
import { appointmentsRepo } from '../apps/server/src/modules/calendar/appointments.repo';
import { SERIES_HORIZON_DAYS } from '../apps/server/src/modules/calendar/series-rule';
import { startBenchApp } from './bench-app';

const clinicians = 20;
const clientsEach = 25;
const weeks = Number(process.env.BENCH_WEEKS ?? 260);
const repeats = Number(process.env.BENCH_REPEATS ?? 500);
const warmup = 50;
const zone = 'America/New_York'; // the persona practice's
/** The longest visit the contract allows (8 hours): a visit overlapping the week starts at most this long before it. */
const maxVisitMs = 8 * 3_600_000;

const { database, db, app, suffix, seeded, sessionCookie } = await startBenchApp();
const practice = seeded.practiceIds.harbor!;
const alice = seeded.userIds.alice!;

// The week on screen: this week, Monday to Monday in the practice's zone; the series start 4½ years of Mondays before it.
const monday = Temporal.Now.plainDateISO(zone).subtract({ days: Temporal.Now.plainDateISO(zone).dayOfWeek - 1 });
const from = new Date(monday.toZonedDateTime(zone).epochMilliseconds);
const to = new Date(monday.add({ weeks: 1 }).toZonedDateTime(zone).epochMilliseconds);
const weeksAhead = Math.min(Math.ceil(SERIES_HORIZON_DAYS / 7), weeks - 1);
const firstMonday = monday.subtract({ weeks: weeks - 1 - weeksAhead });

const seedStarted = performance.now();
// Every practice starts with the default types (createPractice); the series are 53-minute individual therapy.
const [type] = await db
  .select()
  .from(appointmentTypes)
  .where(and(eq(appointmentTypes.practiceId, practice), eq(appointmentTypes.serviceCode, '90834')));
if (!type) throw new Error('the persona practice has no 90834 appointment type');
await db.execute(sql`
  insert into users (practice_id, email, name, role, is_provider)
  select ${practice}::uuid, 'week-' || g || '-' || ${suffix} || '@harbor.test', 'Week Clinician ' || g, 'therapist', true
  from generate_series(1, ${clinicians - 1}::int) g`);
await db.execute(sql`
  insert into clients (practice_id, provider_id, first_name, last_name)
  select ${practice}::uuid, u.id, 'Week', 'Client ' || j
  from users u cross join generate_series(0, ${clientsEach - 1}::int) j
  where u.practice_id = ${practice}::uuid and (u.email like ${`week-%-${suffix}@harbor.test`} or u.id = ${alice}::uuid)`);
// One weekly series per client: five a day, Monday to Friday, at 9, 10, 11, 13 and 14 o'clock local.
await db.execute(sql`
  insert into appointment_series (practice_id, client_id, provider_id, type_id, rule, first_start, time_zone, duration_minutes, generated_until, created_by)
  select ${practice}::uuid, c.id, c.provider_id, ${type.id}::uuid, 'FREQ=WEEKLY',
    (${firstMonday.toString()}::date + (c.j % 5)::int + make_interval(hours => 9 + c.j / 5 + (c.j / 5 >= 3)::int)) at time zone ${zone},
    ${zone}, 53, now() + interval '${sql.raw(String(SERIES_HORIZON_DAYS))} days', c.provider_id
  from (select id, provider_id, (row_number() over (partition by provider_id order by id) - 1)::int as j
        from clients where practice_id = ${practice}::uuid and first_name = 'Week' and last_name like 'Client %') c`);
// Its visits, one row per week at the same wall-clock time; the past ones held, with a few no-shows and late cancellations.
await db.execute(sql`
  insert into encounters (practice_id, client_id, provider_id, type_id, service_code, series_id, recurrence_date, scheduled_start, scheduled_end,
                          status, cancelled_by, status_changed_at, status_changed_by, created_by)
  select s.practice_id, s.client_id, s.provider_id, s.type_id, '90834', s.id, v.local_start::date, v.start, v.start + interval '53 minutes',
    v.status, case when v.status = 'late_cancelled' then 'client' end, case when v.status <> 'scheduled' then v.start + interval '1 hour' end,
    case when v.status <> 'scheduled' then s.provider_id end, s.provider_id
  from appointment_series s cross join generate_series(0, ${weeks - 1}::int) w
  cross join lateral (select (s.first_start at time zone s.time_zone) + make_interval(days => 7 * w) as local_start) l
  cross join lateral (
    select l.local_start, l.local_start at time zone s.time_zone as start,
      case when l.local_start at time zone s.time_zone >= now() then 'scheduled'
           when abs(hashtext(s.id::text || w)) % 100 < 3 then 'no_show'
           when abs(hashtext(s.id::text || w)) % 100 < 6 then 'late_cancelled'
           else 'completed' end as status) v
  where s.practice_id = ${practice}::uuid`);
await db.execute(sql`analyze`);
const [{ total } = { total: 0 }] = await queryRows<{ total: number }>(
  db,
  sql`select count(*)::int as total from encounters where practice_id = ${practice}::uuid`,
);
const seedSeconds = (performance.now() - seedStarted) / 1000;

const therapist = await sessionCookie('alice');
const admin = await sessionCookie('dana');
const week = `from=${from.toISOString()}&to=${to.toISOString()}`;
const clinicianIds = (
  await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.practiceId, practice), eq(users.role, 'therapist')))
).map((u) => u.id);

/** One timed call of each case; the rows it answered, to check every case sees the same week. */
type Case = { label: string; run: () => Promise<number> };
const viaRoute = (cookie: string, url: string) => async () => {
  const res = await app.inject({ method: 'GET', url, headers: { cookie } });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  return res.json<{ appointments: unknown[] }>().appointments.length;
};
/** The bare baseline: her week's rows from the one table, by the route's predicate (start before the end, end after the start). */
const select = (bounded: boolean) => async () =>
  (
    await queryRows(
      db,
      sql`select * from encounters where provider_id = ${alice}::uuid and scheduled_start < ${to.toISOString()}::timestamptz
          and scheduled_end > ${from.toISOString()}::timestamptz
          ${bounded ? sql`and scheduled_start > ${new Date(from.getTime() - maxVisitMs).toISOString()}::timestamptz` : sql``}`,
    )
  ).length;
const cases: Case[] = [
  { label: 'baseline: select of her week from encounters', run: select(false) },
  { label: 'the same, start also bounded below (from − 8 h)', run: select(true) },
  {
    label: 'GET /api/health (no session, no audit)',
    run: async () => ((await app.inject({ method: 'GET', url: '/api/health' })).statusCode === 200 ? 0 : NaN),
  },
  { label: 'therapist: GET /api/appointments, own week', run: viaRoute(therapist, `/api/appointments?${week}`) },
  { label: 'admin: the same clinician’s week', run: viaRoute(admin, `/api/appointments?${week}&provider_ids=${alice}`) },
  { label: `admin: the week of all ${clinicians} clinicians`, run: viaRoute(admin, `/api/appointments?${week}&provider_ids=${clinicianIds.join(',')}`) },
];

// Interleaved, so a busy moment of the machine falls on every case alike.
const samples = cases.map(() => [] as number[]);
const rows = cases.map(() => 0);
for (let i = 0; i < warmup + repeats; i += 1) {
  for (const [k, c] of cases.entries()) {
    const t0 = performance.now();
    rows[k] = await c.run();
    if (i >= warmup) samples[k]!.push(performance.now() - t0);
  }
}
const at = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * q))]!.toFixed(1);

/** The calendar's own query (the repository's, as the route runs it for this caller and these clinicians), analysed. */
async function plan(callerId: string, providerIds: string[]): Promise<string[]> {
  const [caller] = await db.select().from(users).where(eq(users.id, callerId));
  const shown = { from: from.toISOString(), to: to.toISOString(), provider_ids: undefined, include_cancelled: true };
  const query = appointmentsRepo(db, actorFromUser(caller!, null)).range(shown, providerIds);
  return (await queryRows<{ 'QUERY PLAN': string }>(db, sql`explain (analyze, costs off) ${query}`)).map((l) => l['QUERY PLAN']);
}
/** How a plan reads `encounters`, and the time it took. */
const scansOf = (lines: string[]) =>
  lines.filter((l) => /on encounters|Rows Removed|Execution Time/.test(l) && !/Seq Scan on users/.test(l)).map((l) => l.trim().replace(/ \(actual.*\)$/, ''));

console.log(
  `${database.kind}, Node ${process.version}, ${total.toLocaleString('en')} visits in the practice (${clinicians} clinicians × ${clientsEach} weekly clients × ${weeks} weeks), seeded in ${seedSeconds.toFixed(1)} s`,
);
console.log(`week ${from.toISOString()} – ${to.toISOString()}; ${repeats} timed rounds after ${warmup} warm-up, in process (app.inject)`);
for (const [k, c] of cases.entries())
  console.log(`${c.label.padEnd(52)} ${String(rows[k]).padStart(4)} rows   p50 ${at(samples[k]!, 0.5)} ms  p99 ${at(samples[k]!, 0.99)} ms`);
console.log(`calendar query plan (Alice's week):\n${(await plan(alice, [alice])).map((l) => `    ${l}`).join('\n')}`);
console.log(`the admin's week of all ${clinicians} clinicians reads encounters by: ${scansOf(await plan(seeded.userIds.dana!, clinicianIds)).join('; ')}`);
await app.close();
await database.close();
