import { z } from 'zod';
import { securitySettingsSchema } from './security-settings.contract';

/** GET /api/admin/security-settings: the practice's rules, the fixed session limits, and who lacks a second factor. */
export const adminSecuritySettingsSchema = z.object({
  require_mfa: z.boolean(),
  remember_device_days: z.int(),
  /** Set by the server, not per practice: shown so the admin knows them. */
  session: z.object({ idle_minutes: z.int(), absolute_hours: z.number() }),
  /** Active staff accounts, and how many of them have no confirmed authenticator app or passkey. */
  active_staff: z.int(),
  staff_without_second_factor: z.int(),
});
export type AdminSecuritySettings = z.infer<typeof adminSecuritySettingsSchema>;

/** PATCH /api/admin/security-settings: only the fields sent change. */
export const updateSecuritySettingsSchema = z.strictObject({
  require_mfa: securitySettingsSchema.shape.require_mfa.unwrap().optional(),
  remember_device_days: securitySettingsSchema.shape.remember_device_days.unwrap().optional(),
});
export type UpdateSecuritySettings = z.infer<typeof updateSecuritySettingsSchema>;
