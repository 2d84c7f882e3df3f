import { boolean, index, jsonb, pgTable, text, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { characterTypes, roles } from '@tend/contracts/permissions';
import { at, createdAt, id, oneOf, updatedAt } from './columns';
import { practices } from './practices';

export const users = pgTable(
  'users',
  {
    id: id(),
    practiceId: uuid('practice_id')
      .notNull()
      .references(() => practices.id, { onDelete: 'cascade' }),
    /** Stored lower-cased; unique across the install. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    preferredName: text('preferred_name'),
    role: text('role', { enum: roles }).notNull(),
    isProvider: boolean('is_provider').notNull().default(false),
    /** Extra grants beyond the role's; the role map in @tend/contracts/permissions is the base. */
    permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
    /** IANA zone the user chose; null follows their browser's, else their practice's (see resolveTimeZone). */
    timeZone: text('time_zone'),
    preferences: jsonb('preferences').$type<Record<string, unknown>>().notNull().default({}),
    demoMode: boolean('demo_mode').notNull().default(false),
    characterType: text('character_type', { enum: characterTypes }),
    active: boolean('active').notNull().default(true),
    supervisorId: uuid('supervisor_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    passwordHash: text('password_hash'),
    /**
     * When the user's e-mail was shown to be theirs: by the link mailed at registration, by accepting
     * an invitation sent to it, or by the operator (users CLI, seed). Null only for a registrant who
     * has not confirmed yet; such a practice sends no invitations.
     */
    emailVerifiedAt: at('email_verified_at'),
    /** Last completed sign-in (compliance: accounts unused for 90 days). */
    lastSignInAt: at('last_sign_in_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    index('users_practice_idx').on(t.practiceId),
    index('users_demo_idx').on(t.demoMode, t.createdAt),
    oneOf('users_role_check', t.role, roles),
    oneOf('users_character_type_check', t.characterType, characterTypes),
  ],
);
