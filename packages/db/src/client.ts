import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import { usePreparedStatements } from './pglite-prepared';
import { createPgliteDataDir } from './pglite-first-run';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** The one database type the app codes against; PGlite and node-postgres both satisfy it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** The PostgreSQL URL, for connections of its own (LISTEN); absent on PGlite. */
  url?: string;
  /** The embedded database's files as a gzipped tar (a consistent copy taken by PGlite itself); absent on PostgreSQL. */
  dumpDataDir?: () => Promise<Buffer>;
  close(): Promise<void>;
}

export const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

/** Rows of a raw `db.execute(sql)`; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- rows of any shape, not only Record<string, unknown>
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export async function openPostgres(url: string, options: { max?: number } = {}): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
  // An idle client that errors (database restart) must not crash the process.
  pool.on('error', () => undefined);
  const db = drizzleNodePg(pool, { schema }) as unknown as Db;
  return { db, kind: 'postgres', url, close: () => pool.end() };
}

/**
 * PostgreSQL's default 128 MB buffer pool is memory the WebAssembly heap holds from the start; the
 * embedded database's files are read through the operating system, whose page cache keeps them
 * warm outside the process. 32 MB cut the idle server by ~70–110 MB at the same throughput
 * (bench/README.md, "Server start and memory").
 */
const pgliteSharedBuffers = '32MB';

/** `dataDir` undefined → in-memory (tests). The embedded database is single-process: the lock keeps a second one out. */
export async function openPglite(dataDir?: string, restore?: { loadDataDir: Blob }): Promise<Database> {
  const unlock = dataDir ? lockDataDir(dataDir) : () => undefined;
  try {
    // pg_trgm backs the client search's trigram index (migration 0010); PostgreSQL ships it in contrib.
    // `restore` starts the directory from a backup made by dumpDataDir (npm run restore).
    const options = { extensions: { pg_trgm }, startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${pgliteSharedBuffers}`], ...restore };
    if (dataDir && !restore) await createPgliteDataDir(path.join(dataDir, 'pgdata'), migrationsFolder);
    const client = dataDir ? await PGlite.create(path.join(dataDir, 'pgdata'), options) : await PGlite.create(options);
    usePreparedStatements(client);
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      dumpDataDir: async () => Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer()),
      close: async () => {
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

/** PostgreSQL when a URL is given, else the embedded database in DATA_DIR. */
export function openDatabase(config: { databaseUrl?: string; dataDir?: string }): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(config.dataDir);
}

const migrationLockId = 727_001;

/** Applies committed migrations. On PostgreSQL an advisory lock keeps concurrent instances from racing. */
export async function migrateDatabase(database: Database, databaseUrl?: string): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder });
    return;
  }
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [migrationLockId]);
    await migrateNodePg(drizzleNodePg(client), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [migrationLockId]).catch(() => undefined);
    await client.end();
  }
}
