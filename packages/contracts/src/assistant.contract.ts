import { z } from 'zod';
import { isoDate } from './iso-date';
import { appointmentConflictSchema, appointmentLocations } from './calendar.contract';
import { errorCodeSchema } from './errors';
import { documentTypes } from './notes.contract';
import { pseudonymSchema, turnSchema } from './vault.contract';

/** Spec section 9: the suggested actions and the labels their chips show. */
export const suggestedActions = [
  'soap_note',
  'risk_assessment',
  'therapist_closure',
  'client_summary',
  'therapist_weekly_reflection',
  'quick_note',
  'pending_notes',
  'offer_vault_save',
  'offer_vault_deidentify',
  'ask_vault_pseudonym',
  'onboarding',
] as const;
export type SuggestedAction = (typeof suggestedActions)[number];
export const suggestedActionSchema = z.enum(suggestedActions);

export const suggestedActionLabels: Record<SuggestedAction, string> = {
  soap_note: 'Write SOAP note',
  risk_assessment: 'Risk assessment',
  therapist_closure: 'Close the session',
  client_summary: 'Client summary',
  therapist_weekly_reflection: 'Weekly reflection',
  quick_note: 'Quick note',
  pending_notes: 'Pending notes',
  offer_vault_save: 'Save to vault',
  offer_vault_deidentify: 'De-identify and save',
  ask_vault_pseudonym: 'Choose a pseudonym',
  onboarding: 'Get started',
};

/** Clicking a chip sends 'yes, {action with spaces}'. */
export const suggestedActionMessage = (action: SuggestedAction): string => `yes, ${action.replace(/_/g, ' ')}`;

export const optionSchema = z.object({ label: z.string().trim().min(1).max(200), value: z.string().max(500).optional() });
export type Option = z.infer<typeof optionSchema>;

export const insightSchema = z.object({
  title: z.string().max(200),
  description: z.string().max(2000),
  severity: z.enum(['opportunity', 'warning', 'critical', 'info']),
  metric_value: z.number().nullable().optional(),
  metric_unit: z.string().max(40).nullable().optional(),
});
export type Insight = z.infer<typeof insightSchema>;

export const recommendationSchema = z.object({
  title: z.string().max(200),
  description: z.string().max(2000),
  priority: z.enum(['low', 'medium', 'high']),
  action_items: z.array(z.string().max(500)).max(10),
});
export type Recommendation = z.infer<typeof recommendationSchema>;

/**
 * The vault actions' answer (spec 9: offer_vault_save, offer_vault_deidentify, ask_vault_pseudonym):
 * the excerpt the assistant offers to save — the message and up to 2 before it — and, when
 * de-identifying, the names found with the pseudonyms proposed. The panel opens Save to Vault
 * with these filled in; nothing is stored until the user saves, and the user may change every pseudonym.
 */
export const vaultOfferSchema = z.object({
  turns: z.array(turnSchema).min(1).max(3),
  deidentify: z.boolean(),
  pseudonyms: z.array(pseudonymSchema).max(50),
});
export type VaultOffer = z.infer<typeof vaultOfferSchema>;

/**
 * A booking the assistant proposes ("book Maya next Tuesday at 3"): the client found among the
 * caller's own, the day and time read in the clinician's zone, the default type and length, and
 * what it would overlap. The panel shows it as a card; only the clinician's Confirm books it
 * (POST /api/appointments), so the assistant never writes to the calendar itself.
 */
export const appointmentProposalSchema = z.object({
  kind: z.literal('appointment'),
  client_id: z.uuid(),
  client_name: z.string().max(200),
  start: z.iso.datetime({ offset: true }),
  end: z.iso.datetime({ offset: true }),
  /** The zone the day and time were read in. */
  time_zone: z.string().max(64),
  type_id: z.uuid().nullable(),
  type_name: z.string().max(200).nullable(),
  location: z.enum(appointmentLocations),
  /** The clinician's visits it overlaps (initials only, as the booking's 409 gives them). */
  conflicts: appointmentConflictSchema.shape.conflicts.max(20),
  /** Outside the clinician's working hours or during time off. */
  outside_working_hours: z.boolean(),
});
export type AppointmentProposal = z.infer<typeof appointmentProposalSchema>;

/** The clinical note's format: SOAP by default, DAP, BIRP or GIRP, or a note of a kind. */
export const clinicalSubtypes = [
  'soap_note',
  'dap_note',
  'birp_note',
  'girp_note',
  'psychiatric_evaluation',
  'medication_management',
  'intake_note',
  'consultation_note',
] as const;

/** Spec section 3: note preferences sent to the assistant. */
export const notePrefsSchema = z.object({
  write_soap: z.boolean().default(false),
  client_summary: z.boolean().default(false),
  therapist_reflection: z.boolean().default(false),
  patient_id: z.uuid().nullable().optional(),
  clinical_subtype: z.enum(clinicalSubtypes).optional(),
});
export type NotePrefs = z.infer<typeof notePrefsSchema>;

/** A page's kind or mode as a short slug ("calendar", "client", "week"): untrusted input, so bounded. */
const slug = (max: number) =>
  z
    .string()
    .max(max, `must be at most ${max} characters`)
    .regex(/^[a-z][a-z0-9_-]*$/, 'must be a lower-case word (letters, digits, - or _)');

/**
 * Spec section 3: page context for the AI — what the clinician is looking at when they ask. Sent
 * by the browser with each turn, so every field is bounded and ids are UUIDs; the server still
 * checks the current patient against the caller's caseload before using it.
 */
export const aiContextSchema = z
  .object({
    page_type: slug(40).optional(),
    /** The calendar day in view, in the clinician's zone. */
    selected_date: isoDate('must be a date YYYY-MM-DD').optional(),
    view_mode: slug(20).optional(),
    editing: z.boolean().optional(),
    current_patient: z.object({ id: z.uuid('must be a UUID'), name: z.string().trim().max(200, 'must be at most 200 characters') }).optional(),
    /** Ids of what is selected on the page (visits, notes). */
    selections: z.array(z.uuid('must be a UUID')).max(50, 'at most 50 selections').optional(),
    route: z
      .string()
      .max(300, 'must be at most 300 characters')
      .regex(/^\/[^\s]*$/, 'must be a path starting with /')
      .optional(),
    workflow: slug(60).optional(),
    /** IANA zone of the browser: "today" is in it when the clinician has not chosen a zone (resolveTimeZone). */
    time_zone: z.string().max(64).optional(),
  })
  .strip();
export type AiContext = z.infer<typeof aiContextSchema>;

export const respondRequestSchema = z.object({
  user_input: z.string().trim().min(1, 'Message is empty').max(20_000, 'Message is too long (20,000 characters at most)'),
  assistant_type: z.literal('therapist').default('therapist'),
  session_id: z.uuid('session_id must be a UUID'),
  message_id: z.uuid('message_id must be a client-generated UUID'),
  note_prefs: notePrefsSchema.optional(),
  ai_context: aiContextSchema.optional(),
});
export type RespondRequest = z.infer<typeof respondRequestSchema>;

/** Spec section 7: the answer of POST /api/engine/respond. */
export const respondResponseSchema = z.object({
  response: z.string(),
  suggested_action: suggestedActionSchema.nullable(),
  options: z.array(optionSchema),
  insights: z.array(insightSchema),
  recommendations: z.array(recommendationSchema),
  vault_offer: vaultOfferSchema.nullable(),
  /** An appointment the assistant proposes; nothing is booked until the clinician confirms it. */
  proposal: appointmentProposalSchema.nullable(),
  note_content: z.string().nullable(),
  document_type: z.enum(documentTypes).nullable(),
  note_id: z.uuid().nullable(),
  patient_display: z.string().nullable(),
  client_name: z.string().nullable(),
  status: z.enum(['ok', 'degraded']),
  message: z.string().nullable(),
  action: z.literal('create_session').nullable(),
  already_processed: z.boolean(),
  /** Ids of the stored user and assistant messages (for feedback and the vault). */
  user_message_id: z.uuid().nullable(),
  assistant_message_id: z.uuid().nullable(),
});
export type RespondResponse = z.infer<typeof respondResponseSchema>;

/**
 * POST /api/engine/respond/stream answers Server-Sent Events: `delta` carries reply text as it is
 * produced, `done` the answer respond would give, `error` a failure after the stream began.
 */
export const respondStreamEvents = {
  delta: z.object({ text: z.string() }),
  done: respondResponseSchema,
  error: z.object({ status: z.number().int(), error: errorCodeSchema, message: z.string() }),
};
export type RespondStreamError = z.infer<typeof respondStreamEvents.error>;

/** The answer with nothing in it: every engine answer starts from these defaults. */
export const respondDefaults: RespondResponse = {
  response: '',
  suggested_action: null,
  options: [],
  insights: [],
  recommendations: [],
  vault_offer: null,
  proposal: null,
  note_content: null,
  document_type: null,
  note_id: null,
  patient_display: null,
  client_name: null,
  status: 'ok',
  message: null,
  action: null,
  already_processed: false,
  user_message_id: null,
  assistant_message_id: null,
};

/**
 * The answer as a client reads it: a missing or malformed field takes its default (a proxy, an
 * older server or a test double may leave fields out, and the panel must still show what it can).
 * The server's own answers are checked against the strict respondResponseSchema.
 */
export const respondAnswerSchema = z
  .object(
    Object.fromEntries(
      Object.entries(respondResponseSchema.shape).map(([key, field]) => [
        key,
        (field as z.ZodType).catch(() => structuredClone(respondDefaults[key as keyof RespondResponse])),
      ]),
    ) as { [K in keyof RespondResponse]: z.ZodCatch<(typeof respondResponseSchema.shape)[K]> },
  )
  .catch(() => structuredClone(respondDefaults));

export const finalizeSessionRequestSchema = z.object({ session_id: z.uuid('session_id must be a UUID') });
export const finalizeSessionResponseSchema = z.object({ queued: z.boolean(), job_id: z.uuid().nullable() });
export type FinalizeSessionResponse = z.infer<typeof finalizeSessionResponseSchema>;

export const feedbackRequestSchema = z
  .object({
    feedback_type: z.enum(['Positive', 'Negative', 'Message']),
    message: z.string().trim().max(5000).default(''),
    message_id: z.uuid('message_id must be the id of an assistant message'),
  })
  .refine((f) => f.feedback_type !== 'Message' || f.message.length > 0, { path: ['message'], message: 'Please enter your feedback message' });
export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;
export const feedbackResponseSchema = z.object({ ok: z.literal(true), already_given: z.boolean() });
