import { sql } from 'drizzle-orm';
import { boolean, date, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { appointmentLocations, cancelledByValues } from '@tend/contracts/calendar.contract';
import { appointmentStatuses } from '@tend/contracts/clients.contract';
import { at, createdAt, id, oneOf, updatedAt } from './columns';
import { clientGroups } from './client-details';
import { clients } from './clients';
import { practices } from './practices';
import { appointmentSeries, appointmentTypes } from './scheduling';
import { users } from './users';

/** An appointment; once it has happened it is the encounter a note documents. */
export const encounters = pgTable(
  'encounters',
  {
    id: id(),
    practiceId: uuid('practice_id')
      .notNull()
      .references(() => practices.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** A couple's or family's visit: every member's portal shows it (client_id is the member it is filed under). */
    groupId: uuid('group_id').references(() => clientGroups.id, { onDelete: 'set null' }),
    providerId: uuid('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scheduledStart: at('scheduled_start').notNull(),
    scheduledEnd: at('scheduled_end').notNull(),
    status: text('status', { enum: appointmentStatuses }).notNull().default('scheduled'),
    /** CPT service code, e.g. 90834 (psychotherapy, 45 min). */
    serviceCode: text('service_code'),
    typeId: uuid('type_id').references(() => appointmentTypes.id, { onDelete: 'set null' }),
    location: text('location', { enum: appointmentLocations }).notNull().default('office'),
    telehealthUrl: text('telehealth_url'),
    /** The recurring series this visit belongs to, and the local date the rule gave it (its key in the series). */
    seriesId: uuid('series_id').references(() => appointmentSeries.id, { onDelete: 'set null' }),
    recurrenceDate: date('recurrence_date', { mode: 'string' }),
    /** Changed on its own ("this one"): later edits of the series leave it as it is. */
    detached: boolean('detached').notNull().default(false),
    /** Who moved it to its status, when and why (a cancellation's reason, who cancelled). */
    statusReason: text('status_reason'),
    cancelledBy: text('cancelled_by', { enum: cancelledByValues }),
    statusChangedBy: uuid('status_changed_by').references(() => users.id, { onDelete: 'set null' }),
    statusChangedAt: at('status_changed_at'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('encounters_provider_start_idx').on(t.providerId, t.scheduledStart),
    index('encounters_client_idx').on(t.clientId),
    index('encounters_group_idx').on(t.groupId),
    index('encounters_practice_start_idx').on(t.practiceId, t.scheduledStart),
    // A clinician's held visits, read from the index alone: note completion counts them all.
    index('encounters_held_idx')
      .on(t.providerId, t.clientId, t.id)
      .where(sql`${t.status} = 'completed'`),
    uniqueIndex('encounters_series_date_idx').on(t.seriesId, t.recurrenceDate),
    oneOf('encounters_status_check', t.status, appointmentStatuses),
    oneOf('encounters_location_check', t.location, appointmentLocations),
    oneOf('encounters_cancelled_by_check', t.cancelledBy, cancelledByValues),
  ],
);
