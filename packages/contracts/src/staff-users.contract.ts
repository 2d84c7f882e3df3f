import { z } from 'zod';
import { loginResponseSchema, passwordSchema } from './auth.contract';

/**
 * Roles an admin may invite staff as or give them (clients come through the portal invite, demo
 * users never). Not `dev`: a developer sees the whole install's machinery, so only the server's
 * operator makes one, with the users CLI (ADR 020).
 */
export const invitableRoles = ['therapist', 'supervisor', 'admin'] as const;
export const invitableRoleSchema = z.enum(invitableRoles, {
  error: (issue) =>
    issue.input === 'dev'
      ? 'role dev cannot be given here: developer accounts are made by the server’s operator with the users CLI'
      : 'role must be therapist, supervisor or admin',
});

const email = z.email('Enter a valid e-mail address').trim().toLowerCase().max(254);
const name = z.string().trim().min(1, 'Name is required').max(200);
const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label}: at most ${max} characters`)
    .transform((v) => (v === '' ? null : v))
    .nullable();

/** A clinician's identity on claims and letters (stored in provider_billing_profiles). */
export const providerDetailsSchema = z.object({
  npi: z
    .string()
    .trim()
    .regex(/^(\d{10})?$/, 'NPI: 10 digits')
    .transform((v) => (v === '' ? null : v))
    .nullable(),
  credentials: optionalText(40, 'Credentials'),
  license_number: optionalText(40, 'Licence number'),
  license_state: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^([A-Z]{2})?$/, 'Licence state: two letters')
    .transform((v) => (v === '' ? null : v))
    .nullable(),
  /** NUCC provider taxonomy, e.g. 1041C0700X. */
  taxonomy_code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^([0-9A-Z]{9}X)?$/, 'Taxonomy code: 10 characters ending in X')
    .transform((v) => (v === '' ? null : v))
    .nullable(),
});
export type ProviderDetails = z.output<typeof providerDetailsSchema>;

export const staffUserSchema = z.object({
  uuid: z.uuid(),
  email: z.string(),
  name: z.string(),
  role: z.string(),
  is_provider: z.boolean(),
  supervisor_id: z.uuid().nullable(),
  active: z.boolean(),
  last_sign_in_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
  /** Has a confirmed authenticator app or a passkey. */
  mfa_enrolled: z.boolean(),
  provider: providerDetailsSchema,
});
export type StaffUser = z.infer<typeof staffUserSchema>;

export const staffInviteSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  role: invitableRoleSchema,
  is_provider: z.boolean(),
  supervisor_id: z.uuid().nullable(),
  expires_at: z.iso.datetime(),
  sent_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
});
export type StaffInvite = z.infer<typeof staffInviteSchema>;

/** GET /api/admin/users: the members the caller may see; pending invites for admins only. */
export const staffListResponseSchema = z.object({ users: z.array(staffUserSchema), invites: z.array(staffInviteSchema), can_manage: z.boolean() });
export type StaffListResponse = z.infer<typeof staffListResponseSchema>;

export const createStaffInviteRequestSchema = z.strictObject({
  email,
  name,
  role: invitableRoleSchema,
  is_provider: z.boolean().default(false),
  supervisor_id: z.uuid('supervisor_id must be a user id').nullable().default(null),
});
export type CreateStaffInviteRequest = z.input<typeof createStaffInviteRequestSchema>;

export const staffInviteResponseSchema = z.object({ invite: staffInviteSchema });
export type StaffInviteResponse = z.infer<typeof staffInviteResponseSchema>;

/** PATCH /api/admin/users/:id — only the fields sent change. */
export const updateStaffUserRequestSchema = z.strictObject({
  name: name.optional(),
  role: invitableRoleSchema.optional(),
  is_provider: z.boolean().optional(),
  supervisor_id: z.uuid('supervisor_id must be a user id').nullable().optional(),
  provider: providerDetailsSchema.partial().optional(),
});
export type UpdateStaffUserRequest = z.input<typeof updateStaffUserRequestSchema>;

export const staffUserResponseSchema = z.object({ user: staffUserSchema });
export type StaffUserResponse = z.infer<typeof staffUserResponseSchema>;

export const staffUserParamsSchema = z.object({ id: z.uuid('id must be a user id') });
export const staffInviteParamsSchema = z.object({ id: z.uuid('id must be an invite id') });

export const staffInviteTokenParamsSchema = z.object({ token: z.string().min(20, 'The invitation link is incomplete').max(200) });

/** GET /api/auth/staff-invites/:token (public): what the link is for; 404 when unknown, used, withdrawn or expired. */
export const lookupStaffInviteResponseSchema = z.object({
  practice_name: z.string(),
  email: z.string(),
  name: z.string(),
  role: invitableRoleSchema,
});
export type LookupStaffInviteResponse = z.infer<typeof lookupStaffInviteResponseSchema>;

/** POST /api/auth/staff-invites/accept (public): creates the account and signs in (or asks for a second factor). */
export const acceptStaffInviteRequestSchema = z.strictObject({
  token: z.string().min(20, 'The invitation link is incomplete').max(200),
  name: name.optional(),
  password: passwordSchema,
});
export type AcceptStaffInviteRequest = z.input<typeof acceptStaffInviteRequestSchema>;
export const acceptStaffInviteResponseSchema = loginResponseSchema;
export type AcceptStaffInviteResponse = z.infer<typeof acceptStaffInviteResponseSchema>;
