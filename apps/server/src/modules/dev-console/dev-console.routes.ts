import { devConsoleSchema, retryJobResponseSchema, type DevConsole, type RetryJobResponse } from '@tend/contracts/dev-console.contract';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../http/errors';
import { maskMessage } from '../../http/log-safety';
import { route } from '../../http/route';
import { readBuildInfo } from '../health/version';
import { devConsoleRepo } from './dev-console.repo';

const failedShown = 50;

/**
 * What the console shows of a failed job's error. A developer is the operator's, not a practice's
 * (ADR 020), so no practice's values may reach the screen (ARCHITECTURE rule 12): a database
 * error's text carries its SQL parameters unquoted, so only its kind is shown; any other message
 * is masked as in the logs.
 */
export function consoleErrorText(message: string): string {
  if (/^Failed query:|\bparams:|\bquery:/i.test(message)) return 'database error (its values are not shown)';
  return maskMessage(message);
}

/** /dev-console: the install's version, migrations, job queue, sockets and provider probes — no PHI; every read and action audited. */
export function registerDevConsoleRoutes(app: FastifyInstance): void {
  const { db, database, env, startedAt, hub, engine, speech } = app.services;
  const build = readBuildInfo(env.GIT_COMMIT);

  route(app, {
    method: 'GET',
    url: '/api/dev/console',
    access: 'dev:console',
    response: devConsoleSchema,
    handler: async ({ audit }): Promise<DevConsole> => {
      const repo = devConsoleRepo(db);
      // The install's machinery, whichever practice it serves: who looked is recorded.
      await audit({ action: 'read_dev_console', recordType: 'dev_console', recordId: null, outcome: 'success' });
      const now = app.services.clock();
      const [migrations, counts, failed, ai] = await Promise.all([
        repo.migrations(),
        repo.jobCounts(),
        repo.failedJobs(failedShown),
        engine.probe(AbortSignal.timeout(5000)).catch((error: unknown) => ({ ok: false, reason: error instanceof Error ? error.name : 'probe failed' })),
      ]);
      return {
        version: {
          commit: build.commit,
          build_timestamp: build.build_timestamp,
          started_at: startedAt.toISOString(),
          node: process.version,
          uptime_seconds: Math.max(0, Math.round((now.getTime() - startedAt.getTime()) / 1000)),
        },
        database: { kind: database.kind, migrations },
        jobs: {
          counts,
          // A job's error can quote what it worked on: values are masked as in the logs.
          failed: failed.map((job) => ({
            id: job.id,
            kind: job.kind,
            attempts: job.attempts,
            error: consoleErrorText(job.error ?? ''),
            created_at: job.createdAt.toISOString(),
            finished_at: job.finishedAt?.toISOString() ?? null,
          })),
        },
        realtime: { pubsub: database.url ? 'postgres' : 'in-process', sockets: hub.connectedSockets },
        providers: {
          ai: { ok: ai.ok, where: engine.where, ...(ai.reason ? { reason: ai.reason } : {}) },
          speech: { kind: speech.kind, ...(await speech.probe()) },
        },
      };
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/dev/jobs/:id/retry',
    access: 'dev:console',
    params: z.object({ id: z.uuid('id must be a job id') }),
    response: retryJobResponseSchema,
    handler: async ({ params, audit }): Promise<RetryJobResponse> => {
      const retried = await devConsoleRepo(db).retry(params.id, app.services.clock());
      if (!retried) {
        await audit({ action: 'job_retry', recordType: 'job', recordId: params.id, outcome: 'not_found' });
        throw notFound('Failed job');
      }
      await audit({ action: 'job_retry', recordType: 'job', recordId: retried.id, outcome: 'success' });
      app.services.jobs.kick();
      return { id: retried.id, status: 'queued' };
    },
  });
}
