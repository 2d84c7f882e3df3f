import {
  authResponseSchema,
  demoLoginRequestSchema,
  demoStatusResponseSchema,
  type AuthResponse,
  type DemoStatusResponse,
} from '@tend/contracts/auth.contract';
import { characterTypes } from '@tend/contracts/permissions';
import { errorCodes } from '@tend/contracts/errors';
import type { FastifyInstance } from 'fastify';
import { badRequest, HttpError } from '../../http/errors';
import { enforceRateLimit } from '../../http/rate-limit';
import { route } from '../../http/route';
import { signIn } from '../auth/sign-in';
import { isDemoAvailable } from './demo-availability';
import { createDemoUser } from './demo.repo';
import { canonicalTimeZone } from '@tend/contracts/time-zone';

const demoOffMessage = 'Demo accounts are not offered on this server: demo mode is off, or the server has a real administrator account.';

export function registerDemoRoutes(app: FastifyInstance): void {
  route(app, {
    method: 'GET',
    url: '/api/auth/demo',
    access: 'public',
    response: demoStatusResponseSchema,
    handler: async (): Promise<DemoStatusResponse> => ({ available: await isDemoAvailable(app.services.db, app.services.env.DEMO_MODE) }),
  });

  route(app, {
    method: 'POST',
    url: '/api/auth/demo-login',
    access: 'public',
    response: authResponseSchema,
    handler: async ({ request, reply, now }): Promise<AuthResponse> => {
      if (!(await isDemoAvailable(app.services.db, app.services.env.DEMO_MODE))) throw new HttpError(404, errorCodes.notFound, demoOffMessage);
      const parsed = demoLoginRequestSchema.safeParse(request.body ?? {});
      if (!parsed.success) throw badRequest(`body.character_type: must be one of ${characterTypes.join(', ')}`, { allowed: characterTypes });
      // Each demo sign-in creates a practice: an address may start a few an hour, not thousands.
      const perHour = { limit: app.services.env.DEMO_LOGINS_PER_HOUR, windowMs: 60 * 60_000 };
      await enforceRateLimit(app.services.db, reply, `demo-login:ip:${request.ip}`, perHour, 'demo sign-ins from one address', now);
      const user = await createDemoUser(app.services.db, parsed.data.character_type, now, canonicalTimeZone(parsed.data.time_zone ?? '') ?? 'UTC');
      reply.status(201);
      return signIn(app.services.db, { request, reply, now }, user, 'demo_sign_in');
    },
  });
}
