import { z } from 'zod';
import { isoDate, isoMonth } from './iso-date';
import { paymentMethods, superbillStatuses } from './billing-codes';

// Billing documents: statements and invoices (PDF) per client and period, superbills (PDF) per
// visit or client-month, the CMS-1500 (02/12) printed on the red OCR form, 837P claim batches
// for a clearinghouse, and the client portal's billing page. Money is integer cents in every
// field named *_cents. PDFs and claim files are downloads (no JSON schema for their bodies).

const requestDate = (field: string) => isoDate(`${field} must be a date (YYYY-MM-DD)`);
const month = (field: string) => isoMonth(`${field} must be a month (YYYY-MM)`);
const chargeIds = z.array(z.uuid('charge_ids must be UUIDs')).min(1, 'charge_ids must name at least one charge').max(500, 'at most 500 charges');

/* ---------- Statements and invoices ---------- */

export const statementKinds = ['statement', 'invoice'] as const;
export type StatementKind = (typeof statementKinds)[number];

/** GET /api/clients/:id/statement.pdf?from=&to=&kind= (billing:read). */
export const statementParamsSchema = z.object({ id: z.uuid('id must be a UUID') });
export const statementQuerySchema = z
  .object({
    from: requestDate('from'),
    to: requestDate('to'),
    kind: z.enum(statementKinds, 'kind must be statement or invoice').default('statement'),
  })
  .refine((q) => q.from <= q.to, { message: 'from must be on or before to', path: ['from'] });
export type StatementQuery = z.infer<typeof statementQuerySchema>;

/* ---------- Superbills ---------- */

export const superbillSchema = z.object({
  id: z.uuid(),
  client_id: z.uuid(),
  client_name: z.string(),
  provider_id: z.uuid().nullable(),
  provider_name: z.string().nullable(),
  period_start: z.iso.date(),
  period_end: z.iso.date(),
  charge_ids: z.array(z.uuid()),
  total_cents: z.int(),
  paid_cents: z.int(),
  status: z.enum(superbillStatuses),
  sent_at: z.iso.datetime().nullable(),
  has_pdf: z.boolean(),
  created_by_name: z.string().nullable(),
  created_at: z.iso.datetime(),
});
export type Superbill = z.infer<typeof superbillSchema>;

/** GET /api/superbills?client_id=&status= (billing:read). */
export const superbillsQuerySchema = z.object({
  client_id: z.uuid('client_id must be a UUID').optional(),
  status: z.enum(superbillStatuses, `status must be one of ${superbillStatuses.join(', ')}`).optional(),
});
export type SuperbillsQuery = z.infer<typeof superbillsQuerySchema>;
export const superbillsResponseSchema = z.object({ superbills: z.array(superbillSchema) });
export type SuperbillsResponse = z.infer<typeof superbillsResponseSchema>;

/**
 * POST /api/superbills (billing:write). `visit`: one superbill per date of service (of the month's
 * billable charges, or of `charge_ids`); `month`: one for the client-month. Only billable service
 * charges are ever included; none in the period → 400.
 */
export const superbillModes = ['visit', 'month'] as const;
export type SuperbillMode = (typeof superbillModes)[number];
export const createSuperbillSchema = z
  .strictObject({
    client_id: z.uuid('client_id must be a UUID'),
    mode: z.enum(superbillModes, 'mode must be visit or month'),
    month: month('month').optional(),
    charge_ids: chargeIds.optional(),
  })
  .refine((b) => b.month !== undefined || b.charge_ids !== undefined, { message: 'month or charge_ids is required', path: ['month'] });
export type CreateSuperbill = z.infer<typeof createSuperbillSchema>;
/** Response of POST /api/superbills (201). */
export const createSuperbillResponseSchema = z.object({ superbills: z.array(superbillSchema) });
export type CreateSuperbillResponse = z.infer<typeof createSuperbillResponseSchema>;

/** POST /api/superbills/batch (billing:write): one per client with billable charges that month. */
export const superbillBatchSchema = z.strictObject({
  month: month('month'),
  /** Make a new one even for clients who already have a superbill for that month. */
  regenerate: z.boolean().default(false),
});
export type SuperbillBatch = z.infer<typeof superbillBatchSchema>;
export const superbillBatchResponseSchema = z.object({
  created: z.array(superbillSchema),
  /** Clients left out, and why (already had one for the month). */
  skipped: z.array(z.object({ client_id: z.uuid(), client_name: z.string(), reason: z.string() })),
});
export type SuperbillBatchResponse = z.infer<typeof superbillBatchResponseSchema>;

/** GET /api/superbills/:id/pdf (billing:read), POST /api/superbills/:id/sent (billing:write → superbillSchema). */
export const superbillParamsSchema = z.object({ id: z.uuid('id must be a UUID') });

/* ---------- Claims: CMS-1500 and 837P ---------- */

/** POST /api/claims/cms1500 (billing:write) → application/pdf: one client, one provider, billable service charges only. */
export const cms1500RequestSchema = z.strictObject({ charge_ids: chargeIds });
export type Cms1500Request = z.infer<typeof cms1500RequestSchema>;

export const claimBatchSchema = z.object({
  id: z.uuid(),
  /** ISA13/GS06 interchange control number, increasing per practice. */
  control_number: z.int(),
  charge_ids: z.array(z.uuid()),
  /** One claim (CLM) per client, provider and date of service. */
  claim_count: z.int(),
  client_count: z.int(),
  total_cents: z.int(),
  has_file: z.boolean(),
  created_by_name: z.string().nullable(),
  created_at: z.iso.datetime(),
});
export type ClaimBatch = z.infer<typeof claimBatchSchema>;

/** POST /api/claims/batches (billing:write) → 201 claimBatchSchema. Charges on a batch, voided or not billable → 400. */
export const createClaimBatchSchema = z.strictObject({ charge_ids: chargeIds });
export type CreateClaimBatch = z.infer<typeof createClaimBatchSchema>;
/** GET /api/claims/batches (billing:read); GET /api/claims/batches/:id/file → text/plain 837P. */
export const claimBatchesResponseSchema = z.object({ batches: z.array(claimBatchSchema) });
export type ClaimBatchesResponse = z.infer<typeof claimBatchesResponseSchema>;
export const claimBatchParamsSchema = z.object({ id: z.uuid('id must be a UUID') });

/* ---------- Client portal: /client/billing ---------- */

export const portalChargeSchema = z.object({
  id: z.uuid(),
  service_date: z.iso.date(),
  description: z.string(),
  amount_cents: z.int(),
  paid_cents: z.int(),
  /** The client's part of the amount (all of it without insurance; the copay, say, with it). */
  client_share_cents: z.int(),
  /** What the client still owes on it: their share less their payments. */
  due_cents: z.int(),
  /** What the practice still expects from the insurer on it. */
  insurer_due_cents: z.int(),
});
export type PortalCharge = z.infer<typeof portalChargeSchema>;
export const portalPaymentSchema = z.object({
  id: z.uuid(),
  received_on: z.iso.date(),
  method: z.enum(paymentMethods),
  amount_cents: z.int(),
});
export type PortalPayment = z.infer<typeof portalPaymentSchema>;
export const portalSuperbillSchema = z.object({
  id: z.uuid(),
  period_start: z.iso.date(),
  period_end: z.iso.date(),
  total_cents: z.int(),
  sent_at: z.iso.datetime().nullable(),
});
export type PortalSuperbill = z.infer<typeof portalSuperbillSchema>;

/** One client record the caller may see (themself, or a minor they guard). */
export const portalBillingAccountSchema = z.object({
  client_id: z.uuid(),
  client_name: z.string(),
  /** What the client owes: their shares of the charges less their payments (not the insurer's part). */
  balance_cents: z.int(),
  /** What the practice still expects from the insurer, shown apart. */
  insurer_due_cents: z.int(),
  credit_cents: z.int(),
  charges: z.array(portalChargeSchema),
  payments: z.array(portalPaymentSchema),
  /** Months (YYYY-MM) with activity, newest first: each has a statement PDF. */
  statement_months: z.array(z.string()),
  /** Superbills the practice marked sent. */
  superbills: z.array(portalSuperbillSchema),
});
export type PortalBillingAccount = z.infer<typeof portalBillingAccountSchema>;

/** GET /api/client/billing (portal:self). */
export const portalBillingResponseSchema = z.object({ accounts: z.array(portalBillingAccountSchema) });
export type PortalBillingResponse = z.infer<typeof portalBillingResponseSchema>;

/** GET /api/client/billing/:clientId/statement.pdf?month=YYYY-MM (portal:self). */
export const portalStatementParamsSchema = z.object({ clientId: z.uuid('clientId must be a UUID') });
export const portalStatementQuerySchema = z.object({ month: month('month') });
/** GET /api/client/billing/superbills/:id/pdf (portal:self; only sent superbills). */
export const portalSuperbillParamsSchema = z.object({ id: z.uuid('id must be a UUID') });
