import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { reminderChannels } from '@tend/contracts/calendar.contract';
import { createdAt, id, oneOf } from './columns';
import { encounters } from './encounters';

/** Each reminder sent (or skipped, with why), once per visit, lead time and channel: what makes the sweep idempotent. */
export const appointmentReminders = pgTable(
  'appointment_reminders',
  {
    id: id(),
    encounterId: uuid('encounter_id')
      .notNull()
      .references(() => encounters.id, { onDelete: 'cascade' }),
    leadMinutes: integer('lead_minutes').notNull(),
    channel: text('channel', { enum: reminderChannels }).notNull(),
    /** 'sent', or why not: 'opted_out', 'no_address', 'no_consent', 'failed'. */
    outcome: text('outcome').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('appointment_reminders_once_idx').on(t.encounterId, t.leadMinutes, t.channel),
    index('appointment_reminders_encounter_idx').on(t.encounterId),
    oneOf('appointment_reminders_channel_check', t.channel, reminderChannels),
  ],
);
