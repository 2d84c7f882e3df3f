import { index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { reminderChannels } from '@tend/contracts/calendar.contract';
import { at, createdAt, id, oneOf } from './columns';
import { encounters } from './encounters';

/**
 * Each reminder sent (or skipped, with why), once per visit, lead time, channel and the visit's
 * start: what makes the sweep idempotent — and what makes a visit moved after its reminder is
 * reminded again at its new time.
 */
export const appointmentReminders = pgTable(
  'appointment_reminders',
  {
    id: id(),
    encounterId: uuid('encounter_id')
      .notNull()
      .references(() => encounters.id, { onDelete: 'cascade' }),
    leadMinutes: integer('lead_minutes').notNull(),
    /** The visit's start the reminder announced. */
    visitStart: at('visit_start').notNull(),
    channel: text('channel', { enum: reminderChannels }).notNull(),
    /** 'sent', or why not: 'opted_out', 'no_address', 'no_consent', 'failed'. */
    outcome: text('outcome').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('appointment_reminders_once_idx').on(t.encounterId, t.leadMinutes, t.channel, t.visitStart),
    index('appointment_reminders_encounter_idx').on(t.encounterId),
    oneOf('appointment_reminders_channel_check', t.channel, reminderChannels),
  ],
);
