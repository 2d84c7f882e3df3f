import { z } from 'zod';
import { isoDate } from './iso-date';

// Risk assessment: the Columbia (C-SSRS) screener with its triage, self-harm and homicide items,
// risk and protective factors, the clinician's formulation; and the Stanley–Brown safety plan.
// The triage itself (pure, shared by server and web) is in risk-triage.ts.

export const riskLevels = ['low', 'moderate', 'high'] as const;
export type RiskLevel = (typeof riskLevels)[number];
export const riskLevelLabels: Record<RiskLevel, string> = { low: 'Low', moderate: 'Moderate', high: 'High' };

export const riskAssessmentStatuses = ['draft', 'completed'] as const;
export type RiskAssessmentStatus = (typeof riskAssessmentStatuses)[number];

export const riskLevelSchema = z.enum(riskLevels);

const uuidOf = (field: string) => z.uuid(`${field} must be a UUID`);
const yesNo = z.boolean().nullable().default(null);

// C-SSRS screener (Screen Version) ----------------------------------------------------------

/** The screener's answers; null = not answered yet (a draft may be partial). */
export const cssrsKeys = ['wish_to_be_dead', 'suicidal_thoughts', 'method', 'intent', 'plan', 'behavior', 'behavior_past_3_months'] as const;
export type CssrsKey = (typeof cssrsKeys)[number];

/**
 * The published questions (Screen Version, past month), word for word, in order. Q1–Q5 ask about
 * the past month (the form says so in the section heading). Q3–Q5 are asked only when
 * Q2 is yes; the recency question only when Q6 is yes (`asked_when`).
 */
export const cssrsQuestions: readonly { key: CssrsKey; number: string; text: string; asked_when?: { key: CssrsKey; is: true } }[] = [
  { key: 'wish_to_be_dead', number: '1', text: 'Have you wished you were dead or wished you could go to sleep and not wake up?' },
  { key: 'suicidal_thoughts', number: '2', text: 'Have you actually had any thoughts of killing yourself?' },
  { key: 'method', number: '3', text: 'Have you been thinking about how you might do this?', asked_when: { key: 'suicidal_thoughts', is: true } },
  {
    key: 'intent',
    number: '4',
    text: 'Have you had these thoughts and had some intention of acting on them?',
    asked_when: { key: 'suicidal_thoughts', is: true },
  },
  {
    key: 'plan',
    number: '5',
    text: 'Have you started to work out or worked out the details of how to kill yourself? Do you intend to carry out this plan?',
    asked_when: { key: 'suicidal_thoughts', is: true },
  },
  {
    key: 'behavior',
    number: '6',
    text: 'Have you ever done anything, started to do anything, or prepared to do anything to end your life? (For example: collected pills, obtained a gun, gave away valuables, wrote a will or suicide note, took out pills but didn’t swallow any, held a gun but changed your mind or it was grabbed from your hand, went to the roof but didn’t jump; or actually took pills, tried to shoot yourself, cut yourself, tried to hang yourself, etc.)',
  },
  { key: 'behavior_past_3_months', number: '6a', text: 'If YES, ask: Was this within the past 3 months?', asked_when: { key: 'behavior', is: true } },
];

/**
 * Answers to Q3–Q5 when Q2 is no (or to 6a when Q6 is no) are refused with 400: the published
 * screener skips them, and an answer there means the form and the record disagree.
 */
export const cssrsAnswersSchema = z.object({
  wish_to_be_dead: yesNo,
  suicidal_thoughts: yesNo,
  method: yesNo,
  intent: yesNo,
  plan: yesNo,
  behavior: yesNo,
  behavior_past_3_months: yesNo,
});
export type CssrsAnswers = z.infer<typeof cssrsAnswersSchema>;

// Self-harm and homicide items ---------------------------------------------------------------

export const nssiFrequencies = ['once', 'a_few_times', 'weekly', 'daily'] as const;
export const nssiFrequencyLabels: Record<(typeof nssiFrequencies)[number], string> = {
  once: 'Once',
  a_few_times: 'A few times',
  weekly: 'About weekly',
  daily: 'Daily or more',
};

/** Non-suicidal self-injury. NSSI in the past month raises the level to at least moderate. */
export const selfHarmSchema = z.object({
  nssi_past_month: yesNo,
  /** How often, and when last (a calendar date), when nssi_past_month is yes. */
  frequency: z.enum(nssiFrequencies).nullable().default(null),
  last_occurred_on: isoDate('last_occurred_on must be a date (YYYY-MM-DD)').nullable().default(null),
  notes: z.string().trim().max(2000).default(''),
});
export type SelfHarm = z.infer<typeof selfHarmSchema>;

/**
 * Thoughts of harming others. A plan or intent raises the level to high; thoughts about an
 * identified person, or with access to means, to at least moderate. The sub-items are asked only
 * when `thoughts` is yes (answers to them otherwise are refused, 400).
 */
export const homicideSchema = z.object({
  thoughts: yesNo,
  identified_person: yesNo,
  plan: yesNo,
  intent: yesNo,
  access_to_means: yesNo,
  notes: z.string().trim().max(2000).default(''),
});
export type Homicide = z.infer<typeof homicideSchema>;

export const homicideItemLabels: Record<Exclude<keyof Homicide, 'notes'>, string> = {
  thoughts: 'Thoughts of harming or killing someone else',
  identified_person: 'An identified person',
  plan: 'A plan',
  intent: 'Intent to act',
  access_to_means: 'Access to means (e.g. firearms)',
};

// Risk and protective factors ----------------------------------------------------------------

/** Offered as checkboxes; the lists also take free text (each item a short phrase). */
export const riskFactorOptions = [
  'Prior suicide attempt',
  'Family history of suicide',
  'Access to firearms or lethal means',
  'Recent loss or major life stress',
  'Depression or hopelessness',
  'Substance use',
  'Impulsivity or agitation',
  'Social isolation',
  'Chronic pain or serious illness',
  'Recent discharge from inpatient care',
  'History of abuse or trauma',
  'Legal or financial crisis',
] as const;

export const protectiveFactorOptions = [
  'Reasons for living',
  'Responsibility for children or family',
  'Supportive relationships',
  'Engaged in treatment',
  'Religious or spiritual beliefs',
  'Coping and problem-solving skills',
  'Future plans and goals',
  'Restricted access to lethal means',
  'Pets',
] as const;

const factorList = z.array(z.string().trim().min(1, 'A factor cannot be empty').max(200)).max(40).default([]);

// Requests -----------------------------------------------------------------------------------

/** What a draft carries; every part optional (PATCH replaces each part given, whole). */
const draftFields = {
  screener: cssrsAnswersSchema.optional(),
  self_harm: selfHarmSchema.optional(),
  homicide: homicideSchema.optional(),
  risk_factors: factorList.optional(),
  protective_factors: factorList.optional(),
  formulation: z.string().trim().max(20_000).nullable().optional(),
  /** The clinician's level, kept on a draft so a save does not lose it; null follows the computed one. */
  level: riskLevelSchema.nullable().optional(),
  level_reason: z.string().trim().max(2000).nullable().optional(),
};

/** POST /api/clients/:id/risk-assessments: start a draft, optionally from a note (the caller's visible note of the same client). */
export const createRiskAssessmentRequestSchema = z.object({ note_id: uuidOf('note_id').nullable().optional(), ...draftFields });
export type CreateRiskAssessmentRequest = z.input<typeof createRiskAssessmentRequestSchema>;

/** PATCH /api/risk-assessments/:id: change a draft (409 once completed). */
export const updateRiskAssessmentRequestSchema = z.object(draftFields);
export type UpdateRiskAssessmentRequest = z.input<typeof updateRiskAssessmentRequestSchema>;

/**
 * POST /api/risk-assessments/:id/complete: last changes (optional) and the clinician's level.
 * `level` defaults to the draft's saved level, else the computed one; it may be higher; lower needs `level_reason` (400 naming it).
 * Every asked screener question, nssi_past_month and homicide.thoughts (and its sub-items when yes)
 * must be answered (400 naming each missing one).
 */
export const completeRiskAssessmentRequestSchema = z.object(draftFields);
export type CompleteRiskAssessmentRequest = z.input<typeof completeRiskAssessmentRequestSchema>;

export const riskAssessmentIdParamsSchema = z.object({ id: uuidOf('Risk assessment id') });
export const clientIdParamsSchema = z.object({ id: uuidOf('Client id') });

/** GET /api/risk-assessments: recent assessments across the caller's visible clients. */
export const recentRiskAssessmentsQuerySchema = z.object({
  status: z.enum(riskAssessmentStatuses).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

// Responses ----------------------------------------------------------------------------------

/** One assessment as a list or the client's risk timeline shows it. */
export const riskAssessmentSummarySchema = z.object({
  id: z.uuid(),
  client_id: z.uuid(),
  client_name: z.string(),
  status: z.enum(riskAssessmentStatuses),
  /** What the triage gives from the answers (screener, self-harm, homicide); null until answered. */
  screener_level: riskLevelSchema.nullable(),
  /** The clinician's level: chosen on a draft (may change), final on completion. */
  level: riskLevelSchema.nullable(),
  clinician_id: z.uuid().nullable(),
  clinician_name: z.string().nullable(),
  /** The note it started from. */
  note_id: z.uuid().nullable(),
  created_at: z.iso.datetime(),
  completed_at: z.iso.datetime().nullable(),
});
export type RiskAssessmentSummary = z.infer<typeof riskAssessmentSummarySchema>;

export const riskAssessmentsResponseSchema = z.object({ assessments: z.array(riskAssessmentSummarySchema) });
export type RiskAssessmentsResponse = z.infer<typeof riskAssessmentsResponseSchema>;

/** GET /api/risk-assessments/:id (and the answer of create, update and complete). */
export const riskAssessmentSchema = riskAssessmentSummarySchema.extend({
  encounter_id: z.uuid().nullable(),
  screener: cssrsAnswersSchema,
  self_harm: selfHarmSchema,
  homicide: homicideSchema,
  risk_factors: z.array(z.string()),
  protective_factors: z.array(z.string()),
  formulation: z.string().nullable(),
  /** Why the level is below the computed one. */
  level_reason: z.string().nullable(),
  /** Plain sentences saying what set the computed level (e.g. "Intent (Q4) in the past month"). */
  triage_reasons: z.array(z.string()),
  updated_at: z.iso.datetime(),
  /** True when the caller may change it (a draft, and the caller holds risk:write for this client). */
  can_edit: z.boolean(),
});
export type RiskAssessment = z.infer<typeof riskAssessmentSchema>;

// Safety plan (Stanley–Brown) ----------------------------------------------------------------

export const crisisLine988 = { name: '988 Suicide & Crisis Lifeline', phone: '988', note: 'Call or text 988, or chat at 988lifeline.org' } as const;

/** The fixed Lifeline row itself (name and phone exactly): only it is treated as the Lifeline, never a contact that mentions 988. */
export const isLifelineEntry = (c: { name: string; phone: string }) => c.name.trim() === crisisLine988.name && c.phone.trim() === crisisLine988.phone;

const item = z.string().trim().min(1, 'An item cannot be empty').max(500);
const items = z.array(item).max(30).default([]);
const phone = z.string().trim().max(40).default('');
export const planContactSchema = z.object({ name: z.string().trim().min(1, 'Give a name').max(200), phone });
export type PlanContact = z.infer<typeof planContactSchema>;
export const planPlaceSchema = z.object({ name: z.string().trim().min(1, 'Give a name or place').max(200), phone });

export const safetyPlanSectionKeys = [
  'warning_signs',
  'internal_coping',
  'social_distraction',
  'people_to_ask_for_help',
  'professionals_and_agencies',
  'making_environment_safe',
  'reasons_for_living',
] as const;
export type SafetyPlanSectionKey = (typeof safetyPlanSectionKeys)[number];

export const safetyPlanSectionTitles: Record<SafetyPlanSectionKey, string> = {
  warning_signs: 'Step 1: Warning signs',
  internal_coping: 'Step 2: Internal coping strategies',
  social_distraction: 'Step 3: People and social settings that provide distraction',
  people_to_ask_for_help: 'Step 4: People I can ask for help',
  professionals_and_agencies: 'Step 5: Professionals or agencies I can contact during a crisis',
  making_environment_safe: 'Step 6: Making the environment safe',
  reasons_for_living: 'The one thing most important to me and worth living for',
};

/**
 * The plan's sections. `professionals_and_agencies` is what the clinician lists; the server always
 * answers it with the 988 Lifeline first (it is added if missing and cannot be removed).
 */
export const safetyPlanSectionsSchema = z.object({
  warning_signs: items,
  internal_coping: items,
  /** People (with a phone, optional) and places. */
  social_distraction: z.array(planPlaceSchema).max(30).default([]),
  people_to_ask_for_help: z.array(planContactSchema).max(30).default([]),
  professionals_and_agencies: z.array(planContactSchema).max(30).default([]),
  making_environment_safe: items,
  reasons_for_living: items,
});
export type SafetyPlanSections = z.infer<typeof safetyPlanSectionsSchema>;

/** PUT /api/clients/:id/safety-plan: save the client's current plan (created when there is none). */
export const saveSafetyPlanRequestSchema = z.object({
  sections: safetyPlanSectionsSchema,
  /** The assessment it follows (a completed or draft assessment of the same client). */
  assessment_id: uuidOf('assessment_id').nullable().optional(),
});
export type SaveSafetyPlanRequest = z.input<typeof saveSafetyPlanRequestSchema>;

export const safetyPlanSchema = z.object({
  id: z.uuid(),
  client_id: z.uuid(),
  client_name: z.string(),
  assessment_id: z.uuid().nullable(),
  sections: safetyPlanSectionsSchema,
  /** Set while the client can read it in the portal. */
  shared_at: z.iso.datetime().nullable(),
  updated_by_name: z.string().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type SafetyPlan = z.infer<typeof safetyPlanSchema>;

/**
 * GET /api/clients/:id/safety-plan (plan null when none yet); PUT and POST/DELETE …/safety-plan/share
 * answer the same. The PDF: GET /api/clients/:id/safety-plan.pdf.
 */
export const safetyPlanResponseSchema = z.object({ plan: safetyPlanSchema.nullable() });
export type SafetyPlanResponse = z.infer<typeof safetyPlanResponseSchema>;

/**
 * Portal: GET /api/client/safety-plan — the shared plans of the caller's own record and of the
 * minors they guard (empty when none is shared). GET /api/client/safety-plan.pdf?client_id=… — one
 * of them as PDF (client_id may be left out when there is exactly one); any other client → 404.
 */
export const portalSafetyPlansResponseSchema = z.object({ plans: z.array(safetyPlanSchema.omit({ assessment_id: true, updated_by_name: true })) });
export type PortalSafetyPlansResponse = z.infer<typeof portalSafetyPlansResponseSchema>;
export const portalSafetyPlanPdfQuerySchema = z.object({ client_id: uuidOf('client_id').optional() });
