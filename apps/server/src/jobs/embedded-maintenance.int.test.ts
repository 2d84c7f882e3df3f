import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '@tend/db/client';
import { createTestApp, type TestApp } from '../../test/test-app';
import { testDatabase } from '../../test/test-db';
import { jobEnded } from '../../test/wait';
import { embeddedMaintenanceJob } from './embedded-maintenance.job';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

/** What the catalogue says of a table: the rows the planner believes (analyse) and the pages known all-visible (vacuum). */
const catalogued = async (table: string) => {
  const [row] = await queryRows<{ reltuples: number; relallvisible: number }>(
    t.app.services.db,
    sql`select reltuples, relallvisible from pg_class where relname = ${table}`,
  );
  return { reltuples: Number(row!.reltuples), relallvisible: Number(row!.relallvisible) };
};

describe('maintenance of the embedded database', () => {
  it('vacuums and analyses every table on PGlite, and is not registered on PostgreSQL', async () => {
    const { db, jobs } = t.app.services;
    if ((await testDatabase()).database.kind === 'postgres') {
      // PostgreSQL's own autovacuum does this.
      await expect(jobs.enqueue(embeddedMaintenanceJob, {})).rejects.toThrow('not registered');
      return;
    }
    // A table of its own, so what an earlier file's run did does not count.
    await db.execute(sql`drop table if exists maintenance_probe`);
    await db.execute(sql`create table maintenance_probe (id int primary key, body text)`);
    await db.execute(sql`insert into maintenance_probe select n, repeat('x', 100) from generate_series(1, 2000) n`);
    expect(await catalogued('maintenance_probe')).toEqual({ reltuples: -1, relallvisible: 0 });

    const jobId = await jobs.enqueue(embeddedMaintenanceJob, {});
    expect(await jobEnded(db, jobId)).toBe('done');
    const after = await catalogued('maintenance_probe');
    expect(after.reltuples).toBe(2000);
    expect(after.relallvisible).toBeGreaterThan(0);
    await db.execute(sql`drop table maintenance_probe`);
  });
});
