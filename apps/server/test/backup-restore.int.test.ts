/**
 * Issue 16 item 9: a backup restored into a fresh place has every note and audit event, and its
 * chain verifies — the server's scheduled backup on this run's database (PGlite, or PostgreSQL with
 * pg_dump), and the npm run backup / restore commands on an embedded data directory.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { migrateDatabase, openPglite } from '@tend/db/client';
import { auditEvents } from '@tend/db/schema/audit';
import { notes } from '@tend/db/schema/notes';
import { seedPersonas } from '@tend/db/seed/seed-personas';
import { recordAudit } from '../src/audit/audit';
import { scheduledBackupJob } from '../src/backup/backup.job';
import { lastBackup, restoreBackup } from '../src/backup/backups';
import { admin, withDatabase } from './global-setup';
import { serverDir, tsxBin } from './server-process';
import { as, createTestApp, type TestApp } from './test-app';
import { testDatabase } from './test-db';

const tmp = (prefix: string) => mkdtempSync(path.join(tmpdir(), prefix));

describe('the scheduled backup', () => {
  let t: TestApp;
  const backupDir = tmp('tend-backups-');
  beforeAll(async () => {
    t = await createTestApp({ env: { BACKUP_DIR: backupDir, BACKUP_KEEP: '2' } });
  });
  afterAll(() => t.app.close());

  it('restores into a fresh database with every note and audit event, chain intact', { timeout: 120_000 }, async () => {
    const alice = await t.login('alice');
    // A PHI read, so the newest audit event is one a request wrote.
    expect((await t.app.inject(as(alice, { method: 'GET', url: '/api/notes' }))).statusCode).toBe(200);
    const { db } = t.app.services;
    const [noteCount] = await db.select({ n: count() }).from(notes);
    const [auditCount] = await db.select({ n: count() }).from(auditEvents);

    const { database } = await testDatabase();
    const job = scheduledBackupJob({ BACKUP_DIR: backupDir, BACKUP_EVERY: '24h', BACKUP_KEEP: 2 }, database);
    await t.app.services.jobs.enqueue(job, {});
    // The enqueue may wake the app's own worker first: wait for the backup either way.
    const made = await vi.waitFor(
      async () => {
        await t.app.services.jobs.runUntilIdle();
        const latest = lastBackup(backupDir);
        if (!latest) throw new Error('no backup yet');
        return latest;
      },
      { timeout: 60_000, interval: 200 },
    );
    expect(readdirSync(backupDir)).toContain(made.file);

    const url = inject('testDatabaseUrl');
    let target: { dataDir?: string; databaseUrl?: string } = { dataDir: tmp('tend-restored-') };
    if (url) {
      const name = `tend_restore_${crypto.randomUUID().replace(/-/g, '').slice(0, 10)}`;
      await admin(url, (c) => c.query(`create database "${name}"`));
      target = { databaseUrl: withDatabase(url, name) };
    }
    const summary = await restoreBackup(path.join(backupDir, made.file), target);
    expect(summary.chainIntact).toBe(true);
    expect(summary.notes).toBe(noteCount!.n);
    // Events written after the backup (the job's own run) are not in it; every one before is.
    expect(summary.auditEvents).toBeGreaterThanOrEqual(auditCount!.n);
    expect(summary.notes).toBeGreaterThan(0);

    // A second restore into the same, now full, place is refused rather than merged.
    await expect(restoreBackup(path.join(backupDir, made.file), target)).rejects.toThrow(/not empty|already holds/);
  });
});

describe('npm run backup and npm run restore on the embedded database', () => {
  const cli = (script: string, args: string[], dataDir: string) =>
    spawnSync(tsxBin, [`src/cli/${script}.ts`, ...args], {
      cwd: serverDir,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
      encoding: 'utf8',
      timeout: 120_000,
    });

  it('round-trips a data directory: same notes, same audit events, chain intact', { timeout: 300_000 }, async () => {
    const source = tmp('tend-source-');
    const database = await openPglite(source);
    await migrateDatabase(database);
    await seedPersonas(database.db, { passwordHash: 'not-a-real-hash' });
    for (let i = 0; i < 5; i += 1) {
      await recordAudit(
        database.db,
        { actor: null, ip: 'test', now: new Date() },
        { action: 'read', recordType: 'note', recordId: `n${i}`, outcome: 'success' },
      );
    }
    const [noteCount] = await database.db.select({ n: count() }).from(notes);
    const [auditCount] = await database.db.select({ n: count() }).from(auditEvents);
    await database.close();

    const backupDir = tmp('tend-cli-backups-');
    const backup = cli('backup', ['--dir', backupDir], source);
    expect(backup.stderr.replace(/npm warn.*\n/g, '')).toBe('');
    expect(backup.stdout).toContain('Backed up the embedded database');
    const file = path.join(backupDir, lastBackup(backupDir)!.file);

    const fresh = tmp('tend-fresh-');
    const restored = cli('restore', [file], fresh);
    expect(restored.stdout).toContain(`Restored ${noteCount!.n} notes and ${auditCount!.n} audit events; audit chain intact.`);
    expect(restored.status).toBe(0);
    expect(cli('restore', [file], fresh).stderr).toContain('already holds a database');

    const check = await openPglite(fresh);
    try {
      const [again] = await check.db.select({ n: count() }).from(notes);
      expect(again!.n).toBe(noteCount!.n);
    } finally {
      await check.close();
    }
  });
});
