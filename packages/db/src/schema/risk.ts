import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { riskAssessmentStatuses, riskLevels } from '@tend/contracts/risk.contract';
import { at, createdAt, id, oneOf, updatedAt } from './columns';
import { clients } from './clients';
import { encounters } from './encounters';
import { notes } from './notes';
import { practices } from './practices';
import { users } from './users';

/**
 * A structured risk assessment: the C-SSRS screener answers, self-harm and homicide items, risk and
 * protective factors (jsonb, shaped by the risk contract), the level the screener's triage gives,
 * and the clinician's level and formulation. The clinician may raise the level; lowering it below
 * the screener's needs a reason, kept beside it.
 */
export const riskAssessments = pgTable(
  'risk_assessments',
  {
    id: id(),
    practiceId: uuid('practice_id')
      .notNull()
      .references(() => practices.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** The note it started from (a risk-positive note), and its visit. */
    noteId: uuid('note_id').references(() => notes.id, { onDelete: 'set null' }),
    encounterId: uuid('encounter_id').references(() => encounters.id, { onDelete: 'set null' }),
    clinicianId: uuid('clinician_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: riskAssessmentStatuses }).notNull().default('draft'),
    screener: jsonb('screener').$type<Record<string, unknown>>().notNull().default({}),
    selfHarm: jsonb('self_harm').$type<Record<string, unknown>>().notNull().default({}),
    homicide: jsonb('homicide').$type<Record<string, unknown>>().notNull().default({}),
    riskFactors: jsonb('risk_factors').$type<string[]>().notNull().default([]),
    protectiveFactors: jsonb('protective_factors').$type<string[]>().notNull().default([]),
    formulation: text('formulation'),
    /** What the screener's triage gives from the answers (null until it has answers). */
    screenerLevel: text('screener_level', { enum: riskLevels }),
    /** The clinician's final level, and why when it is below the screener's. */
    level: text('level', { enum: riskLevels }),
    levelReason: text('level_reason'),
    completedAt: at('completed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('risk_assessments_client_idx').on(t.clientId, t.createdAt),
    index('risk_assessments_practice_idx').on(t.practiceId, t.createdAt),
    oneOf('risk_assessments_status_check', t.status, riskAssessmentStatuses),
    oneOf('risk_assessments_screener_level_check', t.screenerLevel, riskLevels),
    oneOf('risk_assessments_level_check', t.level, riskLevels),
  ],
);

/** A Stanley–Brown safety plan (sections in jsonb, shaped by the risk contract); shared with the client when `shared_at` is set. */
export const safetyPlans = pgTable(
  'safety_plans',
  {
    id: id(),
    practiceId: uuid('practice_id')
      .notNull()
      .references(() => practices.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    assessmentId: uuid('assessment_id').references(() => riskAssessments.id, { onDelete: 'set null' }),
    sections: jsonb('sections').$type<Record<string, unknown>>().notNull().default({}),
    sharedAt: at('shared_at'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('safety_plans_client_idx').on(t.clientId, t.updatedAt)],
);
