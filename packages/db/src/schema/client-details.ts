import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { clientGroupKinds, consentKinds } from '@tend/contracts/client-details.contract';
import { at, createdAt, id, oneOf, updatedAt } from './columns';
import { clients } from './clients';
import { practices } from './practices';
import { users } from './users';

/** A client's diagnoses (ICD-10-CM), primary first; resolved ones keep their history. */
export const clientDiagnoses = pgTable(
  'client_diagnoses',
  {
    id: id(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    description: text('description').notNull(),
    rank: integer('rank').notNull().default(1),
    diagnosedOn: date('diagnosed_on', { mode: 'string' }),
    resolvedOn: date('resolved_on', { mode: 'string' }),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('client_diagnoses_client_idx').on(t.clientId)],
);

/** A client's insurance policies, primary first. */
export const clientInsurance = pgTable(
  'client_insurance',
  {
    id: id(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull().default(1),
    payerName: text('payer_name').notNull(),
    payerId: text('payer_id'),
    memberId: text('member_id').notNull(),
    groupNumber: text('group_number'),
    /** 'self' or the subscriber's relationship to the client (spouse, parent…). */
    subscriberRelationship: text('subscriber_relationship').notNull().default('self'),
    subscriberName: text('subscriber_name'),
    subscriberDateOfBirth: date('subscriber_date_of_birth', { mode: 'string' }),
    /*
     * What the client pays of a visit under this policy (null: not entered). Integer cents and
     * whole percent; billing/client-share.ts turns them into the client's and the insurer's parts.
     */
    copayCents: integer('copay_cents'),
    coinsurancePercent: integer('coinsurance_percent'),
    deductibleCents: integer('deductible_cents'),
    /** The deductible met this calendar year apart from this practice's own charges (e.g. at other providers). */
    deductibleMetCents: integer('deductible_met_cents').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('client_insurance_client_idx').on(t.clientId),
    check(
      'client_insurance_cost_sharing_check',
      sql`coalesce(${t.copayCents}, 0) >= 0 and coalesce(${t.coinsurancePercent}, 0) between 0 and 100 and coalesce(${t.deductibleCents}, 0) >= 0 and ${t.deductibleMetCents} between 0 and coalesce(${t.deductibleCents}, 0)`,
    ),
  ],
);

/** Consent given or withdrawn, each a row (who recorded it, when): the latest per kind is in force. */
export const clientConsents = pgTable(
  'client_consents',
  {
    id: id(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: consentKinds }).notNull(),
    granted: boolean('granted').notNull(),
    /** Who recorded it; null when the client did (e.g. replied STOP to a text). */
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    source: text('source'),
    recordedAt: at('recorded_at').notNull().defaultNow(),
  },
  (t) => [index('client_consents_client_kind_idx').on(t.clientId, t.kind, t.recordedAt), oneOf('client_consents_kind_check', t.kind, consentKinds)],
);

/** A minor's parent or legal guardian. */
export const clientGuardians = pgTable(
  'client_guardians',
  {
    id: id(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    relationship: text('relationship').notNull(),
    phone: text('phone'),
    email: text('email'),
    /** The guardian's portal account, when they have one. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('client_guardians_client_idx').on(t.clientId)],
);

/** A couple or family seen together. */
export const clientGroups = pgTable(
  'client_groups',
  {
    id: id(),
    practiceId: uuid('practice_id')
      .notNull()
      .references(() => practices.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: clientGroupKinds }).notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('client_groups_practice_idx').on(t.practiceId), oneOf('client_groups_kind_check', t.kind, clientGroupKinds)],
);

export const clientGroupMembers = pgTable(
  'client_group_members',
  {
    groupId: uuid('group_id')
      .notNull()
      .references(() => clientGroups.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.clientId] }), index('client_group_members_client_idx').on(t.clientId)],
);
