import type { Database, Db } from '@tend/db/client';
import type { AssistantEngine } from './ai/engine';
import type { AuditSealer } from './audit/audit-sealer';
import type { Env } from './env';
import type { JobRunner } from './jobs/job-runner';
import type { PushService } from './push/push-sender';
import type { NotificationHub } from './realtime/hub';
import type { Mailer } from './mail/mailer';
import type { VoiceTuning } from './modules/voice/voice-stream';
import type { SpeechProvider } from './speech/speech-provider';
import type { SessionCache } from './auth/session-cache';

/** What every module may use; built once in buildApp and reachable as app.services. */
export interface Services {
  db: Db;
  database: Database;
  env: Env;
  clock: () => Date;
  mailer: Mailer;
  startedAt: Date;
  engine: AssistantEngine;
  /** Voice mode's recognition and synthesis (built-in offline, or an OpenAI-compatible server). */
  speech: SpeechProvider;
  voice: VoiceTuning;
  jobs: JobRunner;
  /** Chains the audit events requests append (tests call `sealPending()` instead of waiting). */
  auditSealer: AuditSealer;
  hub: NotificationHub;
  /** Cookie sessions resolved a moment ago (auth/session-cache.ts). */
  sessionCache: SessionCache;
  push: PushService;
  /** Hold every answer strictly to its contract (tests turn this on; see http/response-check). */
  checkResponses: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}
