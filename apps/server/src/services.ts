import type { Database, Db } from '@tend/db/client';
import type { AssistantEngine } from './ai/engine';
import type { Env } from './env';
import type { JobRunner } from './jobs/job-runner';
import type { PushService } from './push/push-sender';
import type { NotificationHub } from './realtime/hub';
import type { Mailer } from './mail/mailer';

/** What every module may use; built once in buildApp and reachable as app.services. */
export interface Services {
  db: Db;
  database: Database;
  env: Env;
  clock: () => Date;
  mailer: Mailer;
  startedAt: Date;
  engine: AssistantEngine;
  jobs: JobRunner;
  hub: NotificationHub;
  push: PushService;
  /** Hold every answer strictly to its contract (tests turn this on; see http/response-check). */
  checkResponses: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}
