import type { AiHealthResponse, HealthResponse, VersionResponse } from '@tend/contracts/health.contract';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { readBuildInfo } from './version';

export function registerHealthRoutes(app: FastifyInstance): void {
  const { db, database, env, startedAt } = app.services;
  const build = readBuildInfo(env.GIT_COMMIT);

  route(app, {
    method: 'GET',
    url: '/api/health',
    access: 'public',
    handler: async ({ reply }): Promise<HealthResponse> => {
      try {
        await db.execute(sql`select 1`);
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
    handler: async (): Promise<VersionResponse> => ({ ...build, deployed_at: startedAt.toISOString() }),
  });

  route(app, {
    method: 'GET',
    url: '/api/health/ai',
    access: 'public',
    // The built-in engine runs inside this process, so it is up whenever the server answers.
    // The LLM engines (issue "AI assistant") replace this with a cached real probe.
    handler: async (): Promise<AiHealthResponse> =>
      env.AI_PROVIDER === 'builtin'
        ? { ok: true, where: 'builtin (offline, on this server)' }
        : { ok: false, where: env.AI_PROVIDER, reason: 'provider not connected yet' },
  });
}
