import { sql } from 'drizzle-orm';
import { boolean, date, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { clientStatuses, type Address, type EmergencyContact } from '@tend/contracts/clients.contract';
import { createdAt, id, oneOf, updatedAt } from './columns';
import { practices } from './practices';
import { users } from './users';

export const clients = pgTable(
  'clients',
  {
    id: id(),
    practiceId: uuid('practice_id')
      .notNull()
      .references(() => practices.id, { onDelete: 'cascade' }),
    /** Assigned provider: the therapist whose caseload holds this client. */
    providerId: uuid('provider_id').references(() => users.id, { onDelete: 'set null' }),
    /** The client's own portal account, when they have one. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    preferredName: text('preferred_name'),
    pronouns: text('pronouns'),
    email: text('email'),
    phone: text('phone'),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    address: jsonb('address').$type<Address>(),
    emergencyContact: jsonb('emergency_contact').$type<EmergencyContact>(),
    status: text('status', { enum: clientStatuses }).notNull().default('active'),
    /** Set with the reason when the status is discharged, cleared otherwise. */
    dischargedOn: date('discharged_on', { mode: 'string' }),
    dischargeReason: text('discharge_reason'),
    /** The client asked for no appointment reminders. */
    remindersOptOut: boolean('reminders_opt_out').notNull().default(false),
    /**
     * What the client list searches, kept by the database: names (legal, preferred), e-mail and
     * the phone's digits, lower-cased, under a trigram index so "%text%" needs no full scan.
     */
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(first_name || ' ' || last_name || ' ' || coalesce(preferred_name, '') || ' ' || coalesce(email, '') || ' ' || regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g'))`,
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('clients_practice_idx').on(t.practiceId),
    index('clients_provider_idx').on(t.providerId),
    index('clients_user_idx').on(t.userId),
    /** The list's default order within a practice, and the duplicate check (name and date of birth). */
    index('clients_practice_name_idx').on(t.practiceId, t.lastName, t.firstName, t.dateOfBirth),
    index('clients_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    oneOf('clients_status_check', t.status, clientStatuses),
  ],
);
