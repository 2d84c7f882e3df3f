import {
  adminSettingsResponseSchema,
  aiAssistantSettingsSchema,
  updateAdminSettingsRequestSchema,
  type AiAssistantSettings,
} from '@tend/contracts/admin.contract';
import {
  aiComplianceOf,
  aiComplianceResponseSchema,
  updateAiComplianceSchema,
  type AiCompliance,
  type AiComplianceResponse,
} from '@tend/contracts/ai-compliance.contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../http/route';
import { definedOnly, readPracticeSettings, updatePracticeSetting } from './practice-settings-store';

const assistantOf = (settings: Record<string, unknown>): AiAssistantSettings => {
  const stored = aiAssistantSettingsSchema.safeParse(settings.ai_assistant ?? {});
  return stored.success ? stored.data : aiAssistantSettingsSchema.parse({});
};

/**
 * Changing the assistant settings (GET /api/admin/settings stays in modules/admin, its shape fixed
 * by the spec) and the BAA attestation, kept in its own key (practices.settings.ai_compliance).
 */
export function registerAiSettingsRoutes(app: FastifyInstance): void {
  const { db, env } = app.services;
  const withEngine = (c: AiCompliance): AiComplianceResponse => ({
    ...c,
    provider: env.AI_PROVIDER,
    model: env.AI_MODEL ?? null,
    baa_required: env.AI_PROVIDER !== 'builtin',
  });

  route(app, {
    method: 'PATCH',
    url: '/api/admin/settings',
    access: 'admin:settings',
    body: updateAdminSettingsRequestSchema,
    response: adminSettingsResponseSchema,
    handler: async ({ actor, body, audit }) => {
      const ai_assistant = await db.transaction(async (tx) => {
        const next = await updatePracticeSetting(tx, actor.practiceId, 'ai_assistant', (current) => ({
          ...assistantOf(current),
          ...definedOnly(body.ai_assistant),
        }));
        await audit({ action: 'settings_change', recordType: 'practice_ai_settings', recordId: actor.practiceId, outcome: 'success' }, tx);
        return next;
      });
      return { ai_assistant };
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/admin/ai-compliance',
    access: 'admin:settings',
    response: aiComplianceResponseSchema,
    handler: async ({ actor }) => withEngine(aiComplianceOf(await readPracticeSettings(db, actor.practiceId))),
  });

  route(app, {
    method: 'PATCH',
    url: '/api/admin/ai-compliance',
    access: 'admin:settings',
    body: updateAiComplianceSchema,
    response: aiComplianceResponseSchema,
    handler: async ({ actor, body, now, audit }) => {
      const saved = await db.transaction(async (tx) => {
        const next = await updatePracticeSetting(tx, actor.practiceId, 'ai_compliance', (current): AiCompliance => {
          const before = aiComplianceOf(current);
          const provider = body.baa_provider !== undefined ? body.baa_provider || null : before.baa_provider;
          return body.attested ? { baa_attested_at: now.toISOString(), baa_provider: provider } : { baa_attested_at: null, baa_provider: provider };
        });
        await audit({ action: 'settings_change', recordType: 'practice_ai_compliance', recordId: actor.practiceId, outcome: 'success' }, tx);
        return next;
      });
      return withEngine(saved);
    },
  });
}
