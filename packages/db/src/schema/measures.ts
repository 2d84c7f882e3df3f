import { boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { measureKinds, measureSchedules } from '@tend/contracts/measures.contract';
import { clients } from './clients';
import { at, id, oneOf } from './columns';
import { practices } from './practices';
import { users } from './users';

/** A form or measure a clinician asked a client to complete, once or on a schedule; ended_at stops it. */
export const measureAssignments = pgTable(
  'measure_assignments',
  {
    id: id(),
    practiceId: uuid('practice_id')
      .notNull()
      .references(() => practices.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    measure: text('measure', { enum: measureKinds }).notNull(),
    schedule: text('schedule', { enum: measureSchedules }).notNull(),
    assignedBy: uuid('assigned_by').references(() => users.id, { onDelete: 'set null' }),
    assignedAt: at('assigned_at').notNull().defaultNow(),
    endedAt: at('ended_at'),
  },
  (t) => [
    index('measure_assignments_client_idx').on(t.clientId),
    oneOf('measure_assignments_measure_check', t.measure, measureKinds),
    oneOf('measure_assignments_schedule_check', t.schedule, measureSchedules),
  ],
);

/** A completed form: the answers as given, and (for a measure) the score the server computed. */
export const measureResponses = pgTable(
  'measure_responses',
  {
    id: id(),
    practiceId: uuid('practice_id')
      .notNull()
      .references(() => practices.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    assignmentId: uuid('assignment_id').references(() => measureAssignments.id, { onDelete: 'set null' }),
    measure: text('measure', { enum: measureKinds }).notNull(),
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull(),
    /** Total score; null for the intake questionnaire. */
    score: integer('score'),
    severity: text('severity'),
    /** An answer that needs the clinician now (PHQ-9 item 9 above 0). */
    urgent: boolean('urgent').notNull().default(false),
    submittedBy: uuid('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    submittedAt: at('submitted_at').notNull().defaultNow(),
  },
  (t) => [index('measure_responses_client_idx').on(t.clientId, t.measure, t.submittedAt), oneOf('measure_responses_measure_check', t.measure, measureKinds)],
);

/** The client's own mood log (1 = very low … 5 = very good). */
export const moodEntries = pgTable(
  'mood_entries',
  {
    id: id(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    mood: integer('mood').notNull(),
    note: text('note'),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    recordedAt: at('recorded_at').notNull().defaultNow(),
  },
  (t) => [index('mood_entries_client_idx').on(t.clientId, t.recordedAt)],
);
