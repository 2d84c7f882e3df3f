import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { appointmentStatuses } from '@tend/contracts/clients.contract';
import { at, createdAt, id, oneOf } from './columns';
import { clients } from './clients';
import { practices } from './practices';
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
    providerId: uuid('provider_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scheduledStart: at('scheduled_start').notNull(),
    scheduledEnd: at('scheduled_end').notNull(),
    status: text('status', { enum: appointmentStatuses }).notNull().default('scheduled'),
    /** CPT service code, e.g. 90834 (psychotherapy, 45 min). */
    serviceCode: text('service_code'),
    createdAt: createdAt(),
  },
  (t) => [
    index('encounters_provider_start_idx').on(t.providerId, t.scheduledStart),
    index('encounters_client_idx').on(t.clientId),
    oneOf('encounters_status_check', t.status, appointmentStatuses),
  ],
);
