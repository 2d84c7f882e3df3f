import {
  aiHealthResponseSchema,
  healthResponseSchema,
  versionResponseSchema,
  type AiHealthResponse,
  type HealthResponse,
  type VersionResponse,
} from '@tend/contracts/health.contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { pingDatabase } from './health.repo';
import { readBuildInfo } from './version';

export function registerHealthRoutes(app: FastifyInstance): void {
  const { db, database, env, startedAt } = app.services;
  const build = readBuildInfo(env.GIT_COMMIT);

  route(app, {
    method: 'GET',
    url: '/api/health',
    access: 'public',
    response: healthResponseSchema,
    handler: async ({ reply }): Promise<HealthResponse> => {
      try {
        await pingDatabase(db);
        return { ok: true, database: database.kind };
      } catch {
        reply.status(503);
        return { ok: false, database: database.kind };
      }
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/version',
    access: 'public',
    response: versionResponseSchema,
    handler: async (): Promise<VersionResponse> => ({ ...build, deployed_at: startedAt.toISOString() }),
  });

  // A real probe of the engine, cached for 60 s so polling browsers do not hammer the provider.
  const aiProbeTtlMs = 60_000;
  let cached: { at: number; answer: Promise<AiHealthResponse> } | undefined;
  route(app, {
    method: 'GET',
    url: '/api/health/ai',
    access: 'public',
    response: aiHealthResponseSchema,
    handler: async (): Promise<AiHealthResponse> => {
      const now = app.services.clock().getTime();
      if (!cached || now - cached.at > aiProbeTtlMs) {
        const { engine } = app.services;
        cached = { at: now, answer: engine.probe().then((r) => ({ ok: r.ok, where: engine.where, ...(r.reason ? { reason: r.reason } : {}) })) };
      }
      return cached.answer;
    },
  });
}
