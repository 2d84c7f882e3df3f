import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Creates and migrates a new embedded database in a short-lived child process (issue 19 item 6):
 * creating the cluster (initdb) and running the first migrations grow PGlite's WebAssembly memory
 * to ~900 MB, which a process never gives back (a worker thread's is kept too). Done apart, the
 * server opens a database that exists and starts at the footprint of a restart. The child is
 * plain JavaScript, so this works under tsx, from the compiled server, and in tests alike.
 */
const firstRun = `
const [pgdata, migrationsFolder, ...modules] = JSON.parse(process.argv[1]);
(async () => {
  const [{ PGlite }, { pg_trgm }, { drizzle }, { migrate }] = await Promise.all(modules.map((m) => import(m)));
  const client = await PGlite.create(pgdata, { extensions: { pg_trgm } });
  try {
    await migrate(drizzle(client), { migrationsFolder });
  } finally {
    await client.close();
  }
})().catch((error) => {
  console.error(error instanceof Error ? error.stack ?? error.message : String(error));
  process.exit(1);
});
`;

// Resolved here, so the child finds the same packages wherever the process was started.
const require = createRequire(import.meta.url);
const modules = ['@electric-sql/pglite', '@electric-sql/pglite/contrib/pg_trgm', 'drizzle-orm/pglite', 'drizzle-orm/pglite/migrator'].map(
  (m) => pathToFileURL(require.resolve(m)).href,
);

export async function createPgliteDataDir(pgdata: string, migrationsFolder: string): Promise<void> {
  if (existsSync(path.join(pgdata, 'PG_VERSION'))) return;
  const child = spawn(process.execPath, ['-e', firstRun, JSON.stringify([pgdata, migrationsFolder, ...modules])], {
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, NODE_OPTIONS: '' },
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`creating the embedded database in ${pgdata} failed (exit ${code}): ${stderr.trim().slice(-2000)}`);
}
