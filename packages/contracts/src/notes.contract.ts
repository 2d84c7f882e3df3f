import { z } from 'zod';
import { timeZoneSchema } from './time-zone';

export const noteStatuses = ['draft', 'approved'] as const;
export const documentTypes = [
  'soap_note',
  'dap_note',
  'birp_note',
  'girp_note',
  'client_summary',
  'provider_reflection',
  'risk_note',
  'quick_note',
  'psychiatric_evaluation',
  'medication_management',
  'intake_note',
  'consultation_note',
] as const;
export type DocumentType = (typeof documentTypes)[number];

/** Spec section 3, "Note". */
export const noteSchema = z.object({
  id: z.uuid(),
  document_type: z.enum(documentTypes),
  note_content: z.string(),
  status: z.enum(noteStatuses),
  patient_display: z.string(),
  client_name: z.string(),
  client_id: z.uuid(),
  created_at: z.iso.datetime(),
  signed_at: z.iso.datetime().nullable(),
  signed_by: z.uuid().nullable(),
  encounter_id: z.uuid().nullable(),
  encounter: z
    .object({
      id: z.uuid(),
      scheduled_start: z.iso.datetime(),
      patient: z.object({ name: z.string() }),
    })
    .nullable(),
});
export type Note = z.infer<typeof noteSchema>;

export const noteIdParamsSchema = z.object({ id: z.uuid('Note id must be a UUID') });

/**
 * How the clinician responded to risk in a note they sign. `action` is the main response; more
 * may be added. A mandated report names the agency, its reference and when it was filed; a
 * duty-to-warn assessment records the decision and why.
 */
export const riskResponseActions = ['safety_plan_reviewed', 'referred', 'consultation', 'mandated_report_filed', 'duty_to_warn_assessed', 'no_action'] as const;
export type RiskResponseAction = (typeof riskResponseActions)[number];
export const dutyToWarnDecisions = ['warning_given', 'not_required'] as const;

/** The responses as the signing form and a signed note's exports name them. */
export const riskResponseActionLabels: Record<RiskResponseAction, string> = {
  safety_plan_reviewed: 'Safety plan reviewed or made',
  referred: 'Referral or emergency evaluation',
  consultation: 'Consultation',
  mandated_report_filed: 'Mandated report filed',
  duty_to_warn_assessed: 'Duty to warn assessed',
  no_action: 'No action needed',
};
export const dutyToWarnDecisionLabels: Record<(typeof dutyToWarnDecisions)[number], string> = {
  warning_given: 'Warning given',
  not_required: 'Not required',
};

export const mandatedReportSchema = z.object({
  agency: z.string().trim().min(1, 'Name the agency the report was made to').max(200),
  reference: z.string().trim().max(200).default(''),
  filed_at: z.iso.datetime({ offset: true, message: 'When the report was filed, as a date and time' }),
});
export const dutyToWarnSchema = z.object({
  decision: z.enum(dutyToWarnDecisions),
  reason: z.string().trim().min(1, 'Say why').max(2000),
});

export const riskResponseSchema = z
  .object({
    action: z.enum(riskResponseActions),
    additional_actions: z.array(z.enum(riskResponseActions)).max(riskResponseActions.length).default([]),
    reason: z.string().trim().max(2000).default(''),
    mandated_report: mandatedReportSchema.optional(),
    duty_to_warn: dutyToWarnSchema.optional(),
    /** A completed risk assessment of the same client, attached as (part of) the response. */
    assessment_id: z.uuid('assessment_id must be a UUID').optional(),
  })
  .superRefine((r, ctx) => {
    const all = [r.action, ...r.additional_actions];
    if (new Set(all).size !== all.length) ctx.addIssue({ code: 'custom', path: ['additional_actions'], message: 'Each response once' });
    if (r.mandated_report && !all.includes('mandated_report_filed'))
      ctx.addIssue({ code: 'custom', path: ['mandated_report'], message: 'A mandated report needs the response "mandated report filed"' });
    if (r.duty_to_warn && !all.includes('duty_to_warn_assessed'))
      ctx.addIssue({ code: 'custom', path: ['duty_to_warn'], message: 'A duty-to-warn decision needs the response "duty to warn assessed"' });
    if (all.includes('no_action') && all.length > 1)
      ctx.addIssue({ code: 'custom', path: ['additional_actions'], message: 'No action cannot be combined with other responses' });
    if (r.action === 'no_action' && r.reason.length === 0) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'Say why no action is needed' });
    if (all.includes('mandated_report_filed') && !r.mandated_report)
      ctx.addIssue({ code: 'custom', path: ['mandated_report'], message: 'Record the agency, reference and time of the mandated report' });
    if (all.includes('duty_to_warn_assessed') && !r.duty_to_warn)
      ctx.addIssue({ code: 'custom', path: ['duty_to_warn'], message: 'Record the duty-to-warn decision and its reason' });
  });
export type RiskResponse = z.infer<typeof riskResponseSchema>;

export const addendumSchema = z.object({ id: z.uuid(), author_name: z.string(), text: z.string(), created_at: z.iso.datetime() });

/**
 * Where a sentence of the note comes from: the clinician's own words from the session (`said`),
 * wording the assistant wrote or changed (`assistant`), or text the clinician changed in the
 * editor after the note was drafted (`edited`). A note written by hand is all `said`.
 */
export const provenanceKinds = ['said', 'assistant', 'edited'] as const;
export type ProvenanceKind = (typeof provenanceKinds)[number];
export const maxLeftOut = 10;

export const noteProvenanceSchema = z.object({
  /** The note's sentences, stripped of markdown as the page shows them, in order. */
  sentences: z.array(z.object({ text: z.string(), kind: z.enum(provenanceKinds) })),
  /** What the clinician said in the session that the note does not carry (at most `maxLeftOut`). */
  left_out: z.array(z.string()).max(maxLeftOut),
  /** How many such sentences there are in all. */
  left_out_total: z.number().int().min(0),
});
export type NoteProvenance = z.infer<typeof noteProvenanceSchema>;

/** GET /api/notes/{id}: the note plus what review needs. */
export const noteDetailSchema = noteSchema.extend({
  author_id: z.uuid(),
  author_name: z.string(),
  addenda: z.array(addendumSchema),
  /** Risk language found in the note (not denied): signing then needs a recorded response. */
  risk_positive: z.boolean(),
  risk_response: riskResponseSchema.nullable(),
  /** Sentences of the note that are the clinician's own words from the conversation. */
  clinician_sentences: z.array(z.string()),
  provenance: noteProvenanceSchema,
  can_approve: z.boolean(),
  /** A draft its author may still change (PATCH /api/notes/{id}); signing locks it. */
  can_edit: z.boolean(),
  /** When the text last changed (an autosave, a signature). */
  updated_at: z.iso.datetime(),
});
export type NoteDetail = z.infer<typeof noteDetailSchema>;

/** PATCH /api/notes/{id}: a draft's whole text (the page edits it section by section). Saving the same text again changes nothing. */
export const updateNoteRequestSchema = z.object({
  note_content: z.string().trim().min(1, 'Note is empty').max(100_000),
});
export type UpdateNoteRequest = z.infer<typeof updateNoteRequestSchema>;

export const approveNoteRequestSchema = z.object({ risk_response: riskResponseSchema.optional() });
export type ApproveNoteRequest = z.infer<typeof approveNoteRequestSchema>;

export const addAddendumRequestSchema = z.object({ text: z.string().trim().min(1, 'Addendum is empty').max(20_000) });

export const insertSoapRequestSchema = z.object({ note_id: z.uuid('note_id must be a UUID'), content: z.string().max(100_000).optional() });
export const insertSoapResponseSchema = z.object({ ok: z.literal(true), note_id: z.uuid() });
export type InsertSoapResponse = z.infer<typeof insertSoapResponseSchema>;

/** Spec section 3: completion stats, from real appointments. */
export const completionStatsSchema = z.object({
  all_documented: z.boolean(),
  pending_count: z.number().int(),
  completion_percentage: z.number().int().min(0).max(100),
  total_sessions: z.number().int(),
});
export type CompletionStats = z.infer<typeof completionStatsSchema>;

/** Spec section 3: recent note is id, title, date. */
export const recentNoteSchema = z.object({ id: z.uuid(), title: z.string(), date: z.iso.datetime() });
export type RecentNote = z.infer<typeof recentNoteSchema>;
export const recentNotesResponseSchema = z.array(recentNoteSchema);

const formBoolean = z.enum(['true', 'false']).transform((v) => v === 'true');

/** Spec section 7: form fields of check_duplicate_note. */
export const checkDuplicateFormSchema = z.object({
  user_id: z.uuid('User ID missing. Please log in again.'),
  encounter_id: z.uuid('encounter_id must be the id of an appointment'),
  document_type: z.enum(documentTypes),
});
export const checkDuplicateResponseSchema = z.object({ duplicate_exists: z.boolean(), note_id: z.uuid().nullable() });
export type CheckDuplicateResponse = z.infer<typeof checkDuplicateResponseSchema>;

/** Spec section 7: form fields of save_note_db (approved is 'true' from Approve and Save). */
export const saveNoteFormSchema = z.object({
  user_id: z.uuid('User ID missing. Please log in again.'),
  encounter_id: z.uuid('encounter_id must be the id of an appointment'),
  note_content: z.string().trim().min(1, 'Note is empty').max(100_000),
  document_type: z.enum(documentTypes),
  approved: formBoolean.default(false),
  note_id: z.uuid().optional(),
  risk_response_action: z.enum(riskResponseActions).optional(),
  risk_response_reason: z.string().max(2000).optional(),
  /** More responses, comma-separated (e.g. "consultation,safety_plan_reviewed"). */
  risk_response_also: z.string().max(500).optional(),
  risk_report_agency: z.string().max(200).optional(),
  risk_report_reference: z.string().max(200).optional(),
  risk_report_filed_at: z.string().max(40).optional(),
  risk_duty_to_warn_decision: z.enum(dutyToWarnDecisions).optional(),
  risk_duty_to_warn_reason: z.string().max(2000).optional(),
});
export const saveNoteResponseSchema = z.object({ note_id: z.uuid(), status: z.enum(noteStatuses), created: z.boolean() });
export type SaveNoteResponse = z.infer<typeof saveNoteResponseSchema>;

export const exportFormats = ['pdf', 'docx', 'txt'] as const;
export const downloadNoteFormSchema = z.object({
  note_content: z.string().trim().min(1, 'Note is empty').max(100_000),
  format: z.enum(exportFormats),
  document_type: z.enum(documentTypes).optional(),
  client_name: z.string().max(200).optional(),
});

export const notesListQuerySchema = z.object({
  client_id: z.uuid().optional(),
  document_type: z.enum(documentTypes).optional(),
  status: z.enum(noteStatuses).optional(),
  /** Calendar dates, both included, in the caller's zone (resolveTimeZone). */
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  /** The zone the browser reports; used only when the caller has not chosen one. */
  time_zone: timeZoneSchema.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
export const notesListResponseSchema = z.object({ notes: z.array(noteSchema), total: z.number().int() });
export type NotesListResponse = z.infer<typeof notesListResponseSchema>;

export const documentTypeLabels: Record<DocumentType, string> = {
  soap_note: 'SOAP note',
  dap_note: 'DAP note',
  birp_note: 'BIRP note',
  girp_note: 'GIRP note',
  client_summary: 'Client summary',
  provider_reflection: 'Provider reflection',
  risk_note: 'Risk note',
  quick_note: 'Quick note',
  psychiatric_evaluation: 'Psychiatric evaluation',
  medication_management: 'Medication management',
  intake_note: 'Intake note',
  consultation_note: 'Consultation note',
};

/** A label inside a sentence ("Sign this SOAP note", "a client summary"): acronyms keep their capitals. */
export const labelInSentence = (label: string) => label.replace(/^[A-Z][a-z]/, (start) => start.toLowerCase());

type SaveNoteForm = z.infer<typeof saveNoteFormSchema>;
type RiskFormFields = Pick<
  SaveNoteForm,
  | 'risk_response_action'
  | 'risk_response_reason'
  | 'risk_response_also'
  | 'risk_report_agency'
  | 'risk_report_reference'
  | 'risk_report_filed_at'
  | 'risk_duty_to_warn_decision'
  | 'risk_duty_to_warn_reason'
>;

/** save_note_db carries the risk response as flat form fields; these two convert both ways. */
export function riskResponseFormFields(r: RiskResponse | undefined): RiskFormFields {
  if (!r) return {};
  return {
    risk_response_action: r.action,
    risk_response_reason: r.reason || undefined,
    risk_response_also: r.additional_actions.length > 0 ? r.additional_actions.join(',') : undefined,
    risk_report_agency: r.mandated_report?.agency,
    risk_report_reference: r.mandated_report?.reference || undefined,
    risk_report_filed_at: r.mandated_report?.filed_at,
    risk_duty_to_warn_decision: r.duty_to_warn?.decision,
    risk_duty_to_warn_reason: r.duty_to_warn?.reason,
  };
}

/** The response the form fields describe (undefined when none was given), still to be checked with riskResponseSchema. */
export function riskResponseFromForm(f: RiskFormFields): unknown {
  if (!f.risk_response_action) return undefined;
  return {
    action: f.risk_response_action,
    reason: f.risk_response_reason ?? '',
    additional_actions: f.risk_response_also
      ? f.risk_response_also
          .split(',')
          .map((a) => a.trim())
          .filter(Boolean)
      : [],
    mandated_report:
      f.risk_report_agency || f.risk_report_filed_at
        ? { agency: f.risk_report_agency ?? '', reference: f.risk_report_reference ?? '', filed_at: f.risk_report_filed_at ?? '' }
        : undefined,
    duty_to_warn: f.risk_duty_to_warn_decision ? { decision: f.risk_duty_to_warn_decision, reason: f.risk_duty_to_warn_reason ?? '' } : undefined,
  };
}
