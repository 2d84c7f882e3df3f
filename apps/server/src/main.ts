import { migrateDatabase, openDatabase } from '@tend/db/client';
import { buildApp } from './app';
import { loadEnv } from './env';
import { isDemoAvailable } from './modules/demo/demo-availability';

const env = loadEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
await migrateDatabase(database, env.DATABASE_URL);
const app = await buildApp({ env, database });

// Also queues the recurring sweeps (expired sessions; expired demos in DEMO_MODE).
app.services.jobs.start();
await app.listen({ port: env.PORT, host: env.HOST });
const demo = (await isDemoAvailable(database.db, env.DEMO_MODE)) ? ', demo mode on' : env.DEMO_MODE === 'auto' ? ', demo mode off (a real admin exists)' : '';
app.log.info(`Tend is serving ${env.PUBLIC_URL} on the ${database.kind === 'pglite' ? `embedded database in ${env.DATA_DIR}` : 'PostgreSQL database'}${demo}`);

let stopping = false;
/** Stop accepting, let in-flight requests finish, then close the database. */
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal}: draining requests`);
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
