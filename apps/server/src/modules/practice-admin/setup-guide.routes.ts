import { setupGuideResponseSchema } from '@tend/contracts/setup-guide.contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { setupSteps } from './setup-guide';

/** /admin/setup-guides: first-run steps from the practice's real state. */
export function registerSetupGuideRoutes(app: FastifyInstance): void {
  const { db, env } = app.services;

  route(app, {
    method: 'GET',
    url: '/api/admin/setup-guide',
    access: 'admin:settings',
    response: setupGuideResponseSchema,
    handler: async ({ actor }) => ({ steps: await setupSteps(db, env, actor.practiceId) }),
  });
}
