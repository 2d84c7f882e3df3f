import { z } from 'zod';

/** Spec section 3: AI assistant settings (admin). */
export const aiAssistantSettingsSchema = z.object({
  global_interface_mode: z.enum(['auto', 'sidebar']).default('auto'),
  voice_mode_enabled: z.boolean().default(false),
  mobile_optimization: z.boolean().default(true),
  ai_personality: z.string().max(500).default('warm, concise, clinically precise'),
  allow_client_names_in_prompts: z.boolean().default(false),
});
export type AiAssistantSettings = z.infer<typeof aiAssistantSettingsSchema>;

export const adminSettingsResponseSchema = z.object({ ai_assistant: aiAssistantSettingsSchema });
export type AdminSettingsResponse = z.infer<typeof adminSettingsResponseSchema>;

/** PATCH /api/admin/settings: only the assistant fields sent change; an unknown field is refused. */
export const updateAdminSettingsRequestSchema = z.strictObject({
  ai_assistant: z.strictObject({
    global_interface_mode: z.enum(['auto', 'sidebar']).optional(),
    voice_mode_enabled: z.boolean().optional(),
    mobile_optimization: z.boolean().optional(),
    ai_personality: z.string().trim().min(1, 'ai_personality is required').max(500, 'ai_personality is at most 500 characters').optional(),
    allow_client_names_in_prompts: z.boolean().optional(),
  }),
});
export type UpdateAdminSettingsRequest = z.infer<typeof updateAdminSettingsRequestSchema>;
