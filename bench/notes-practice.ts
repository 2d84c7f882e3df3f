/**
 * The practice `notes-scale.ts` and `server-memory.ts` grow: 20 clinicians, one client each
 * besides Alice's Sam (so Alice holds one appointment in 20), then as many past appointments as
 * asked, each with a note (one in ten left as a draft).
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '@tend/db/client';
import type { SeededPractice } from '@tend/db/seed/seed-personas';

export const clinicians = 20;

export async function notesPractice(db: Db, seeded: SeededPractice, suffix: string) {
  const practice = seeded.practiceIds.harbor!;
  await db.execute(sql`
    with bench_users as (
      insert into users (practice_id, email, name, role)
      select ${practice}::uuid, 'bench-' || g || '-' || ${suffix} || '@harbor.test', 'Bench Clinician ' || g, 'therapist'
      from generate_series(1, ${clinicians - 1}::int) g
      returning id
    )
    insert into clients (practice_id, provider_id, first_name, last_name)
    select ${practice}::uuid, id, 'Bench', 'Client' from bench_users`);
  const caseloads = await queryRows<{ client_id: string; provider_id: string }>(
    db,
    sql`select id as client_id, provider_id from clients where practice_id = ${practice}::uuid and last_name = 'Client' order by id`,
  );
  const slots = [{ client_id: seeded.clientIds.sam!, provider_id: seeded.userIds.alice! }, ...caseloads];
  let current = 0;

  /** Grows the practice to `total` appointments, each with a note; `analyze: false` leaves the statistics as they were. */
  async function growTo(total: number, { analyze = true } = {}) {
    if (total <= current) return;
    await db.execute(sql`
      with slots as (select * from json_to_recordset(${JSON.stringify(slots)}::json) as x(client_id uuid, provider_id uuid)),
      numbered as (select row_number() over () - 1 as i, client_id, provider_id from slots),
      new_encounters as (
        insert into encounters (practice_id, client_id, provider_id, scheduled_start, scheduled_end, status, service_code)
        select ${practice}::uuid, n.client_id, n.provider_id, now() - (g || ' hours')::interval, now() - (g || ' hours')::interval + interval '50 minutes', 'completed', '90834'
        from generate_series(${current + 1}::int, ${total}::int) g join numbered n on n.i = g % ${slots.length}::int
        returning id, client_id, provider_id, scheduled_start
      )
      insert into notes (practice_id, client_id, encounter_id, author_id, document_type, note_content, status, signed_at, signed_by, created_at)
      select ${practice}::uuid, client_id, id, provider_id, 'soap_note', '## Subjective\nBench note.',
        case when random() < 0.1 then 'draft' else 'approved' end, scheduled_start, provider_id, scheduled_start
      from new_encounters`);
    current = total;
    if (!analyze) return;
    // As autovacuum would after this many inserts on a server (PGlite has none): fresh statistics and
    // a visibility map, so index-only scans need not visit the table.
    await db.execute(sql`vacuum analyze`);
  }
  return { growTo };
}
