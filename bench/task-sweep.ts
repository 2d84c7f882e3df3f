/**
 * The automatic-task sweep (apps/server/src/modules/tasks/auto-task-sweep.ts) on a practice grown
 * to BENCH_VISITS past visits (13,000: about what the browser tests leave behind), one in ten with
 * a draft note, so the last 30 days hold open "sign the note" tasks. Timed before and after the
 * embedded database's maintenance (vacuum analyze): PGlite runs no autovacuum, so until then its
 * planner has no statistics. Next to it, in the same run, the closing query the sweep used before
 * (every visit's id, resolved or not, matched against the open tasks), inside a rolled-back transaction.
 *
 *   npx tsx bench/task-sweep.ts
 *   BENCH_DATABASE_URL=postgres://… npx tsx bench/task-sweep.ts
 */
import { sql } from 'drizzle-orm';
import { sweepAutomaticTasks } from '../apps/server/src/modules/tasks/auto-task-sweep';
import { startBenchApp } from './bench-app';
import { notesPractice } from './notes-practice';

const visits = Number(process.env.BENCH_VISITS ?? 13_000);
const repeats = 5;

const { database, db, app, suffix, seeded } = await startBenchApp();
const { growTo } = await notesPractice(db, seeded, suffix);
await growTo(visits, { analyze: false });
const now = new Date(Date.now() + 48 * 3_600_000);
const created = await sweepAutomaticTasks(db, now);

/** The closing step as it was: a subquery over every visit. */
const formerClose = () =>
  db
    .transaction(async (tx) => {
      await tx.execute(sql`update tasks set status = 'done', completed_at = now(), updated_at = now()
      where source = 'unsigned_note' and status = 'open' and source_key in (select encounters.id::text from encounters
        where encounters.status <> 'completed' or exists (select 1 from notes where notes.encounter_id = encounters.id and notes.status = 'approved'))`);
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof Error && error.message === 'Rollback')) throw error;
    });

async function p50(run: () => Promise<unknown>): Promise<string> {
  const samples: number[] = [];
  for (let i = 0; i < repeats; i++) {
    const t0 = performance.now();
    await run();
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  return `${samples[Math.floor(samples.length / 2)]!.toFixed(1)} ms`;
}

console.log(`${database.kind}, Node ${process.version}, ${visits} visits, ${created.unsigned_note} open unsigned-note tasks, p50 of ${repeats}`);
console.log(`before maintenance: sweep ${await p50(() => sweepAutomaticTasks(db, now))}, former closing query ${await p50(formerClose)}`);
await db.execute(sql`vacuum (analyze)`);
console.log(`after maintenance:  sweep ${await p50(() => sweepAutomaticTasks(db, now))}, former closing query ${await p50(formerClose)}`);
await app.close();
await database.close();
