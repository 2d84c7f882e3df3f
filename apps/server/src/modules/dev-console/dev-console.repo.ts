import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@tend/db/client';
import { migrationsFolder, queryRows } from '@tend/db/client';
import { jobs } from '@tend/db/schema/jobs';

interface JournalEntry {
  tag: string;
  when: number;
}

/** The migrations this build knows, from drizzle's journal, oldest first. */
function knownMigrations(): JournalEntry[] {
  const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: JournalEntry[] };
  return journal.entries;
}

/** Install-wide machinery for the dev console: migrations and the job queue. Jobs' payloads are never read. */
export function devConsoleRepo(db: Db) {
  return {
    async migrations() {
      const known = knownMigrations();
      // drizzle records each applied migration with its journal `when` as created_at.
      const applied = await queryRows<{ created_at: string | number }>(db, sql`select created_at from drizzle.__drizzle_migrations order by created_at`);
      const appliedAt = new Set(applied.map((row) => Number(row.created_at)));
      const latestWhen = applied.length ? Number(applied.at(-1)!.created_at) : null;
      return {
        applied: applied.length,
        known: known.length,
        latest: known.find((m) => m.when === latestWhen)?.tag ?? null,
        pending: known.filter((m) => !appliedAt.has(m.when)).map((m) => m.tag),
      };
    },

    jobCounts: () =>
      db.select({ kind: jobs.kind, status: jobs.status, count: count() }).from(jobs).groupBy(jobs.kind, jobs.status).orderBy(jobs.kind, jobs.status),

    failedJobs: (limit: number) =>
      db
        .select({ id: jobs.id, kind: jobs.kind, attempts: jobs.attempts, error: jobs.error, createdAt: jobs.createdAt, finishedAt: jobs.finishedAt })
        .from(jobs)
        .where(eq(jobs.status, 'error'))
        .orderBy(desc(jobs.finishedAt), desc(jobs.createdAt))
        .limit(limit),

    /** A job that gave up runs again from its first attempt; null when no such failed job exists. */
    async retry(id: string, now: Date) {
      const [row] = await db
        .update(jobs)
        .set({ status: 'queued', attempts: 0, runAfter: now, leaseUntil: null, finishedAt: null })
        .where(and(eq(jobs.id, id), eq(jobs.status, 'error')))
        .returning({ id: jobs.id });
      return row ?? null;
    },
  };
}
