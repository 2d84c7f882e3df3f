import { z } from 'zod';
import { authResponseSchema, passwordSchema } from './auth.contract';

// Client portal: accounts, shared and signed documents, appointment requests.

/** Who a portal account acts as for a client record: the client themself or a minor's guardian. */
export const portalRelations = ['self', 'guardian'] as const;
export type PortalRelation = (typeof portalRelations)[number];

/** A document in a client's portal: a file the practice shared, or a consent/policy text to sign. */
export const clientDocumentKinds = ['shared_file', 'consent', 'policy'] as const;
export type ClientDocumentKind = (typeof clientDocumentKinds)[number];

/** A client's request for a visit at one of the clinician's open times. */
export const appointmentRequestStatuses = ['pending', 'approved', 'declined', 'withdrawn'] as const;
export type AppointmentRequestStatus = (typeof appointmentRequestStatuses)[number];

export const portalRelationSchema = z.enum(portalRelations);

// Portal accounts: invitations and access (issue 13, item 1) -----------------------------------

/** Invitations last a week and work once. */
export const portalInviteLifetimeDays = 7;

/**
 * POST /api/clients/:id/portal-invites. `self` invites the client themself (a couple's partner is
 * invited on their own client record); `guardian` one of the minor's recorded guardians. The e-mail
 * defaults to the one on the client's or guardian's record.
 */
export const createPortalInviteRequestSchema = z
  .object({
    relation: portalRelationSchema,
    guardian_id: z.uuid('guardian_id must be a UUID').optional(),
    email: z.email('Enter a valid e-mail address').trim().toLowerCase().max(254).optional(),
  })
  .refine((b) => (b.relation === 'guardian') === !!b.guardian_id, {
    path: ['guardian_id'],
    message: 'guardian_id is required for a guardian invitation, and only for one',
  });
export type CreatePortalInviteRequest = z.input<typeof createPortalInviteRequestSchema>;

/** A pending invitation as the clinician sees it (never its token). */
export const portalInviteSchema = z.object({
  id: z.uuid(),
  relation: portalRelationSchema,
  guardian_id: z.uuid().nullable(),
  email: z.string(),
  created_at: z.iso.datetime(),
  expires_at: z.iso.datetime(),
});
export type PortalInvite = z.infer<typeof portalInviteSchema>;

/** One person's portal access for a client record: an account linked, and/or an invitation pending. */
const accessFields = {
  has_account: z.boolean(),
  /** The linked account's sign-in e-mail, when there is one. */
  account_email: z.string().nullable(),
  pending_invite: portalInviteSchema.nullable(),
};

/** GET /api/clients/:id/portal-access: the client's own access, their guardians', their couple partners'. */
export const portalAccessResponseSchema = z.object({
  client_id: z.uuid(),
  /** The e-mail on the client's record (the default for an invitation). */
  client_email: z.string().nullable(),
  self: z.object(accessFields),
  guardians: z.array(z.object({ guardian_id: z.uuid(), name: z.string(), relationship: z.string(), email: z.string().nullable(), ...accessFields })),
  /** Couples this client is part of, with the partners the caller may see (each invited on their own record). */
  couples: z.array(
    z.object({
      group_id: z.uuid(),
      name: z.string(),
      partners: z.array(z.object({ client_id: z.uuid(), name: z.string(), email: z.string().nullable(), ...accessFields })),
    }),
  ),
});
export type PortalAccessResponse = z.infer<typeof portalAccessResponseSchema>;

/** POST /api/clients/:id/portal-access/revoke: whose access ends (account unlinked, invitations withdrawn, sessions ended). */
export const revokePortalAccessRequestSchema = z
  .object({ relation: portalRelationSchema, guardian_id: z.uuid('guardian_id must be a UUID').optional() })
  .refine((b) => (b.relation === 'guardian') === !!b.guardian_id, {
    path: ['guardian_id'],
    message: 'guardian_id is required to revoke a guardian’s access, and only then',
  });
export type RevokePortalAccessRequest = z.input<typeof revokePortalAccessRequestSchema>;

/** What an invitation link is, as its holder may know it: nothing about the client. */
export const portalInviteStatuses = ['valid', 'expired', 'used', 'revoked', 'invalid'] as const;
export type PortalInviteStatus = (typeof portalInviteStatuses)[number];

export const portalInviteTokenSchema = z.string().min(20, 'The invitation link is incomplete').max(200, 'The invitation link is not valid');

/** GET /api/portal-invites/lookup?token=… (public; the token travels in the query, which is never logged). */
export const lookupPortalInviteQuerySchema = z.object({ token: portalInviteTokenSchema });
export const lookupPortalInviteResponseSchema = z.object({
  status: z.enum(portalInviteStatuses),
  /** The inviting practice; null for a link that is not an invitation at all. */
  practice_name: z.string().nullable(),
  /** "a•••@example.com", for a valid invitation only. */
  email_masked: z.string().nullable(),
});
export type LookupPortalInviteResponse = z.infer<typeof lookupPortalInviteResponseSchema>;

/** POST /api/portal-invites/accept (public): the password rules of registration. */
export const acceptPortalInviteRequestSchema = z.object({ token: portalInviteTokenSchema, password: passwordSchema });
export type AcceptPortalInviteRequest = z.infer<typeof acceptPortalInviteRequestSchema>;

/**
 * A new account is signed in at once (as login answers); an e-mail that already has a client account
 * of the practice is linked to the record and its owner signs in with their own password.
 */
export const acceptPortalInviteResponseSchema = z.discriminatedUnion('outcome', [
  authResponseSchema.extend({ outcome: z.literal('signed_in') }),
  z.object({ outcome: z.literal('linked_existing_account'), message: z.string() }),
]);
export type AcceptPortalInviteResponse = z.infer<typeof acceptPortalInviteResponseSchema>;
