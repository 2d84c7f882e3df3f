import { demoLoginRequestSchema, type AuthResponse } from '@tend/contracts/auth.contract';
import { characterTypes } from '@tend/contracts/permissions';
import type { FastifyInstance } from 'fastify';
import { badRequest, HttpError } from '../../http/errors';
import { route } from '../../http/route';
import { signIn } from '../auth/sign-in';
import { createDemoUser } from './demo.service';

export function registerDemoRoutes(app: FastifyInstance): void {
  route(app, {
    method: 'POST',
    url: '/api/auth/demo-login',
    access: 'public',
    handler: async ({ request, reply, now }): Promise<AuthResponse> => {
      if (!app.services.env.DEMO_MODE) throw new HttpError(404, 'not_found', 'Demo mode is turned off on this server.');
      const parsed = demoLoginRequestSchema.safeParse(request.body ?? {});
      if (!parsed.success) throw badRequest(`body.character_type: must be one of ${characterTypes.join(', ')}`, { allowed: characterTypes });
      const user = await createDemoUser(app.services.db, parsed.data.character_type, now);
      reply.status(201);
      return signIn(app, request, reply, user, 'demo_sign_in');
    },
  });
}
