/**
 * The load benchmark's practice: N therapists in the persona practice (Harbor), each with a
 * caseload of weekly clients, working hours Monday to Friday, visits from four weeks back to next
 * week (the past ones held, most with a signed note, a few with a draft or none), a signed-in
 * session and an assistant conversation. Seeded in SQL, so 50 clinicians take seconds, not 50 sign-ins.
 */
import { sql } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { queryRows, type Db } from '@tend/db/client';
import { sessionPolicy } from '../apps/server/src/auth/session-policy';
import { createSession } from '../apps/server/src/auth/sessions';
import type { startBenchApp } from './bench-app';
import type { LoadClinician } from './load-calls';

type BenchApp = Awaited<ReturnType<typeof startBenchApp>>;

const clientsEach = 12;
const weeksBack = 4;

/** This week's Monday in the zone, as a date. */
export function mondayIn(zone: string): Temporal.PlainDate {
  const today = Temporal.Now.plainDateISO(zone);
  return today.subtract({ days: today.dayOfWeek - 1 });
}

async function insertCaseloads(db: Db, practice: string, suffix: string, count: number, zone: string, monday: Temporal.PlainDate) {
  await db.execute(sql`
    insert into users (practice_id, email, name, role, is_provider)
    select ${practice}::uuid, 'load-' || g || '-' || ${suffix} || '@harbor.test', 'Load Clinician ' || g, 'therapist', true
    from generate_series(1, ${count}::int) g`);
  const clinicianFilter = sql`u.practice_id = ${practice}::uuid and u.email like ${`load-%-${suffix}@harbor.test`}`;
  await db.execute(sql`
    insert into clients (practice_id, provider_id, first_name, last_name)
    select ${practice}::uuid, u.id, 'Load', 'Client ' || j
    from users u cross join generate_series(0, ${clientsEach - 1}::int) j where ${clinicianFilter}`);
  await db.execute(sql`
    insert into availability_rules (practice_id, provider_id, weekday, start_time, end_time)
    select ${practice}::uuid, u.id, d, '09:00', '17:00' from users u cross join generate_series(1, 5) d where ${clinicianFilter}`);
  // One weekly visit per client: weekday by client, at 9, 11 or 14 o'clock local, from four weeks back to next week.
  await db.execute(sql`
    insert into encounters (practice_id, client_id, provider_id, type_id, service_code, scheduled_start, scheduled_end, status, created_by)
    select ${practice}::uuid, c.id, c.provider_id, t.id, '90834', v.start, v.start + interval '53 minutes',
      case when v.start < now() then 'completed' else 'scheduled' end, c.provider_id
    from (select id, provider_id, (row_number() over (partition by provider_id order by id) - 1)::int as j
          from clients where practice_id = ${practice}::uuid and first_name = 'Load') c
    cross join generate_series(${-weeksBack}::int, 1) w
    cross join lateral (select ((${monday.toString()}::date + 7 * w + c.j % 5) + make_interval(hours => (array[9, 11, 14])[1 + c.j / 5])) at time zone ${zone} as start) v
    left join appointment_types t on t.practice_id = ${practice}::uuid and t.service_code = '90834'`);
  // A note on nine in ten held visits: most signed, one in ten of those a draft.
  await db.execute(sql`
    insert into notes (practice_id, client_id, encounter_id, author_id, document_type, note_content, status, signed_at, signed_by, created_at)
    select e.practice_id, e.client_id, e.id, e.provider_id, 'soap_note', '## Subjective' || chr(10) || 'Load bench note.',
      case when abs(hashtext(e.id::text)) % 10 = 1 then 'draft' else 'approved' end,
      case when abs(hashtext(e.id::text)) % 10 = 1 then null else e.scheduled_end end,
      case when abs(hashtext(e.id::text)) % 10 = 1 then null else e.provider_id end, e.scheduled_end
    from encounters e join clients c on c.id = e.client_id
    where c.practice_id = ${practice}::uuid and c.first_name = 'Load' and e.status = 'completed' and abs(hashtext(e.id::text)) % 10 <> 0`);
  await db.execute(sql`analyze`);
}

/** Seeds the practice and signs every clinician in (a session row each, as sign-in makes); answers what each loop needs. */
export async function seedLoadPractice(bench: BenchApp, count: number): Promise<{ clinicians: LoadClinician[]; zone: string; monday: Temporal.PlainDate }> {
  const { db, app, seeded, suffix } = bench;
  const practice = seeded.practiceIds.harbor!;
  const [{ zone } = { zone: 'UTC' }] = await queryRows<{ zone: string }>(db, sql`select time_zone as zone from practices where id = ${practice}::uuid`);
  const monday = mondayIn(zone);
  await insertCaseloads(db, practice, suffix, count, zone, monday);

  const rows = await queryRows<{ user_id: string; client_id: string; note_ids: string[] }>(
    db,
    sql`select u.id as user_id,
          (select c.id from clients c where c.provider_id = u.id order by c.id limit 1) as client_id,
          array(select n.id from notes n where n.author_id = u.id and n.status = 'approved' order by n.created_at desc limit 5) as note_ids
        from users u where u.practice_id = ${practice}::uuid and u.email like ${`load-%-${suffix}@harbor.test`} order by u.email`,
  );
  return {
    zone,
    monday,
    clinicians: await Promise.all(
      rows.map(async (row) => {
        const { token } = await createSession(db, row.user_id, { ip: '127.0.0.1', userAgent: 'bench-load' }, new Date());
        const cookie = `${sessionPolicy.cookieName}=${token}`;
        const opened = await app.inject({ method: 'POST', url: '/api/conversations/new', headers: { cookie, 'sec-fetch-site': 'same-origin' } });
        if (opened.statusCode !== 201) throw new Error(`conversations/new: HTTP ${opened.statusCode}`);
        return { cookie, clientId: row.client_id, noteIds: row.note_ids, sessionId: opened.json<{ session_id: string }>().session_id };
      }),
    ),
  };
}
