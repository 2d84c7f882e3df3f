/**
 * `npm run restore -- FILE`: restores a backup into the configured, empty database (DATABASE_URL,
 * else DATA_DIR), migrates it and verifies the audit chain. Exits 1 when the chain does not verify.
 */
import path from 'node:path';
import { restoreBackup } from '../backup/backups';
import { loadEnv } from '../env';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run restore -- path/to/tend-backup-….(pgdump|tar.gz)   (into the empty DATA_DIR or DATABASE_URL)');
  process.exit(2);
}
const env = loadEnv();
try {
  const summary = await restoreBackup(path.resolve(file), env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { dataDir: env.DATA_DIR });
  console.log(`Restored ${summary.notes} notes and ${summary.auditEvents} audit events; audit chain ${summary.chainIntact ? 'intact' : 'BROKEN'}.`);
  if (!summary.chainIntact) process.exitCode = 1;
} catch (error) {
  console.error(`Restore refused: ${(error as Error).message}`);
  process.exitCode = 1;
}
