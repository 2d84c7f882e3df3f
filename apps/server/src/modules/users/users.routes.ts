import {
  boundedPreferencesSchema,
  practiceUsersResponseSchema,
  triggerOnboardingResponseSchema,
  updateProfileRequestSchema,
  userIdParamsSchema,
  type PracticeUsersResponse,
  type TriggerOnboardingResponse,
} from '@tend/contracts/users.contract';
import { meResponseSchema, type MeResponse } from '@tend/contracts/auth.contract';
import type { FastifyInstance } from 'fastify';
import { notFound, validationError } from '../../http/errors';
import { route } from '../../http/route';
import { ownAccountRepo, practiceUsersRepo } from './users.repo';
import { toUserView } from './user-view';

export function registerUserRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  route(app, {
    method: 'PATCH',
    url: '/api/users/me',
    access: 'self:read',
    body: updateProfileRequestSchema,
    response: meResponseSchema,
    handler: async ({ actor, body, now }): Promise<MeResponse> => {
      const account = ownAccountRepo(db, actor);
      const current = await account.get();
      if (!current) throw notFound('User');
      // Each save merges, so the merged whole is bounded too, not just this request's part.
      const preferences = { ...current.user.preferences, ...body.preferences };
      const bounded = body.preferences ? boundedPreferencesSchema.safeParse(preferences) : undefined;
      if (bounded && !bounded.success) throw validationError('body.preferences', bounded.error);
      await account.update(
        {
          name: body.name ?? current.user.name,
          preferredName: body.preferred_name === undefined ? current.user.preferredName : body.preferred_name,
          preferences,
          timeZone: body.time_zone === undefined ? current.user.timeZone : body.time_zone,
        },
        now,
      );
      const updated = (await account.get())!;
      return { user: toUserView(updated.user, updated.practice, actor) };
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/preferences/:userUuid/trigger-onboarding',
    access: 'self:read',
    params: userIdParamsSchema,
    response: triggerOnboardingResponseSchema,
    handler: async ({ actor, params, now }): Promise<TriggerOnboardingResponse> => {
      // Only one's own onboarding; another user's id looks missing.
      if (params.userUuid !== actor.userId) throw notFound('User');
      const account = ownAccountRepo(db, actor);
      const current = await account.get();
      if (!current) throw notFound('User');
      await account.update({ preferences: { ...current.user.preferences, onboarding_pending: true } }, now);
      return { success: true };
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/users',
    access: 'users:read',
    response: practiceUsersResponseSchema,
    handler: async ({ actor }): Promise<PracticeUsersResponse> => {
      const rows = await practiceUsersRepo(db, actor).list();
      return {
        users: rows.map((u) => ({
          uuid: u.id,
          email: u.email,
          name: u.name,
          role: u.role,
          is_provider: u.isProvider,
          active: u.active,
          supervisor_id: u.supervisorId,
          created_at: u.createdAt.toISOString(),
        })),
      };
    },
  });
}
