import { migrateDatabase, openDatabase, type Database } from '@tend/db/client';
import { loadEnv, type Env } from '../env';

/** The database the server would use, migrated: for the command-line tools. */
export async function openConfiguredDatabase(): Promise<{ env: Env; database: Database }> {
  const env = loadEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await migrateDatabase(database, env.DATABASE_URL);
  return { env, database };
}
