import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { count, sql } from 'drizzle-orm';
import { migrateDatabase, openPglite, openPostgres, queryRows, type Database } from '@tend/db/client';
import { auditEvents } from '@tend/db/schema/audit';
import { notes } from '@tend/db/schema/notes';
import { verifyAuditChain } from '../audit/audit';

const run = promisify(execFile);

/**
 * The connection as libpq's environment variables: a password on pg_dump's command line would be
 * visible to every user of the machine (ps), and PGDATABASE does not take a URL.
 */
function libpqEnv(url: string): NodeJS.ProcessEnv {
  const u = new URL(url);
  const env: NodeJS.ProcessEnv = { ...process.env, PGHOST: u.hostname, PGPORT: u.port || '5432', PGDATABASE: decodeURIComponent(u.pathname.slice(1)) };
  if (u.username) env.PGUSER = decodeURIComponent(u.username);
  if (u.password) env.PGPASSWORD = decodeURIComponent(u.password);
  const sslmode = u.searchParams.get('sslmode');
  if (sslmode) env.PGSSLMODE = sslmode;
  return env;
}

/** What the last backup wrote: the compliance checks and the operator read it from the directory. */
export interface BackupRecord {
  file: string;
  bytes: number;
  at: string;
  database: Database['kind'];
}

const latestFile = (dir: string) => path.join(dir, 'latest.json');
const stamp = (at: Date) => at.toISOString().replace(/[:.]/g, '-');
const backupPattern = /^tend-backup-.+\.(pgdump|tar\.gz)$/;

/**
 * Writes one backup of `database` into `dir`: PostgreSQL through pg_dump's custom format, the
 * embedded database as PGlite's own dump of its files. Written to a temporary name and renamed,
 * so a backup that is listed is complete. Keeps the newest `keep`.
 */
export async function backupDatabase(database: Database, dir: string, now: Date, keep = 14): Promise<BackupRecord> {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const name = `tend-backup-${stamp(now)}.${database.kind === 'postgres' ? 'pgdump' : 'tar.gz'}`;
  const final = path.join(dir, name);
  const partial = `${final}.partial`;
  if (database.kind === 'postgres') {
    await run('pg_dump', ['--format=custom', '--no-owner', `--file=${partial}`], { env: libpqEnv(database.url!) });
  } else {
    writeFileSync(partial, await database.dumpDataDir!(), { mode: 0o600 });
  }
  renameSync(partial, final);
  const record: BackupRecord = { file: name, bytes: statSync(final).size, at: now.toISOString(), database: database.kind };
  writeFileSync(latestFile(dir), JSON.stringify(record, null, 2));
  pruneBackups(dir, keep);
  return record;
}

function pruneBackups(dir: string, keep: number) {
  const backups = readdirSync(dir)
    .filter((f) => backupPattern.test(f))
    .sort()
    .reverse();
  for (const old of backups.slice(keep)) rmSync(path.join(dir, old), { force: true });
}

export function lastBackup(dir: string): BackupRecord | null {
  try {
    return JSON.parse(readFileSync(latestFile(dir), 'utf8')) as BackupRecord;
  } catch {
    return null;
  }
}

export interface RestoreSummary {
  notes: number;
  auditEvents: number;
  chainIntact: boolean;
}

/**
 * Restores a backup into an empty target: a DATA_DIR without a database, or an empty PostgreSQL
 * database. Then migrates (a backup from an older version catches up) and verifies the audit chain.
 */
export async function restoreBackup(file: string, target: { dataDir?: string; databaseUrl?: string }): Promise<RestoreSummary> {
  if (!existsSync(file)) throw new Error(`No backup at ${file}.`);
  let database: Database;
  if (target.databaseUrl) {
    if (!file.endsWith('.pgdump')) throw new Error('A PostgreSQL database restores from a .pgdump backup (made with DATABASE_URL set).');
    database = await openPostgres(target.databaseUrl, { max: 2 });
    const [existing] = await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from information_schema.tables where table_schema = 'public'`);
    if ((existing?.n ?? 0) > 0) {
      await database.close();
      throw new Error('The target database is not empty; restore into a new, empty database.');
    }
    const env = libpqEnv(target.databaseUrl);
    // pg_restore writes a script to stdout unless told the database; its name alone, the rest from the environment.
    await run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${env.PGDATABASE}`, file], { env });
  } else {
    if (!file.endsWith('.tar.gz')) throw new Error('The embedded database restores from a .tar.gz backup (made without DATABASE_URL).');
    const dataDir = target.dataDir!;
    if (existsSync(path.join(dataDir, 'pgdata')) && readdirSync(path.join(dataDir, 'pgdata')).length > 0) {
      throw new Error(`${dataDir} already holds a database; restore into an empty DATA_DIR.`);
    }
    database = await openPglite(dataDir, { loadDataDir: new Blob([readFileSync(file)]) });
  }
  try {
    await migrateDatabase(database, target.databaseUrl);
    const [noteCount] = await database.db.select({ n: count() }).from(notes);
    const [auditCount] = await database.db.select({ n: count() }).from(auditEvents);
    return { notes: noteCount?.n ?? 0, auditEvents: auditCount?.n ?? 0, chainIntact: (await verifyAuditChain(database.db)).ok };
  } finally {
    await database.close();
  }
}
