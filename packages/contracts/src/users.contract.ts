import { z } from 'zod';
import { characterTypes, permissions, roles } from './permissions';
import { timeZoneSchema, timeZoneSources } from './time-zone';

export const roleSchema = z.enum(roles);
export const characterTypeSchema = z.enum(characterTypes);

export const preferencesSchema = z
  .object({
    theme: z.enum(['system', 'light', 'dark']).optional(),
    onboarding_pending: z.boolean().optional(),
    profile_completed: z.boolean().optional(),
  })
  .catchall(z.unknown());
export type Preferences = z.infer<typeof preferencesSchema>;

/** The signed-in user as the web app sees it (spec section 3, "User"). */
export const userSchema = z.object({
  uuid: z.uuid(),
  email: z.string(),
  name: z.string(),
  preferred_name: z.string().nullable(),
  role: roleSchema,
  permissions: z.array(z.enum(permissions)),
  preferences: preferencesSchema,
  demo_mode: z.boolean(),
  character_type: characterTypeSchema.nullable(),
  practice_id: z.uuid(),
  practice_name: z.string(),
  active: z.boolean(),
  is_provider: z.boolean(),
  demo_expires_at: z.iso.datetime().nullable(),
  /** IANA zone of the user's calendar days: their own, else their practice's (see resolveTimeZone). */
  time_zone: z.string(),
  time_zone_source: z.enum(timeZoneSources),
});
export type User = z.infer<typeof userSchema>;

export const updateProfileRequestSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(200).optional(),
  preferred_name: z.string().trim().max(200).nullable().optional(),
  preferences: preferencesSchema.optional(),
  /** The user's own zone; null follows their browser's, else their practice's. */
  time_zone: timeZoneSchema.nullable().optional(),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

export const triggerOnboardingResponseSchema = z.object({ success: z.boolean() });
export type TriggerOnboardingResponse = z.infer<typeof triggerOnboardingResponseSchema>;

export const userIdParamsSchema = z.object({ userUuid: z.uuid() });

/** Admin's view of practice members. */
export const practiceUserSchema = z.object({
  uuid: z.uuid(),
  email: z.string(),
  name: z.string(),
  role: roleSchema,
  active: z.boolean(),
  supervisor_id: z.uuid().nullable(),
  created_at: z.iso.datetime(),
});
export const practiceUsersResponseSchema = z.object({ users: z.array(practiceUserSchema) });
export type PracticeUser = z.infer<typeof practiceUserSchema>;
export type PracticeUsersResponse = z.infer<typeof practiceUsersResponseSchema>;
