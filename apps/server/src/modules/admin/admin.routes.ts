import { adminSettingsResponseSchema, aiAssistantSettingsSchema, type AdminSettingsResponse } from '@tend/contracts/admin.contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { practiceRepo } from './admin.repo';

export function registerAdminRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  route(app, {
    method: 'GET',
    url: '/api/admin/settings',
    access: 'admin:settings',
    response: adminSettingsResponseSchema,
    handler: async ({ actor }): Promise<AdminSettingsResponse> => {
      const settings = await practiceRepo(db, actor).settings();
      const stored = aiAssistantSettingsSchema.safeParse(settings.ai_assistant ?? {});
      return { ai_assistant: stored.success ? stored.data : aiAssistantSettingsSchema.parse({}) };
    },
  });
}
