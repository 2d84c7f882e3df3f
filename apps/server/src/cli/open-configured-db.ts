import { migrateDatabase, openDatabase, type Database } from '@tend/db/client';
import { loadEnv, type Env } from '../env';

/** The lock refusals of data-dir-lock.ts: an operator's situation, not a bug, so no stack trace. */
const heldElsewhere = /is in use by process \d+|Could not take the lock/;

/**
 * The database the server would use, migrated: for the command-line tools. The embedded database
 * is one process's at a time, so beside a running server (same DATA_DIR) the tool says so in one
 * line and exits 1.
 */
export async function openConfiguredDatabase(): Promise<{ env: Env; database: Database }> {
  const env = loadEnv();
  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  } catch (error) {
    if (!(error instanceof Error) || !heldElsewhere.test(error.message)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  await migrateDatabase(database, env.DATABASE_URL);
  return { env, database };
}
