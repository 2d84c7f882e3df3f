import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { adjustmentKinds, chargeKinds, paymentMethods, placesOfService, superbillStatuses } from '@tend/contracts/billing-codes';
import type { Address } from '@tend/contracts/clients.contract';
import { at, createdAt, id, oneOf, updatedAt } from './columns';
import { clientInsurance } from './client-details';
import { clients } from './clients';
import { encounters } from './encounters';
import { storedFiles } from './files';
import { practices } from './practices';
import { users } from './users';

/*
 * The ledger. Money is integer cents. A client's balance is what their charges come to, less what
 * payments were allocated to them and what was written off; credit is what payments brought in,
 * less refunds and allocations. Nothing here stores a running total that could drift.
 */

/** The practice's fee schedule: one row per CPT code it bills. */
export const billingServices = pgTable(
  'billing_services',
  {
    id: id(),
    practiceId: uuid('practice_id')
      .notNull()
      .references(() => practices.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    description: text('description').notNull(),
    defaultMinutes: integer('default_minutes').notNull(),
    feeCents: integer('fee_cents').notNull(),
    addOn: boolean('add_on').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('billing_services_practice_code_idx').on(t.practiceId, t.code), check('billing_services_fee_check', sql`${t.feeCents} >= 0`)],
);

/** A client's own fee for a code (sliding scale, a negotiated rate); the schedule's fee otherwise. */
export const clientRates = pgTable(
  'client_rates',
  {
    id: id(),
    practiceId: uuid('practice_id')
      .notNull()
      .references(() => practices.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    serviceCode: text('service_code').notNull(),
    feeCents: integer('fee_cents').notNull(),
    /** Why this client pays this (e.g. "Sliding scale: household income"). */
    reason: text('reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('client_rates_client_code_idx').on(t.clientId, t.serviceCode), check('client_rates_fee_check', sql`${t.feeCents} >= 0`)],
);

/** Who the practice is on a superbill or claim, and its fee policy for missed visits. */
export const practiceBillingProfiles = pgTable('practice_billing_profiles', {
  practiceId: uuid('practice_id')
    .primaryKey()
    .references(() => practices.id, { onDelete: 'cascade' }),
  legalName: text('legal_name'),
  /** Group (type 2) NPI, 10 digits. */
  npi: text('npi'),
  /** EIN, 9 digits. */
  taxId: text('tax_id'),
  address: jsonb('address').$type<Address>(),
  phone: text('phone'),
  /** Fees charged per practice policy; null charges nothing. */
  lateCancelFeeCents: integer('late_cancel_fee_cents'),
  noShowFeeCents: integer('no_show_fee_cents'),
  /** Place of service for telehealth visits: 10 (client at home) unless the practice says 02. */
  telehealthPlaceOfService: text('telehealth_place_of_service', { enum: placesOfService }).notNull().default('10'),
  updatedAt: updatedAt(),
});

/** A clinician's identity on claims: individual NPI, licence and credentials. */
export const providerBillingProfiles = pgTable('provider_billing_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  practiceId: uuid('practice_id')
    .notNull()
    .references(() => practices.id, { onDelete: 'cascade' }),
  npi: text('npi'),
  /** e.g. LCSW, PhD, LMFT. */
  credentials: text('credentials'),
  licenseNumber: text('license_number'),
  licenseState: text('license_state'),
  /** NUCC taxonomy, e.g. 1041C0700X (clinical social worker). */
  taxonomyCode: text('taxonomy_code'),
  updatedAt: updatedAt(),
});

/** Claim files sent to a clearinghouse: one 837P interchange per batch. */
export const claimBatches = pgTable(
  'claim_batches',
  {
    id: id(),
    practiceId: uuid('practice_id')
      .notNull()
      .references(() => practices.id, { onDelete: 'cascade' }),
    /** ISA13/GS06 interchange control number, increasing per practice. */
    controlNumber: integer('control_number').notNull(),
    fileId: uuid('file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('claim_batches_practice_control_idx').on(t.practiceId, t.controlNumber)],
);

/**
 * What a client owes for: a visit's service lines (created when the visit is completed) and the
 * practice's late-cancel and no-show fees. `line_key` makes creation idempotent per visit.
 */
export const charges = pgTable(
  'charges',
  {
    id: id(),
    practiceId: uuid('practice_id')
      .notNull()
      .references(() => practices.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    providerId: uuid('provider_id').references(() => users.id, { onDelete: 'set null' }),
    encounterId: uuid('encounter_id').references(() => encounters.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: chargeKinds }).notNull(),
    /** One per visit and line: 'service:90837', 'service:90840', 'late_cancel', 'no_show'. */
    lineKey: text('line_key').notNull(),
    serviceDate: date('service_date', { mode: 'string' }).notNull(),
    /** CPT code; null for policy fees. */
    serviceCode: text('service_code'),
    description: text('description').notNull(),
    modifiers: jsonb('modifiers').$type<string[]>().notNull().default([]),
    placeOfService: text('place_of_service', { enum: placesOfService }),
    units: integer('units').notNull().default(1),
    unitFeeCents: integer('unit_fee_cents').notNull(),
    amountCents: integer('amount_cents').notNull(),
    /** ICD-10-CM codes in pointer order (A–D on a claim), from the client's diagnoses when charged. */
    diagnosisCodes: jsonb('diagnosis_codes').$type<string[]>().notNull().default([]),
    /*
     * The split of the amount when the charge was made (billing/client-share.ts): the policy it was
     * made under (null: self-pay, or a line no insurer pays), the insurer's expected part, and the
     * part of the client's share that went to the deductible. The client's share is the rest.
     */
    insurancePolicyId: uuid('insurance_policy_id').references(() => clientInsurance.id, { onDelete: 'set null' }),
    insurerShareCents: integer('insurer_share_cents').notNull().default(0),
    deductibleAppliedCents: integer('deductible_applied_cents').notNull().default(0),
    claimBatchId: uuid('claim_batch_id').references((): AnyPgColumn => claimBatches.id, { onDelete: 'set null' }),
    voidedAt: at('voided_at'),
    voidReason: text('void_reason'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('charges_client_date_idx').on(t.clientId, t.serviceDate),
    index('charges_practice_date_idx').on(t.practiceId, t.serviceDate),
    index('charges_policy_date_idx').on(t.insurancePolicyId, t.serviceDate),
    uniqueIndex('charges_encounter_line_idx')
      .on(t.encounterId, t.lineKey)
      .where(sql`${t.voidedAt} is null`),
    oneOf('charges_kind_check', t.kind, chargeKinds),
    oneOf('charges_pos_check', t.placeOfService, placesOfService),
    check('charges_amount_check', sql`${t.units} >= 1 and ${t.unitFeeCents} >= 0 and ${t.amountCents} = ${t.units} * ${t.unitFeeCents}`),
    check(
      'charges_share_check',
      sql`${t.insurerShareCents} >= 0 and ${t.deductibleAppliedCents} >= 0 and ${t.insurerShareCents} + ${t.deductibleAppliedCents} <= ${t.amountCents}`,
    ),
  ],
);

/** Money the practice received (card processed elsewhere, cash, check, an insurer's payment). */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    practiceId: uuid('practice_id')
      .notNull()
      .references(() => practices.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    method: text('method', { enum: paymentMethods }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    /** Check number, card's last four, an insurer's EFT trace. */
    reference: text('reference'),
    /** Who paid when it was not the client (an insurer, a parent). */
    payerName: text('payer_name'),
    memo: text('memo'),
    /** A retried request with the same key answers the first payment instead of recording it twice. */
    idempotencyKey: text('idempotency_key'),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('payments_client_idx').on(t.clientId, t.receivedOn),
    index('payments_practice_idx').on(t.practiceId, t.receivedOn),
    uniqueIndex('payments_idempotency_idx').on(t.practiceId, t.idempotencyKey),
    oneOf('payments_method_check', t.method, paymentMethods),
    check('payments_amount_check', sql`${t.amountCents} > 0`),
  ],
);

/** The part of a payment applied to a charge. */
export const paymentAllocations = pgTable(
  'payment_allocations',
  {
    id: id(),
    practiceId: uuid('practice_id')
      .notNull()
      .references(() => practices.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    chargeId: uuid('charge_id')
      .notNull()
      .references(() => charges.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_allocations_payment_charge_idx').on(t.paymentId, t.chargeId),
    index('payment_allocations_charge_idx').on(t.chargeId),
    check('payment_allocations_amount_check', sql`${t.amountCents} > 0`),
  ],
);

/** A write-off of part of a charge, or a refund of part of a payment; each with its reason. */
export const billingAdjustments = pgTable(
  'billing_adjustments',
  {
    id: id(),
    practiceId: uuid('practice_id')
      .notNull()
      .references(() => practices.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: adjustmentKinds }).notNull(),
    chargeId: uuid('charge_id').references(() => charges.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    reason: text('reason').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('billing_adjustments_client_idx').on(t.clientId),
    oneOf('billing_adjustments_kind_check', t.kind, adjustmentKinds),
    check('billing_adjustments_amount_check', sql`${t.amountCents} > 0`),
    check(
      'billing_adjustments_target_check',
      sql`(${t.kind} = 'write_off' and ${t.chargeId} is not null and ${t.paymentId} is null) or (${t.kind} = 'refund' and ${t.paymentId} is not null and ${t.chargeId} is null)`,
    ),
  ],
);

/** A superbill given to a client for their insurer: the PDF as generated, and whether it was sent. */
export const superbills = pgTable(
  'superbills',
  {
    id: id(),
    practiceId: uuid('practice_id')
      .notNull()
      .references(() => practices.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    providerId: uuid('provider_id').references(() => users.id, { onDelete: 'set null' }),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    chargeIds: jsonb('charge_ids').$type<string[]>().notNull(),
    totalCents: integer('total_cents').notNull(),
    paidCents: integer('paid_cents').notNull(),
    fileId: uuid('file_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    status: text('status', { enum: superbillStatuses }).notNull().default('draft'),
    sentAt: at('sent_at'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('superbills_practice_idx').on(t.practiceId, t.createdAt),
    index('superbills_client_idx').on(t.clientId),
    oneOf('superbills_status_check', t.status, superbillStatuses),
  ],
);
