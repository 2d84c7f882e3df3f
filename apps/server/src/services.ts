import type { Database, Db } from '@tend/db/client';
import type { Env } from './env';
import type { Mailer } from './mail/mailer';

/** What every module may use; built once in buildApp and reachable as app.services. */
export interface Services {
  db: Db;
  database: Database;
  env: Env;
  clock: () => Date;
  mailer: Mailer;
  startedAt: Date;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}
