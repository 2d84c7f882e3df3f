import { boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { appointmentRequestStatuses, clientDocumentKinds, portalRelations } from '@tend/contracts/portal.contract';
import { clientGuardians } from './client-details';
import { clients } from './clients';
import { at, createdAt, id, oneOf } from './columns';
import { encounters } from './encounters';
import { storedFiles } from './files';
import { practices } from './practices';
import { appointmentTypes } from './scheduling';
import { users } from './users';

/**
 * A single-use invitation to the portal, for the client themself or a minor's guardian. Only the
 * token's hash is kept; accepting links the new account (clients.user_id or client_guardians.user_id).
 */
export const portalInvites = pgTable(
  'portal_invites',
  {
    id: id(),
    practiceId: uuid('practice_id')
      .notNull()
      .references(() => practices.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    relation: text('relation', { enum: portalRelations }).notNull(),
    /** The guardian invited, when relation is guardian. */
    guardianId: uuid('guardian_id').references(() => clientGuardians.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    /** Set when a newer invite or a revocation replaced it. */
    revokedAt: at('revoked_at'),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('portal_invites_token_unique').on(t.tokenHash),
    index('portal_invites_client_idx').on(t.clientId),
    oneOf('portal_invites_relation_check', t.relation, portalRelations),
  ],
);

/**
 * A document in a client's portal: a file the practice shared, or a consent or policy text the
 * client signs electronically (typed name, time, address, the text's hash, and the signed PDF kept).
 */
export const clientDocuments = pgTable(
  'client_documents',
  {
    id: id(),
    practiceId: uuid('practice_id')
      .notNull()
      .references(() => practices.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: clientDocumentKinds }).notNull(),
    title: text('title').notNull(),
    /** The text to read and sign (consent, policy). */
    body: text('body'),
    /** The shared file (shared_file). */
    fileId: uuid('file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    requiresSignature: boolean('requires_signature').notNull().default(false),
    sharedBy: uuid('shared_by').references(() => users.id, { onDelete: 'set null' }),
    sharedAt: at('shared_at').notNull().defaultNow(),
    signedBy: uuid('signed_by').references(() => users.id, { onDelete: 'set null' }),
    signedName: text('signed_name'),
    signedAt: at('signed_at'),
    signedIp: text('signed_ip'),
    /** SHA-256 of the exact text signed. */
    signedSha256: text('signed_sha256'),
    signedFileId: uuid('signed_file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
  },
  (t) => [index('client_documents_client_idx').on(t.clientId, t.sharedAt), oneOf('client_documents_kind_check', t.kind, clientDocumentKinds)],
);

/** A client asks for a visit at one of the clinician's open times; the clinician approves (booking it) or declines. */
export const appointmentRequests = pgTable(
  'appointment_requests',
  {
    id: id(),
    practiceId: uuid('practice_id')
      .notNull()
      .references(() => practices.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    typeId: uuid('type_id').references(() => appointmentTypes.id, { onDelete: 'set null' }),
    requestedStart: at('requested_start').notNull(),
    requestedEnd: at('requested_end').notNull(),
    message: text('message'),
    status: text('status', { enum: appointmentRequestStatuses }).notNull().default('pending'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: at('decided_at'),
    declineReason: text('decline_reason'),
    /** The visit booked on approval. */
    encounterId: uuid('encounter_id').references(() => encounters.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('appointment_requests_provider_idx').on(t.providerId, t.status),
    index('appointment_requests_client_idx').on(t.clientId),
    oneOf('appointment_requests_status_check', t.status, appointmentRequestStatuses),
  ],
);
