import { z } from 'zod';

/**
 * practices.settings.security: the practice's sign-in rules. Read with this schema everywhere, so a
 * missing or partial object means the defaults (no MFA requirement, devices remembered 30 days).
 */
export const securitySettingsSchema = z.object({
  /** Every staff member must have a second factor; one without is asked to set it up at sign-in. */
  require_mfa: z.boolean().default(false),
  /** How long "Remember this device" skips the second factor; 0 hides the choice. */
  remember_device_days: z.number().int().min(0).max(90).default(30),
});
export type SecuritySettings = z.infer<typeof securitySettingsSchema>;

/** The settings of a practice's `settings` JSON, defaults filled in; a malformed value counts as the defaults. */
export function securitySettingsOf(settings: Record<string, unknown> | null | undefined): SecuritySettings {
  const parsed = securitySettingsSchema.safeParse(settings?.security ?? {});
  return parsed.success ? parsed.data : securitySettingsSchema.parse({});
}
