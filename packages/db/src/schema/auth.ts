import { index, pgTable, text, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { at, createdAt, oneOf } from './columns';
import { users } from './users';

/**
 * Server-side only: a cookie session, a bearer token minted from one, or a single-use voice token
 * (opens one voice-mode stream within a minute; ends with its session).
 */
export const authSessionKinds = ['session', 'access', 'voice'] as const;

/**
 * Sessions (cookie) and access tokens (bearer) alike; only a SHA-256 of the secret is stored.
 * An access token points at the session that minted it, so logout revokes both.
 */
export const authSessions = pgTable(
  'auth_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    kind: text('kind', { enum: authSessionKinds }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentHash: text('parent_hash').references((): AnyPgColumn => authSessions.tokenHash, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: at('last_seen_at').notNull().defaultNow(),
    expiresAt: at('expires_at').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [
    index('auth_sessions_user_idx').on(t.userId),
    index('auth_sessions_expiry_idx').on(t.expiresAt),
    oneOf('auth_sessions_kind_check', t.kind, authSessionKinds),
  ],
);

export const passwordResetTokens = pgTable('password_reset_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});

/**
 * Links that confirm a registrant's e-mail (only the hash is stored). A practice sends no
 * invitations until its registrant has confirmed, so a throwaway sign-up cannot mail strangers.
 */
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
  },
  (t) => [index('email_verification_tokens_user_idx').on(t.userId)],
);

/** Failed sign-ins, counted per account and per address to answer 429. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    at: at('at').notNull().defaultNow(),
  },
  (t) => [index('login_failures_email_idx').on(t.email, t.at), index('login_failures_ip_idx').on(t.ip, t.at)],
);
