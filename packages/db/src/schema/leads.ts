import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { leadEventKinds, leadSources, leadStatuses } from '@tend/contracts/leads.contract';
import { at, createdAt, id, oneOf, updatedAt } from './columns';
import { clients } from './clients';
import { practices } from './practices';
import { users } from './users';

/** An inquiry about therapy, until it becomes a client (client_id) or is closed. */
export const leads = pgTable(
  'leads',
  {
    id: id(),
    practiceId: uuid('practice_id')
      .notNull()
      .references(() => practices.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    referralSource: text('referral_source'),
    reason: text('reason'),
    insurance: text('insurance'),
    preferredTimes: text('preferred_times'),
    status: text('status', { enum: leadStatuses }).notNull().default('new'),
    source: text('source', { enum: leadSources }).notNull().default('manual'),
    /** When closed: why, and to whom they were referred, if anyone. */
    closeReason: text('close_reason'),
    referredTo: text('referred_to'),
    /** The clinician following it up. */
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    /** The client it became. */
    clientId: uuid('client_id').references(() => clients.id, { onDelete: 'set null' }),
    /** When the person agreed to be contacted (the web form's consent box). */
    consentedAt: at('consented_at'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('leads_practice_status_idx').on(t.practiceId, t.status, t.createdAt),
    oneOf('leads_status_check', t.status, leadStatuses),
    oneOf('leads_source_check', t.source, leadSources),
  ],
);

/** A lead's history: created, each status change, notes; kept when it becomes a client. */
export const leadEvents = pgTable(
  'lead_events',
  {
    id: id(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: leadEventKinds }).notNull(),
    fromStatus: text('from_status', { enum: leadStatuses }),
    toStatus: text('to_status', { enum: leadStatuses }),
    body: text('body'),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('lead_events_lead_idx').on(t.leadId, t.createdAt), oneOf('lead_events_kind_check', t.kind, leadEventKinds)],
);

/** A practice's embeddable inquiry form: its public key (in the form's URL) and whether it takes inquiries. */
export const inquiryForms = pgTable(
  'inquiry_forms',
  {
    practiceId: uuid('practice_id')
      .primaryKey()
      .references(() => practices.id, { onDelete: 'cascade' }),
    formKey: text('form_key').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** Shown above the form: what happens next, no emergencies (call 988). */
    intro: text('intro'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('inquiry_forms_key_idx').on(t.formKey)],
);

/**
 * Fixed-window counters for rate limits (public inquiries today; sign-in and the rest later): one row
 * per key and window, counted with one upsert that answers the new count, so concurrent requests
 * cannot all pass the check.
 */
export const rateLimitBuckets = pgTable(
  'rate_limit_buckets',
  {
    key: text('key').notNull(),
    windowStart: at('window_start').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('rate_limit_buckets_window_idx').on(t.windowStart)],
);
