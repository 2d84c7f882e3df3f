import { z } from 'zod';
import { isoDate } from './iso-date';
import { adjustmentKinds, chargeKinds, paymentMethods, placesOfService } from './billing-codes';
import { addressSchema } from './clients.contract';

// Billing core: the fee schedule, client rates, the practice's and provider's billing identity,
// charges, payments and their allocations, write-offs and refunds, a client's ledger, and the
// practice overview (/payments). Money is integer cents in every field named *_cents.

const cents = (field: string) =>
  z.int(`${field} must be a whole number of cents`).min(0, `${field} cannot be negative`).max(100_000_000, `${field} is too large`);
const positiveCents = (field: string) => cents(field).min(1, `${field} must be more than zero`);
const requestDate = (field: string) => isoDate(`${field} must be a date (YYYY-MM-DD)`);
const cptCode = z.string().regex(/^\d{4}[0-9A-Z]$/, 'service_code must be a CPT code such as 90834');
const icd10 = z.string().regex(/^[A-TV-Z][0-9][0-9A-Z](\.[0-9A-Z]{1,4})?$/, 'diagnosis codes must be ICD-10-CM codes such as F41.1');
const reason = z.string().trim().min(1, 'reason is required').max(500, 'reason must be at most 500 characters');
const shortText = (field: string, max = 200) => z.string().trim().max(max, `${field} must be at most ${max} characters`);

export const billingClientParamsSchema = z.object({ id: z.uuid('id must be a UUID') });
export const chargeParamsSchema = z.object({ id: z.uuid('id must be a UUID') });
export const paymentParamsSchema = z.object({ id: z.uuid('id must be a UUID') });

/* ---------- Fee schedule, client rates, billing identity ---------- */

export const billingServiceSchema = z.object({
  code: z.string(),
  description: z.string(),
  default_minutes: z.int(),
  fee_cents: z.int(),
  add_on: z.boolean(),
  active: z.boolean(),
});
export type BillingService = z.infer<typeof billingServiceSchema>;
export const billingServicesResponseSchema = z.object({ services: z.array(billingServiceSchema) });
export type BillingServicesResponse = z.infer<typeof billingServicesResponseSchema>;

/** PUT /api/billing/services/:code — add or change one line of the schedule. */
export const billingServiceParamsSchema = z.object({ code: cptCode });
export const upsertBillingServiceSchema = z.strictObject({
  description: z.string().trim().min(1, 'description is required').max(200, 'description must be at most 200 characters'),
  default_minutes: z.int('default_minutes must be whole minutes').min(0).max(480, 'default_minutes must be at most 480'),
  fee_cents: cents('fee_cents'),
  add_on: z.boolean().default(false),
  active: z.boolean().default(true),
});
export type UpsertBillingService = z.infer<typeof upsertBillingServiceSchema>;

export const clientRateSchema = z.object({
  service_code: z.string(),
  description: z.string(),
  /** The schedule's fee, for comparison. */
  standard_fee_cents: z.int().nullable(),
  fee_cents: z.int(),
  reason: z.string().nullable(),
});
export type ClientRate = z.infer<typeof clientRateSchema>;
export const clientRatesResponseSchema = z.object({ rates: z.array(clientRateSchema) });
export type ClientRatesResponse = z.infer<typeof clientRatesResponseSchema>;
/** PUT /api/clients/:id/rates/:code; DELETE removes it (the schedule's fee applies again). */
export const clientRateParamsSchema = z.object({ id: z.uuid('id must be a UUID'), code: cptCode });
export const upsertClientRateSchema = z.strictObject({ fee_cents: cents('fee_cents'), reason: shortText('reason').nullable().default(null) });
export type UpsertClientRate = z.infer<typeof upsertClientRateSchema>;

const npi = z.string().regex(/^\d{10}$/, 'npi must be 10 digits');
export const practiceBillingProfileSchema = z.object({
  legal_name: z.string().nullable(),
  npi: z.string().nullable(),
  tax_id: z.string().nullable(),
  address: addressSchema.nullable(),
  phone: z.string().nullable(),
  late_cancel_fee_cents: z.int().nullable(),
  no_show_fee_cents: z.int().nullable(),
  telehealth_place_of_service: z.enum(placesOfService),
  /** Whether the caller may change it: an admin, or a therapist in a practice without one. */
  editable: z.boolean(),
});
export type PracticeBillingProfile = z.infer<typeof practiceBillingProfileSchema>;
export const updatePracticeBillingProfileSchema = z.strictObject({
  legal_name: shortText('legal_name').nullable(),
  npi: npi.nullable(),
  tax_id: z
    .string()
    .regex(/^\d{2}-?\d{7}$/, 'tax_id must be an EIN such as 12-3456789')
    .nullable(),
  address: addressSchema.nullable(),
  phone: shortText('phone', 40).nullable(),
  late_cancel_fee_cents: cents('late_cancel_fee_cents').nullable(),
  no_show_fee_cents: cents('no_show_fee_cents').nullable(),
  telehealth_place_of_service: z.enum(['02', '10'], 'telehealth_place_of_service must be 02 or 10'),
});
export type UpdatePracticeBillingProfile = z.infer<typeof updatePracticeBillingProfileSchema>;

export const providerBillingProfileSchema = z.object({
  user_id: z.uuid(),
  name: z.string(),
  npi: z.string().nullable(),
  credentials: z.string().nullable(),
  license_number: z.string().nullable(),
  license_state: z.string().nullable(),
  taxonomy_code: z.string().nullable(),
});
export type ProviderBillingProfile = z.infer<typeof providerBillingProfileSchema>;
export const updateProviderBillingProfileSchema = z.strictObject({
  npi: npi.nullable(),
  credentials: shortText('credentials', 40).nullable(),
  license_number: shortText('license_number', 40).nullable(),
  license_state: z
    .string()
    .regex(/^[A-Z]{2}$/, 'license_state must be a two-letter state code')
    .nullable(),
  taxonomy_code: z
    .string()
    .regex(/^[0-9A-Z]{9}X$/, 'taxonomy_code must be a NUCC taxonomy code such as 1041C0700X')
    .nullable(),
});
export type UpdateProviderBillingProfile = z.infer<typeof updateProviderBillingProfileSchema>;

/* ---------- Charges, payments, adjustments ---------- */

export const chargeSchema = z.object({
  id: z.uuid(),
  client_id: z.uuid(),
  client_name: z.string(),
  provider_id: z.uuid().nullable(),
  provider_name: z.string().nullable(),
  appointment_id: z.uuid().nullable(),
  kind: z.enum(chargeKinds),
  service_date: z.iso.date(),
  service_code: z.string().nullable(),
  description: z.string(),
  modifiers: z.array(z.string()),
  place_of_service: z.enum(placesOfService).nullable(),
  units: z.int(),
  unit_fee_cents: z.int(),
  amount_cents: z.int(),
  diagnosis_codes: z.array(z.string()),
  paid_cents: z.int(),
  written_off_cents: z.int(),
  /** amount − paid − written off. */
  balance_cents: z.int(),
  /*
   * The client's and the insurer's responsibility, split when the charge was made from the primary
   * policy's copay, coinsurance and deductible (all the client's for a self-pay client or a policy fee).
   */
  insurance_policy_id: z.uuid().nullable(),
  client_share_cents: z.int(),
  insurer_share_cents: z.int(),
  /** The part of the client's share that went to the policy's deductible. */
  deductible_applied_cents: z.int(),
  /** What the client still owes on it: their share less their own payments (at most the balance). */
  client_due_cents: z.int(),
  /** What is still expected from the insurer: the rest of the balance. */
  insurer_due_cents: z.int(),
  /** A service line (not a policy fee): may go on a superbill or claim. */
  billable: z.boolean(),
  claim_batch_id: z.uuid().nullable(),
  voided: z.boolean(),
  void_reason: z.string().nullable(),
  created_at: z.iso.datetime(),
});
export type Charge = z.infer<typeof chargeSchema>;

/** The most one charge line may come to (units × fee): $100,000, well inside a 32-bit amount. */
export const maxLineCents = 10_000_000;

/** POST /api/clients/:id/charges — a line by hand (an add-on such as 90785, a fee, a visit not on the calendar). */
export const createChargeSchema = z
  .strictObject({
    appointment_id: z.uuid('appointment_id must be a UUID').nullable().default(null),
    kind: z.enum(['service', 'other'], 'kind must be service or other').default('service'),
    service_date: requestDate('service_date'),
    service_code: cptCode.nullable().default(null),
    description: shortText('description').optional(),
    modifiers: z
      .array(z.string().regex(/^[0-9A-Z]{2}$/, 'modifiers are two characters such as 95'))
      .max(4, 'at most 4 modifiers')
      .default([]),
    place_of_service: z.enum(placesOfService).nullable().default(null),
    units: z.int('units must be a whole number').min(1, 'units must be at least 1').max(24, 'units must be at most 24').default(1),
    /** Defaults to the client's rate, else the schedule's fee. */
    unit_fee_cents: cents('unit_fee_cents').optional(),
    diagnosis_codes: z.array(icd10).max(4, 'at most 4 diagnosis codes').optional(),
  })
  .superRefine((c, ctx) => {
    if (c.unit_fee_cents !== undefined && c.units * c.unit_fee_cents > maxLineCents)
      ctx.addIssue({ code: 'custom', path: ['unit_fee_cents'], message: `units × unit_fee_cents must be at most ${maxLineCents} cents` });
  });
export type CreateCharge = z.infer<typeof createChargeSchema>;
export const voidChargeSchema = z.strictObject({ reason });

export const allocationSchema = z.object({ charge_id: z.uuid(), amount_cents: z.int(), created_at: z.iso.datetime() });
export const paymentSchema = z.object({
  id: z.uuid(),
  client_id: z.uuid(),
  client_name: z.string(),
  method: z.enum(paymentMethods),
  amount_cents: z.int(),
  received_on: z.iso.date(),
  reference: z.string().nullable(),
  payer_name: z.string().nullable(),
  memo: z.string().nullable(),
  allocated_cents: z.int(),
  refunded_cents: z.int(),
  /** amount − allocated − refunded: the client's credit from this payment. */
  unapplied_cents: z.int(),
  allocations: z.array(allocationSchema),
  recorded_by_name: z.string().nullable(),
  created_at: z.iso.datetime(),
});
export type Payment = z.infer<typeof paymentSchema>;

const allocationInput = z.strictObject({
  charge_id: z.uuid('allocations[].charge_id must be a UUID'),
  amount_cents: positiveCents('allocations[].amount_cents'),
});
export type AllocationInput = z.infer<typeof allocationInput>;

/** POST /api/clients/:id/payments. */
export const recordPaymentSchema = z.strictObject({
  method: z.enum(paymentMethods, `method must be one of ${paymentMethods.join(', ')}`),
  amount_cents: positiveCents('amount_cents'),
  received_on: requestDate('received_on'),
  reference: shortText('reference', 80).nullable().default(null),
  payer_name: shortText('payer_name').nullable().default(null),
  memo: shortText('memo', 500).nullable().default(null),
  /** oldest_first applies it to the oldest unpaid charges; manual uses `allocations`; none keeps it as credit. */
  allocation: z.enum(['oldest_first', 'manual', 'none']).default('oldest_first'),
  allocations: z.array(allocationInput).max(200).default([]),
  /** A retry with the same key answers the first payment. */
  idempotency_key: z.string().min(8).max(100).optional(),
});
export type RecordPayment = z.infer<typeof recordPaymentSchema>;

/** POST /api/payments/:id/allocations — apply a payment's unapplied amount (oldest first when `allocations` is empty). */
export const allocatePaymentSchema = z.strictObject({ allocations: z.array(allocationInput).max(200).default([]) });
export type AllocatePayment = z.infer<typeof allocatePaymentSchema>;
/** POST /api/charges/:id/write-off and POST /api/payments/:id/refund. */
export const adjustmentRequestSchema = z.strictObject({ amount_cents: positiveCents('amount_cents'), reason });
export type AdjustmentRequest = z.infer<typeof adjustmentRequestSchema>;

export const adjustmentSchema = z.object({
  id: z.uuid(),
  kind: z.enum(adjustmentKinds),
  charge_id: z.uuid().nullable(),
  payment_id: z.uuid().nullable(),
  amount_cents: z.int(),
  reason: z.string(),
  created_by_name: z.string().nullable(),
  created_at: z.iso.datetime(),
});
export type Adjustment = z.infer<typeof adjustmentSchema>;

export const ledgerTotalsSchema = z.object({
  charged_cents: z.int(),
  paid_cents: z.int(),
  written_off_cents: z.int(),
  refunded_cents: z.int(),
  /** What is owed on the charges: charges − allocations − write-offs (client's and insurer's parts together). */
  balance_cents: z.int(),
  /** Of the balance, what the client owes (their shares less their payments)… */
  client_due_cents: z.int(),
  /** …and what is expected from insurers. */
  insurer_due_cents: z.int(),
  /** Payments not yet applied nor refunded. */
  credit_cents: z.int(),
});
export type LedgerTotals = z.infer<typeof ledgerTotalsSchema>;

/** GET /api/clients/:id/ledger. */
export const clientLedgerSchema = z.object({
  client_id: z.uuid(),
  client_name: z.string(),
  charges: z.array(chargeSchema),
  payments: z.array(paymentSchema),
  adjustments: z.array(adjustmentSchema),
  totals: ledgerTotalsSchema,
});
export type ClientLedger = z.infer<typeof clientLedgerSchema>;

/* ---------- Practice overview (/payments) ---------- */

export const billingOverviewQuerySchema = z.object({
  /** Only these clinicians' clients (within the caller's scope); all visible otherwise. */
  provider_id: z.uuid('provider_id must be a UUID').optional(),
});
export const agingBucketSchema = z.object({ label: z.enum(['0–30', '31–60', '61–90', '90+']), balance_cents: z.int(), charges: z.int() });
export const revenueMonthSchema = z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), charged_cents: z.int(), received_cents: z.int() });
export const billingOverviewSchema = z.object({
  unpaid_charges: z.array(chargeSchema),
  recent_payments: z.array(paymentSchema),
  /** By days since the date of service, of what is still owed. */
  aging: z.array(agingBucketSchema),
  /** The last 12 months, oldest first, in the practice's zone. */
  revenue: z.array(revenueMonthSchema),
  outstanding_cents: z.int(),
  credit_cents: z.int(),
});
export type BillingOverview = z.infer<typeof billingOverviewSchema>;

/* ---------- The signing time check ---------- */

/** GET /api/appointments/:id/billing-check — whether the visit's code fits its length (CPT time rules). */
export const billingCheckSchema = z.object({
  appointment_id: z.uuid(),
  service_code: z.string().nullable(),
  minutes: z.int(),
  /** The code the length supports when it differs; null when it matches or the code is not time-based. */
  proposed_code: z.string().nullable(),
  matches: z.boolean(),
  message: z.string().nullable(),
});
export type BillingCheck = z.infer<typeof billingCheckSchema>;
/** PUT /api/appointments/:id/service-code — change the visit's code (and its unbilled charge). */
export const changeServiceCodeSchema = z.strictObject({ service_code: cptCode });
