import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { taskPriorities, taskSources, taskStatuses } from '@tend/contracts/tasks.contract';
import { clients } from './clients';
import { at, createdAt, id, oneOf, updatedAt } from './columns';
import { encounters } from './encounters';
import { notes } from './notes';
import { practices } from './practices';
import { users } from './users';

/** A to-do: written by a clinician, or created by the practice itself (source ≠ manual) with a key that keeps it single. */
export const tasks = pgTable(
  'tasks',
  {
    id: id(),
    practiceId: uuid('practice_id')
      .notNull()
      .references(() => practices.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    details: text('details'),
    dueAt: at('due_at'),
    priority: text('priority', { enum: taskPriorities }).notNull().default('normal'),
    status: text('status', { enum: taskStatuses }).notNull().default('open'),
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'cascade' }),
    encounterId: uuid('encounter_id').references(() => encounters.id, { onDelete: 'set null' }),
    noteId: uuid('note_id').references(() => notes.id, { onDelete: 'set null' }),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    /** Null when the practice created it by itself. */
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    source: text('source', { enum: taskSources }).notNull().default('manual'),
    /** For an automatic task, what caused it (e.g. the measure response id): one open task per cause. */
    sourceKey: text('source_key'),
    /** When the bell was told it is due (once per task). */
    dueNotifiedAt: at('due_notified_at'),
    completedAt: at('completed_at'),
    completedBy: uuid('completed_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('tasks_assignee_idx').on(t.assigneeId, t.status, t.dueAt),
    index('tasks_practice_idx').on(t.practiceId, t.status),
    index('tasks_client_idx').on(t.clientId),
    uniqueIndex('tasks_source_key_unique')
      .on(t.source, t.sourceKey)
      .where(sql`${t.sourceKey} is not null`),
    oneOf('tasks_priority_check', t.priority, taskPriorities),
    oneOf('tasks_status_check', t.status, taskStatuses),
    oneOf('tasks_source_check', t.source, taskSources),
  ],
);
