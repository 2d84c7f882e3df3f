import {
  updateProfileRequestSchema,
  userIdParamsSchema,
  type PracticeUsersResponse,
  type TriggerOnboardingResponse,
} from '@tend/contracts/users.contract';
import type { MeResponse } from '@tend/contracts/auth.contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '@tend/db/schema/users';
import { notFound } from '../../http/errors';
import { route } from '../../http/route';
import { findUserWithPractice, practiceUsersRepo } from './users.repo';
import { toUserView } from './user-view';

export function registerUserRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  route(app, {
    method: 'PATCH',
    url: '/api/users/me',
    access: 'self:read',
    body: updateProfileRequestSchema,
    handler: async ({ actor, body, now }): Promise<MeResponse> => {
      const current = await findUserWithPractice(db, actor.userId);
      if (!current) throw notFound('User');
      await db
        .update(users)
        .set({
          name: body.name ?? current.user.name,
          preferredName: body.preferred_name === undefined ? current.user.preferredName : body.preferred_name,
          preferences: { ...current.user.preferences, ...body.preferences },
          updatedAt: now,
        })
        .where(eq(users.id, actor.userId));
      const updated = (await findUserWithPractice(db, actor.userId))!;
      return { user: toUserView(updated.user, updated.practiceName, actor) };
    },
  });

  route(app, {
    method: 'POST',
    url: '/api/preferences/:userUuid/trigger-onboarding',
    access: 'self:read',
    params: userIdParamsSchema,
    handler: async ({ actor, params, now }): Promise<TriggerOnboardingResponse> => {
      // Only one's own onboarding; another user's id looks missing.
      if (params.userUuid !== actor.userId) throw notFound('User');
      const current = await findUserWithPractice(db, actor.userId);
      if (!current) throw notFound('User');
      await db
        .update(users)
        .set({ preferences: { ...current.user.preferences, onboarding_pending: true }, updatedAt: now })
        .where(eq(users.id, actor.userId));
      return { success: true };
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/users',
    access: 'users:read',
    handler: async ({ actor }): Promise<PracticeUsersResponse> => {
      const rows = await practiceUsersRepo(db, actor).list();
      return {
        users: rows.map((u) => ({
          uuid: u.id,
          email: u.email,
          name: u.name,
          role: u.role,
          active: u.active,
          supervisor_id: u.supervisorId,
          created_at: u.createdAt.toISOString(),
        })),
      };
    },
  });
}
