import { z } from 'zod';

/**
 * practices.settings.ai_compliance: the practice's business associate agreement with its AI
 * provider. Kept beside, not inside, ai_assistant, whose GET shape the spec fixes.
 */
export const aiComplianceSchema = z.object({
  /** When an admin attested that a BAA covers the configured provider; null when none is. */
  baa_attested_at: z.iso.datetime().nullable().default(null),
  /** Who the agreement is with, as the admin wrote it. */
  baa_provider: z.string().max(200).nullable().default(null),
});
export type AiCompliance = z.infer<typeof aiComplianceSchema>;

export function aiComplianceOf(settings: Record<string, unknown> | null | undefined): AiCompliance {
  const parsed = aiComplianceSchema.safeParse(settings?.ai_compliance ?? {});
  return parsed.success ? parsed.data : aiComplianceSchema.parse({});
}

/** GET /api/admin/ai-compliance: the attestation and the engine it is about (never a key). */
export const aiComplianceResponseSchema = aiComplianceSchema.extend({
  provider: z.enum(['builtin', 'openai', 'anthropic', 'openai-compatible']),
  model: z.string().nullable(),
  /** The built-in engine runs on this server: nothing leaves it, no agreement is needed. */
  baa_required: z.boolean(),
});
export type AiComplianceResponse = z.infer<typeof aiComplianceResponseSchema>;

/** PATCH /api/admin/ai-compliance: attest (the server stamps the time) or withdraw. */
export const updateAiComplianceSchema = z.strictObject({
  attested: z.boolean(),
  baa_provider: z.string().trim().max(200, 'baa_provider is at most 200 characters').nullable().optional(),
});
export type UpdateAiCompliance = z.infer<typeof updateAiComplianceSchema>;
