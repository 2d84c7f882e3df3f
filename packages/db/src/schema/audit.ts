import { bigint, bigserial, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, oneOf } from './columns';

/** Server-side only until the audit log is served: how the touch of a record ended. */
export const auditOutcomes = ['success', 'denied', 'not_found', 'error'] as const;

/**
 * Append-only audit trail. No foreign keys: the trail outlives the users and records it names.
 * Events are appended without a lock; `audit_seals` chains them (decision 019).
 * A trigger (migration 0001) refuses UPDATE and DELETE.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    at: at('at').notNull(),
    actorId: uuid('actor_id'),
    actorRole: text('actor_role'),
    practiceId: uuid('practice_id'),
    action: text('action').notNull(),
    recordType: text('record_type').notNull(),
    recordId: text('record_id'),
    clientId: uuid('client_id'),
    outcome: text('outcome', { enum: auditOutcomes }).notNull(),
    ip: text('ip'),
  },
  (t) => [
    index('audit_events_client_idx').on(t.clientId, t.at),
    index('audit_events_actor_idx').on(t.actorId, t.at),
    oneOf('audit_events_outcome_check', t.outcome, auditOutcomes),
  ],
);

/**
 * The hash chain over the events, in the order the sealer took them (`pos`): each seal holds the
 * hash of its event's fields and the previous seal's hash, so an edited, removed or re-ordered
 * event or seal breaks it. Append-only like the events (migration 0023).
 */
export const auditSeals = pgTable('audit_seals', {
  pos: bigint('pos', { mode: 'number' }).primaryKey(),
  seq: bigint('seq', { mode: 'number' }).notNull().unique('audit_seals_seq_key'),
  prevHash: text('prev_hash').notNull(),
  hash: text('hash').notNull(),
});
