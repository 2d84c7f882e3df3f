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

/** Bounds on saved preferences: every /api/auth/me answer carries them, so they stay small. */
export const preferencesLimits = { bytes: 16 * 1024, depth: 4, entries: 200 } as const;

/** Nesting depth and number of keys/items of a JSON value (a scalar is depth 0). */
function jsonShape(value: unknown, depth = 0): { depth: number; entries: number } {
  if (value === null || typeof value !== 'object') return { depth, entries: 0 };
  const children = Array.isArray(value) ? value : Object.values(value);
  let shape = { depth: depth + 1, entries: children.length };
  for (const child of children) {
    const inner = jsonShape(child, depth + 1);
    shape = { depth: Math.max(shape.depth, inner.depth), entries: shape.entries + inner.entries };
    if (shape.depth > preferencesLimits.depth || shape.entries > preferencesLimits.entries) break;
  }
  return shape;
}

/** Preferences as a user may save them (the whole merged object is held to the same bounds). */
export const boundedPreferencesSchema = preferencesSchema.superRefine((value, ctx) => {
  const { depth, entries } = jsonShape(value);
  const bytes = new TextEncoder().encode(JSON.stringify(value)).length;
  const { bytes: maxBytes, depth: maxDepth, entries: maxEntries } = preferencesLimits;
  if (bytes > maxBytes) ctx.addIssue({ code: 'custom', message: `Preferences are too large (limit ${maxBytes / 1024} KB).` });
  else if (depth > maxDepth) ctx.addIssue({ code: 'custom', message: `Preferences are nested too deeply (limit ${maxDepth} levels).` });
  else if (entries > maxEntries) ctx.addIssue({ code: 'custom', message: `Preferences have too many entries (limit ${maxEntries}).` });
});

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
  /**
   * Whether the user's e-mail is confirmed. A registrant confirms with the link mailed at sign-up;
   * until then their practice sends no invitations (staff or portal).
   */
  email_verified: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

export const updateProfileRequestSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(200).optional(),
  preferred_name: z.string().trim().max(200).nullable().optional(),
  preferences: boundedPreferencesSchema.optional(),
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
  /** Sees clients: with the role, whether they can be a client's clinician (see isClinician). */
  is_provider: z.boolean(),
  active: z.boolean(),
  supervisor_id: z.uuid().nullable(),
  created_at: z.iso.datetime(),
});
export const practiceUsersResponseSchema = z.object({ users: z.array(practiceUserSchema) });
export type PracticeUser = z.infer<typeof practiceUserSchema>;
export type PracticeUsersResponse = z.infer<typeof practiceUsersResponseSchema>;
