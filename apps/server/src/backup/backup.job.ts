import path from 'node:path';
import { z } from 'zod';
import type { Database } from '@tend/db/client';
import type { Env } from '../env';
import { defineJob } from '../jobs/define-job';
import { backupDatabase } from './backups';

/**
 * The server's own backups, every BACKUP_EVERY into BACKUP_DIR: the way to back up the embedded
 * database while the server runs (it holds the only connection). A failed run is retried by the
 * job runner and shows as the last backup being old.
 */
export function scheduledBackupJob(env: Pick<Env, 'BACKUP_DIR' | 'BACKUP_EVERY' | 'BACKUP_KEEP'>, database: Database) {
  const dir = path.resolve(env.BACKUP_DIR!);
  return defineJob({
    kind: 'scheduled_backup',
    payload: z.object({}),
    every: env.BACKUP_EVERY,
    budgetMs: 30 * 60_000,
    async run(_payload, { clock }) {
      const made = await backupDatabase(database, dir, clock(), env.BACKUP_KEEP);
      return { file: made.file, bytes: made.bytes };
    },
  });
}
