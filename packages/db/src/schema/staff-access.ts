import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id, oneOf } from './columns';
import { clients } from './clients';
import { storedFiles } from './files';
import { practices } from './practices';
import { users } from './users';

/**
 * Roles an invitation row may hold: those invitable now (`invitableRoles` in the contracts), and
 * `dev`, which admins could invite before developer accounts became the operator's (ADR 020).
 * Such rows are kept as history; the server neither lists nor accepts them.
 */
export const storedInviteRoles = ['therapist', 'supervisor', 'admin', 'dev'] as const;

/**
 * A single-use invitation for a member of staff, sent by e-mail from /admin/users. Only the token's
 * hash is kept; a resend replaces the hash (the old link stops working). Accepting creates the user.
 */
export const staffInvites = pgTable(
  'staff_invites',
  {
    id: id(),
    practiceId: uuid('practice_id')
      .notNull()
      .references(() => practices.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    name: text('name').notNull(),
    role: text('role', { enum: storedInviteRoles }).notNull(),
    isProvider: boolean('is_provider').notNull().default(false),
    supervisorId: uuid('supervisor_id').references(() => users.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    sentAt: at('sent_at'),
    acceptedAt: at('accepted_at'),
    /** The account the invite became. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: at('revoked_at'),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('staff_invites_token_unique').on(t.tokenHash),
    index('staff_invites_practice_idx').on(t.practiceId, t.createdAt),
    index('staff_invites_email_idx').on(t.email),
    oneOf('staff_invites_role_check', t.role, storedInviteRoles),
  ],
);

/**
 * A user's TOTP second factor (RFC 6238). The secret is stored encrypted (AES-256-GCM, see
 * apps/server/src/auth/mfa/secret-box.ts); `confirmedAt` null while enrolment awaits its first code.
 * `lastStep` refuses a code replayed within its own 30-second window.
 */
export const totpFactors = pgTable('totp_factors', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secretBox: text('secret_box').notNull(),
  confirmedAt: at('confirmed_at'),
  lastStep: integer('last_step'),
  createdAt: createdAt(),
});

/** One-time recovery codes; only hashes are kept, each usable once. */
export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('mfa_recovery_codes_user_idx').on(t.userId)],
);

export const signInChallengeKinds = ['verify', 'enrol'] as const;

/**
 * A sign-in half done: the password (or SSO) was right, the second factor is still owed. 'verify'
 * asks for a code; 'enrol' lets a user the practice requires MFA of set it up before entering.
 */
export const signInChallenges = pgTable(
  'sign_in_challenges',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: signInChallengeKinds }).notNull(),
    /** How the first factor was given: 'sign_in' (password) or 'sso'. */
    method: text('method').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('sign_in_challenges_user_idx').on(t.userId), oneOf('sign_in_challenges_kind_check', t.kind, signInChallengeKinds)],
);

/**
 * A user's budget of wrong second-factor codes across every challenge and factor (ADR 020): a new
 * sign-in must not hand out a fresh set of guesses. `failures` counts wrong codes and codes still
 * being checked since `windowStartedAt`; reaching the limit sets `lockedUntil`, and each lock-out
 * since the last passed second factor (`lockouts`) doubles the next one.
 */
export const secondFactorThrottles = pgTable('second_factor_throttles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: at('window_started_at').notNull(),
  lockouts: integer('lockouts').notNull().default(0),
  lockedUntil: at('locked_until'),
});

/** A browser the user chose to remember after a second factor: it skips the code until expiry. */
export const rememberedDevices = pgTable(
  'remembered_devices',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('remembered_devices_user_idx').on(t.userId)],
);

/** A passkey (WebAuthn credential) registered as a second factor. */
export const passkeys = pgTable(
  'passkeys',
  {
    /** The credential id, base64url. */
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: integer('counter').notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: at('last_used_at'),
  },
  (t) => [index('passkeys_user_idx').on(t.userId)],
);

/** Which account an OpenID Connect identity (issuer + subject) signs in as; linked on first SSO sign-in by verified e-mail. */
export const ssoIdentities = pgTable(
  'sso_identities',
  {
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.issuer, t.subject] }), index('sso_identities_user_idx').on(t.userId)],
);

/** An SSO sign-in in flight: its state (the key), nonce and PKCE verifier, checked once on /callback. */
export const ssoLogins = pgTable('sso_logins', {
  state: text('state').primaryKey(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  returnTo: text('return_to'),
  createdAt: createdAt(),
  expiresAt: at('expires_at').notNull(),
});

export const dataExportScopes = ['practice', 'client'] as const;
export const dataExportFormats = ['bundle', 'fhir'] as const;
export const dataExportStatuses = ['queued', 'running', 'ready', 'downloaded', 'failed'] as const;

/**
 * A records export an admin asked for (the whole practice, or one client's record): built by a job
 * with progress, its file kept in stored_files until downloaded once, then the file is deleted.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: id(),
    practiceId: uuid('practice_id')
      .notNull()
      .references(() => practices.id, { onDelete: 'cascade' }),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    scope: text('scope', { enum: dataExportScopes }).notNull(),
    /** The client whose record is exported (scope client). */
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    format: text('format', { enum: dataExportFormats }).notNull(),
    status: text('status', { enum: dataExportStatuses }).notNull().default('queued'),
    /** 0–100 while running. */
    progress: integer('progress').notNull().default(0),
    fileId: uuid('file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    error: text('error'),
    createdAt: createdAt(),
    finishedAt: at('finished_at'),
    downloadedAt: at('downloaded_at'),
  },
  (t) => [
    index('data_exports_practice_idx').on(t.practiceId, t.createdAt),
    oneOf('data_exports_scope_check', t.scope, dataExportScopes),
    oneOf('data_exports_format_check', t.format, dataExportFormats),
    oneOf('data_exports_status_check', t.status, dataExportStatuses),
  ],
);
