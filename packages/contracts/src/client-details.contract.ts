import { z } from 'zod';
import { isoDate } from './iso-date';

/** What a client consents to (or withdraws), each recorded with who and when. */
export const consentKinds = ['telehealth', 'ai_assistance', 'recording', 'sms_reminders'] as const;
export type ConsentKind = (typeof consentKinds)[number];
export const consentKindLabels: Record<ConsentKind, string> = {
  telehealth: 'Telehealth sessions',
  ai_assistance: 'AI documentation assistance',
  recording: 'Session recording',
  sms_reminders: 'Text message reminders',
};

/** Clients seen together. */
export const clientGroupKinds = ['couple', 'family'] as const;
export type ClientGroupKind = (typeof clientGroupKinds)[number];
export const clientGroupKindLabels: Record<ClientGroupKind, string> = { couple: 'Couple', family: 'Family' };

export const consentKindSchema = z.enum(consentKinds);

const optionalText = (max: number) => z.string().trim().max(max, `At most ${max} characters`).nullable().optional();
const requiredText = (label: string, max: number) => z.string().trim().min(1, `${label} is required`).max(max, `At most ${max} characters`);
/** Money on a policy: whole cents, at most $100,000. */
const policyCents = (field: string) =>
  z.int(`${field} must be a whole number of cents`).min(0, `${field} cannot be negative`).max(10_000_000, `${field} must be at most 10000000 cents`);
const optionalDate = (label: string) => isoDate(`${label} must be YYYY-MM-DD`).nullable().optional();
const nonEmpty = (value: object) => Object.keys(value).length > 0;
const sendSomething = 'Send at least one field to change';

/** Routes under one client: /api/clients/:id/<part>/:itemId. */
export const clientItemParamsSchema = z.object({ id: z.uuid('Client id must be a UUID'), itemId: z.uuid('Item id must be a UUID') });

// ICD-10-CM codes ------------------------------------------------------------------------------

/** One code of the shipped ICD-10-CM list, written with its dot ("F41.1"). */
export const diagnosisCodeSchema = z.object({ code: z.string(), description: z.string() });
export type DiagnosisCode = z.infer<typeof diagnosisCodeSchema>;

/** GET /api/diagnosis-codes: a code ("F41.1", "F411", "f41") or words ("generalized anxiety"). */
export const diagnosisCodeSearchQuerySchema = z.object({
  search: z.string().trim().min(1, 'search is required').max(100, 'search must be at most 100 characters'),
  limit: z.coerce.number({ error: 'limit must be a number' }).int().min(1, 'limit must be at least 1').max(50, 'limit must be at most 50').default(20),
});
export type DiagnosisCodeSearchQuery = z.input<typeof diagnosisCodeSearchQuerySchema>;
/** Exact code prefixes first (in code order), then descriptions holding every word. */
export const diagnosisCodeSearchResponseSchema = z.array(diagnosisCodeSchema);

// Diagnoses ----------------------------------------------------------------------------------

export const clientDiagnosisSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  description: z.string(),
  /** 1 is the primary diagnosis; current diagnoses are ranked 1..n, resolved ones keep their last rank. */
  rank: z.number().int(),
  diagnosed_on: z.iso.date().nullable(),
  resolved_on: z.iso.date().nullable(),
  added_by_name: z.string().nullable(),
  created_at: z.iso.datetime(),
});
export type ClientDiagnosis = z.infer<typeof clientDiagnosisSchema>;

/** Current diagnoses by rank (primary first), then resolved ones, most recently resolved first. */
export const clientDiagnosesResponseSchema = z.object({ diagnoses: z.array(clientDiagnosisSchema) });
export type ClientDiagnosesResponse = z.infer<typeof clientDiagnosesResponseSchema>;

export const addDiagnosisRequestSchema = z.object({
  /** With or without the dot; the description comes from the code list. */
  code: z.string().trim().min(1, 'Choose a diagnosis code').max(10, 'not an ICD-10-CM code'),
  diagnosed_on: optionalDate('Diagnosis date'),
});
export type AddDiagnosisRequest = z.input<typeof addDiagnosisRequestSchema>;

/** Resolve (a date) or bring back (null); or correct the diagnosis date. */
export const updateDiagnosisRequestSchema = z
  .object({ diagnosed_on: optionalDate('Diagnosis date'), resolved_on: optionalDate('Resolution date') })
  .refine(nonEmpty, sendSomething);
export type UpdateDiagnosisRequest = z.input<typeof updateDiagnosisRequestSchema>;

/** PUT /api/clients/:id/diagnoses/order: every current diagnosis once, primary first. */
export const reorderDiagnosesRequestSchema = z.object({
  ids: z
    .array(z.uuid('Each id must be a UUID'))
    .min(1, 'List the current diagnoses')
    .max(50, 'At most 50 diagnoses')
    .refine((ids) => new Set(ids).size === ids.length, 'Each diagnosis once'),
});
export type ReorderDiagnosesRequest = z.input<typeof reorderDiagnosesRequestSchema>;

// Insurance ----------------------------------------------------------------------------------

export const subscriberRelationships = ['self', 'spouse', 'parent', 'child', 'other'] as const;
export type SubscriberRelationship = (typeof subscriberRelationships)[number];
export const subscriberRelationshipLabels: Record<SubscriberRelationship, string> = {
  self: 'Self',
  spouse: 'Spouse or partner',
  parent: 'Parent',
  child: 'Child',
  other: 'Other',
};
/** Which policy pays first. */
export const insuranceRankLabels: Record<number, string> = { 1: 'Primary', 2: 'Secondary', 3: 'Tertiary' };
export const maxInsuranceRank = 3;

export const insurancePolicySchema = z.object({
  id: z.uuid(),
  rank: z.number().int(),
  payer_name: z.string(),
  payer_id: z.string().nullable(),
  member_id: z.string(),
  group_number: z.string().nullable(),
  subscriber_relationship: z.enum(subscriberRelationships),
  subscriber_name: z.string().nullable(),
  subscriber_date_of_birth: z.iso.date().nullable(),
  /** The client's part of each visit under this policy; null when not entered. */
  copay_cents: z.int().nullable(),
  coinsurance_percent: z.int().nullable(),
  deductible_cents: z.int().nullable(),
  /** Met this calendar year apart from this practice's own charges (which count on their own). */
  deductible_met_cents: z.int(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type InsurancePolicy = z.infer<typeof insurancePolicySchema>;
export const insuranceResponseSchema = z.object({ policies: z.array(insurancePolicySchema) });
export type InsuranceResponse = z.infer<typeof insuranceResponseSchema>;

const policyFields = {
  payer_name: requiredText('Payer', 200),
  payer_id: optionalText(40),
  member_id: requiredText('Member ID', 60),
  group_number: optionalText(60),
  /** 1 primary, 2 secondary, 3 tertiary; a new policy takes the next free rank when not given. */
  rank: z
    .number({ error: 'rank must be a number' })
    .int()
    .min(1, 'rank must be 1 (primary) to 3')
    .max(maxInsuranceRank, 'rank must be 1 (primary) to 3')
    .optional(),
  subscriber_relationship: z
    .enum(subscriberRelationships, { error: `subscriber_relationship must be one of ${subscriberRelationships.join(', ')}` })
    .optional(),
  subscriber_name: optionalText(200),
  subscriber_date_of_birth: optionalDate('Subscriber date of birth'),
  copay_cents: policyCents('copay_cents').nullable().optional(),
  coinsurance_percent: z
    .int('coinsurance_percent must be a whole percent')
    .min(0, 'coinsurance_percent must be 0 to 100')
    .max(100, 'coinsurance_percent must be 0 to 100')
    .nullable()
    .optional(),
  deductible_cents: policyCents('deductible_cents').nullable().optional(),
  deductible_met_cents: policyCents('deductible_met_cents').optional(),
};

/** The deductible met cannot be more than the deductible (nor anything without one). */
export const deductibleMetTooHigh = 'The deductible met cannot be more than the deductible';
const checkDeductibleMet = (value: { deductible_cents?: number | null; deductible_met_cents?: number }, ctx: z.RefinementCtx) => {
  if (value.deductible_met_cents !== undefined && value.deductible_cents !== undefined && value.deductible_met_cents > (value.deductible_cents ?? 0))
    ctx.addIssue({ code: 'custom', path: ['deductible_met_cents'], message: deductibleMetTooHigh });
};

/** A policy held through someone else names that subscriber. */
export const subscriberNameNeeded = 'Name the subscriber when the policy is not the client’s own';

export const createInsuranceRequestSchema = z.object(policyFields).superRefine((value, ctx) => {
  if ((value.subscriber_relationship ?? 'self') !== 'self' && !value.subscriber_name)
    ctx.addIssue({ code: 'custom', path: ['subscriber_name'], message: subscriberNameNeeded });
  checkDeductibleMet({ deductible_cents: value.deductible_cents ?? null, deductible_met_cents: value.deductible_met_cents }, ctx);
});
export type CreateInsuranceRequest = z.input<typeof createInsuranceRequestSchema>;

/** Only the fields sent change; taking a rank another policy holds swaps the two. */
export const updateInsuranceRequestSchema = z
  .object({ ...policyFields, payer_name: policyFields.payer_name.optional(), member_id: policyFields.member_id.optional() })
  .refine(nonEmpty, sendSomething)
  .superRefine(checkDeductibleMet);
export type UpdateInsuranceRequest = z.input<typeof updateInsuranceRequestSchema>;

// Consents and reminder preference -------------------------------------------------------------

export const consentEventSchema = z.object({
  id: z.uuid(),
  kind: consentKindSchema,
  granted: z.boolean(),
  recorded_at: z.iso.datetime(),
  /** Null when the client recorded it themselves (e.g. replied STOP to a text). */
  recorded_by_name: z.string().nullable(),
  source: z.string().nullable(),
});
export type ConsentEvent = z.infer<typeof consentEventSchema>;

/** The latest record of a kind is in force; granted is null while nothing was ever recorded. */
export const consentStateSchema = z.object({
  kind: consentKindSchema,
  granted: z.boolean().nullable(),
  recorded_at: z.iso.datetime().nullable(),
  recorded_by_name: z.string().nullable(),
  source: z.string().nullable(),
});
export type ConsentState = z.infer<typeof consentStateSchema>;

export const clientConsentsResponseSchema = z.object({
  /** One per kind, in the order of consentKinds. */
  consents: z.array(consentStateSchema),
  /** Every record, newest first. */
  history: z.array(consentEventSchema),
  /** The client asked for no appointment reminders at all. */
  reminders_opt_out: z.boolean(),
});
export type ClientConsentsResponse = z.infer<typeof clientConsentsResponseSchema>;

export const recordConsentRequestSchema = z.object({
  kind: z.enum(consentKinds, { error: `kind must be one of ${consentKinds.join(', ')}` }),
  granted: z.boolean({ error: 'granted must be true or false' }),
  /** How it was given: "signed form", "verbal, in session"… */
  source: optionalText(200),
});
export type RecordConsentRequest = z.input<typeof recordConsentRequestSchema>;

export const updateReminderPreferenceRequestSchema = z.object({ reminders_opt_out: z.boolean({ error: 'reminders_opt_out must be true or false' }) });
export type UpdateReminderPreferenceRequest = z.input<typeof updateReminderPreferenceRequestSchema>;

// Guardians ----------------------------------------------------------------------------------

export const guardianSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  relationship: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  created_at: z.iso.datetime(),
});
export type Guardian = z.infer<typeof guardianSchema>;
export const guardiansResponseSchema = z.object({ guardians: z.array(guardianSchema) });
export type GuardiansResponse = z.infer<typeof guardiansResponseSchema>;

const guardianFields = {
  name: requiredText('Name', 200),
  relationship: requiredText('Relationship', 100),
  phone: optionalText(40),
  email: z.email('Enter a valid e-mail address').nullable().optional(),
};
export const createGuardianRequestSchema = z.object(guardianFields);
export type CreateGuardianRequest = z.input<typeof createGuardianRequestSchema>;
export const updateGuardianRequestSchema = z
  .object({ ...guardianFields, name: guardianFields.name.optional(), relationship: guardianFields.relationship.optional() })
  .refine(nonEmpty, sendSomething);
export type UpdateGuardianRequest = z.input<typeof updateGuardianRequestSchema>;

// Couple and family groups ---------------------------------------------------------------------

export const clientGroupSchema = z.object({
  id: z.uuid(),
  kind: z.enum(clientGroupKinds),
  name: z.string(),
  created_at: z.iso.datetime(),
  /** The members the caller may see. */
  members: z.array(z.object({ client_id: z.uuid(), name: z.string() })),
  /** Members on a caseload the caller may not see: counted, never named. */
  hidden_members: z.number().int(),
});
export type ClientGroup = z.infer<typeof clientGroupSchema>;
export const clientGroupsResponseSchema = z.object({ groups: z.array(clientGroupSchema) });
export type ClientGroupsResponse = z.infer<typeof clientGroupsResponseSchema>;

export const createClientGroupRequestSchema = z.object({
  kind: z.enum(clientGroupKinds, { error: `kind must be one of ${clientGroupKinds.join(', ')}` }),
  /** Defaults to the kind and the members' last names. */
  name: optionalText(120),
  client_ids: z
    .array(z.uuid('Each client id must be a UUID'))
    .min(2, 'A group needs at least two clients')
    .max(12, 'At most 12 clients')
    .refine((ids) => new Set(ids).size === ids.length, 'Each client once'),
});
export type CreateClientGroupRequest = z.input<typeof createClientGroupRequestSchema>;

export const addGroupMemberRequestSchema = z.object({ client_id: z.uuid('client_id must be a UUID') });
export const clientGroupParamsSchema = z.object({ groupId: z.uuid('Group id must be a UUID') });
export const clientGroupMemberParamsSchema = z.object({ groupId: z.uuid('Group id must be a UUID'), clientId: z.uuid('Client id must be a UUID') });

// Timeline -----------------------------------------------------------------------------------

export const timelineEventKinds = [
  'client_created',
  'client_discharged',
  'appointment',
  'appointment_cancelled',
  'note_created',
  'note_signed',
  'diagnosis_added',
  'diagnosis_resolved',
  'consent_recorded',
] as const;
export type TimelineEventKind = (typeof timelineEventKinds)[number];

export const timelineEventSchema = z.object({
  /** Stable across calls: the source row and what happened to it. */
  id: z.string(),
  kind: z.enum(timelineEventKinds),
  /** When it happened; for a calendar date (discharge, resolution), the start of that day in the caller's zone. */
  at: z.iso.datetime(),
  /** Set when only the calendar date is known. */
  date: z.iso.date().nullable(),
  title: z.string(),
  detail: z.string().nullable(),
  actor_name: z.string().nullable(),
  note_id: z.uuid().nullable(),
});
export type TimelineEvent = z.infer<typeof timelineEventSchema>;

export const timelineQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(200, 'limit must be at most 200')
    .default(100),
});
/** Newest first; only what has happened (an appointment still ahead is on the appointments list). */
export const timelineResponseSchema = z.object({ events: z.array(timelineEventSchema) });
export type TimelineResponse = z.infer<typeof timelineResponseSchema>;
