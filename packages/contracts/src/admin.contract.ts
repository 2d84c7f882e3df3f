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
