/**
 * `npm run backup [-- --dir D]`: one backup of the configured database into D (default
 * BACKUP_DIR, else DATA_DIR/backups). With the embedded database, run it while the server is
 * stopped, or let the server make them itself (BACKUP_DIR with BACKUP_EVERY).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { backupDatabase } from '../backup/backups';
import { openConfiguredDatabase } from './open-configured-db';

const { values } = parseArgs({ options: { dir: { type: 'string' } } });
const { env, database } = await openConfiguredDatabase();
try {
  const dir = path.resolve(values.dir ?? env.BACKUP_DIR ?? path.join(env.DATA_DIR, 'backups'));
  const made = await backupDatabase(database, dir, new Date(), env.BACKUP_KEEP);
  console.log(`Backed up the ${database.kind === 'postgres' ? 'PostgreSQL' : 'embedded'} database to ${path.join(dir, made.file)} (${made.bytes} bytes).`);
} finally {
  await database.close();
}
