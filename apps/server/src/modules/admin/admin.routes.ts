import { aiAssistantSettingsSchema, type AdminSettingsResponse } from '@tend/contracts/admin.contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { practices } from '@tend/db/schema/practices';
import { route } from '../../http/route';

export function registerAdminRoutes(app: FastifyInstance): void {
  const { db } = app.services;

  route(app, {
    method: 'GET',
    url: '/api/admin/settings',
    access: 'admin:settings',
    handler: async ({ actor }): Promise<AdminSettingsResponse> => {
      const [practice] = await db.select({ settings: practices.settings }).from(practices).where(eq(practices.id, actor.practiceId));
      const stored = aiAssistantSettingsSchema.safeParse(practice?.settings.ai_assistant ?? {});
      return { ai_assistant: stored.success ? stored.data : aiAssistantSettingsSchema.parse({}) };
    },
  });
}
