import { boolean, index, integer, pgTable, text, time, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { appointmentLocations, weekdays } from '@tend/contracts/calendar.contract';
import { at, createdAt, id, oneOf, updatedAt } from './columns';
import { clients } from './clients';
import { practices } from './practices';
import { users } from './users';

/** What a practice books: intake, individual, family… with the default length and service code. */
export const appointmentTypes = pgTable(
  'appointment_types',
  {
    id: id(),
    practiceId: uuid('practice_id')
      .notNull()
      .references(() => practices.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** CPT code billed for it, e.g. 90834. */
    serviceCode: text('service_code'),
    durationMinutes: integer('duration_minutes').notNull(),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('appointment_types_practice_name_idx').on(t.practiceId, t.name)],
);

/**
 * A recurring appointment: an RFC 5545 rule from a first start in an IANA zone. Its visits are
 * rows of `encounters` (one per occurrence, generated a rolling horizon ahead), so status, notes
 * and billing are per visit; `generated_until` is how far they exist.
 */
export const appointmentSeries = pgTable(
  'appointment_series',
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
    /** The RRULE value without DTSTART, e.g. FREQ=WEEKLY;INTERVAL=2;COUNT=10. */
    rule: text('rule').notNull(),
    /** The first occurrence's start; its wall-clock time in `time_zone` is every occurrence's. */
    firstStart: at('first_start').notNull(),
    timeZone: text('time_zone').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    location: text('location', { enum: appointmentLocations }).notNull().default('office'),
    telehealthUrl: text('telehealth_url'),
    /** Occurrences exist up to here; the horizon job extends it. Null once the rule has no more. */
    generatedUntil: at('generated_until'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('appointment_series_practice_idx').on(t.practiceId, t.generatedUntil),
    index('appointment_series_client_idx').on(t.clientId),
    oneOf('appointment_series_location_check', t.location, appointmentLocations),
  ],
);

/** A clinician's weekly working hours: one row per day and span (Monday 09:00–12:00 at the office). */
export const availabilityRules = pgTable(
  'availability_rules',
  {
    id: id(),
    practiceId: uuid('practice_id')
      .notNull()
      .references(() => practices.id, { onDelete: 'cascade' }),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    weekday: integer('weekday').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
    location: text('location', { enum: appointmentLocations }).notNull().default('office'),
    createdAt: createdAt(),
  },
  (t) => [
    index('availability_rules_provider_idx').on(t.providerId, t.weekday),
    oneOf('availability_rules_location_check', t.location, appointmentLocations),
    oneOf('availability_rules_weekday_check', t.weekday, weekdays.map(String)),
  ],
);

/** Time a clinician is away (holiday, training); whole days or hours. */
export const timeOff = pgTable(
  'time_off',
  {
    id: id(),
    practiceId: uuid('practice_id')
      .notNull()
      .references(() => practices.id, { onDelete: 'cascade' }),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
  },
  (t) => [index('time_off_provider_idx').on(t.providerId, t.startsAt)],
);

/** One clinician's scheduling preferences: the buffer between sessions and the secret calendar feed. */
export const providerSettings = pgTable('provider_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  bufferMinutes: integer('buffer_minutes').notNull().default(0),
  /** SHA-256 of the .ics feed's secret; null while the feed is off. */
  feedTokenHash: text('feed_token_hash'),
  feedCreatedAt: at('feed_created_at'),
  updatedAt: updatedAt(),
});
