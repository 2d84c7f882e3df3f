import { z } from 'zod';

// Leads: people who asked about therapy, from the practice's website form or entered by hand, until
// they become clients (keeping their history) or the inquiry is closed.

export const leadStatuses = ['new', 'contacted', 'consultation_booked', 'converted', 'closed'] as const;
export type LeadStatus = (typeof leadStatuses)[number];
export const leadStatusLabels: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  consultation_booked: 'Consultation booked',
  converted: 'Converted',
  closed: 'Closed',
};

export const leadSources = ['web_form', 'manual'] as const;
export type LeadSource = (typeof leadSources)[number];

/** What can happen on a lead's history. */
export const leadEventKinds = ['created', 'status', 'note', 'converted', 'updated'] as const;
export type LeadEventKind = (typeof leadEventKinds)[number];

export const leadStatusSchema = z.enum(leadStatuses);

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);
const optional = (max: number) => text(max).nullable().optional();

/** One lead as the practice sees it. */
export const leadSchema = z.object({
  id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  referral_source: z.string().nullable(),
  reason: z.string().nullable(),
  insurance: z.string().nullable(),
  preferred_times: z.string().nullable(),
  status: leadStatusSchema,
  source: z.enum(leadSources),
  close_reason: z.string().nullable(),
  referred_to: z.string().nullable(),
  assignee_id: z.uuid().nullable(),
  assignee_name: z.string().nullable(),
  client_id: z.uuid().nullable(),
  consented_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type Lead = z.infer<typeof leadSchema>;

export const leadEventSchema = z.object({
  id: z.uuid(),
  kind: z.enum(leadEventKinds),
  from_status: leadStatusSchema.nullable(),
  to_status: leadStatusSchema.nullable(),
  body: z.string().nullable(),
  actor_name: z.string().nullable(),
  created_at: z.iso.datetime(),
});
export type LeadEvent = z.infer<typeof leadEventSchema>;

/** GET /api/leads/:id: the lead and its history, oldest first. */
export const leadDetailSchema = z.object({ lead: leadSchema, events: z.array(leadEventSchema) });
export type LeadDetail = z.infer<typeof leadDetailSchema>;

export const leadIdParamsSchema = z.object({ id: z.uuid('Lead id must be a UUID') });

/** GET /api/leads: the visible leads, newest first, with how many are in each status. */
export const leadListQuerySchema = z.object({
  status: z.enum(leadStatuses, { error: `status must be one of ${leadStatuses.join(', ')}` }).optional(),
  /** Part of a name, e-mail address, phone number or referral source. */
  search: z.string().trim().max(100, 'search must be at most 100 characters').optional(),
  limit: z.coerce.number({ error: 'limit must be a number' }).int().min(1).max(500).default(200),
});
export type LeadListQuery = z.input<typeof leadListQuerySchema>;
export const leadListResponseSchema = z.object({
  leads: z.array(leadSchema),
  counts: z.record(leadStatusSchema, z.number().int()),
});
export type LeadListResponse = z.infer<typeof leadListResponseSchema>;

/** Contact details a lead carries; create and update share them. */
const leadFields = {
  first_name: text(100).min(1, 'First name is required'),
  last_name: text(100).min(1, 'Last name is required'),
  email: z.email('Enter a valid e-mail address').max(254).nullable().optional(),
  phone: optional(40),
  referral_source: optional(200),
  reason: optional(2000),
  insurance: optional(200),
  preferred_times: optional(500),
  assignee_id: z.uuid('assignee_id must be a UUID').nullable().optional(),
};

/** POST /api/leads: a lead entered by hand (a phone call, a referral). */
export const createLeadRequestSchema = z.object(leadFields);
export type CreateLeadRequest = z.input<typeof createLeadRequestSchema>;

/** PATCH /api/leads/:id: any of the details. */
export const updateLeadRequestSchema = z.object(leadFields).partial();
export type UpdateLeadRequest = z.input<typeof updateLeadRequestSchema>;

/** Statuses a lead is moved to by hand; "converted" comes only from POST /api/leads/:id/convert. */
export const manualLeadStatuses = ['new', 'contacted', 'consultation_booked', 'closed'] as const;

/** POST /api/leads/:id/status: closing names why, and to whom the person was referred, if anyone. */
export const changeLeadStatusRequestSchema = z
  .object({
    status: z.enum(manualLeadStatuses, { error: `status must be one of ${manualLeadStatuses.join(', ')}` }),
    close_reason: optional(500),
    referred_to: optional(200),
    note: optional(2000),
  })
  .superRefine((value, ctx) => {
    if (value.status === 'closed' && !value.close_reason) ctx.addIssue({ code: 'custom', path: ['close_reason'], message: 'Closing a lead needs a reason' });
  });
export type ChangeLeadStatusRequest = z.input<typeof changeLeadStatusRequestSchema>;

/** POST /api/leads/:id/notes: a line on the history (a call, a voicemail). */
export const addLeadNoteRequestSchema = z.object({ body: text(2000).min(1, 'The note is empty') });
export type AddLeadNoteRequest = z.input<typeof addLeadNoteRequestSchema>;

/** POST /api/leads/:id/convert: the lead becomes a client with its names and contact details. */
export const convertLeadRequestSchema = z.object({
  client_status: z.enum(['prospective', 'active'], { error: 'client_status must be prospective or active' }).default('prospective'),
  /** An admin's choice of clinician; a clinician converts into their own caseload. Defaults to the lead's assignee. */
  provider_id: z.uuid('provider_id must be a UUID').nullable().optional(),
});
export type ConvertLeadRequest = z.input<typeof convertLeadRequestSchema>;
export const convertLeadResponseSchema = z.object({ lead: leadSchema, client_id: z.uuid() });
export type ConvertLeadResponse = z.infer<typeof convertLeadResponseSchema>;

/** GET /api/leads/funnel: how many leads reached each stage, and conversion by referral source. */
export const leadFunnelSchema = z.object({
  stages: z.array(z.object({ status: leadStatusSchema, count: z.number().int() })),
  total: z.number().int(),
  by_source: z.array(
    z.object({
      referral_source: z.string(),
      total: z.number().int(),
      converted: z.number().int(),
      /** Whole percent, converted of total. */
      conversion_percent: z.number().int(),
    }),
  ),
});
export type LeadFunnel = z.infer<typeof leadFunnelSchema>;

/** GET /api/clients/:id/lead-history: the inquiry a client came from, with its history (none for most clients). */
export const clientLeadHistorySchema = z.object({ lead: leadSchema.nullable(), events: z.array(leadEventSchema) });
export type ClientLeadHistory = z.infer<typeof clientLeadHistorySchema>;

/** GET/PUT /api/leads/form: the practice's embeddable inquiry form. */
export const inquiryFormSchema = z.object({
  form_key: z.string(),
  enabled: z.boolean(),
  intro: z.string().nullable(),
  /** The page to link to or embed in an iframe. */
  url_path: z.string(),
  /** Whether the caller may change it: an admin, or a clinician in a practice without one. */
  editable: z.boolean(),
});
export type InquiryForm = z.infer<typeof inquiryFormSchema>;
export const updateInquiryFormRequestSchema = z.object({
  enabled: z.boolean().optional(),
  intro: optional(2000),
  /** A new key: the old link and any embedded copy stop working. */
  regenerate_key: z.boolean().optional(),
});
export type UpdateInquiryFormRequest = z.input<typeof updateInquiryFormRequestSchema>;

/** The public form's body limit: every field is bounded below, and the whole body too. */
export const inquiryBodyLimitBytes = 16 * 1024;

export const inquiryFormKeyParamsSchema = z.object({ formKey: z.string().min(8).max(64) });

/** POST /api/public/inquiries/:formKey: what a person sends from the practice's website. */
export const publicInquiryRequestSchema = z
  .object({
    first_name: text(100).min(1, 'First name is required'),
    last_name: text(100).min(1, 'Last name is required'),
    email: z.union([z.literal(''), z.email('Enter a valid e-mail address').max(254)]).optional(),
    phone: text(40).optional(),
    reason: text(2000).optional(),
    insurance: text(200).optional(),
    preferred_times: text(500).optional(),
    referral_source: text(200).optional(),
    /** The box "I agree to be contacted…": true, or "on"/"true" from a plain HTML form. */
    consent: z
      .union([z.boolean(), z.enum(['on', 'true'])], { error: 'Please agree to be contacted' })
      .refine((v) => v !== false, 'Please agree to be contacted'),
    /** The honeypot: hidden from people, filled by bots. */
    website: z.string().max(500).optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.email && !value.phone) ctx.addIssue({ code: 'custom', path: ['email'], message: 'Give an e-mail address or a phone number' });
  });
export type PublicInquiryRequest = z.input<typeof publicInquiryRequestSchema>;

/** Nothing the person sent comes back. */
export const publicInquiryResponseSchema = z.object({ received: z.literal(true) });
