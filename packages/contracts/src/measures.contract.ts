import { z } from 'zod';

// Forms and standard measures (measurement-based care).

/** The intake questionnaire and the standard measures a clinician can assign. */
export const measureKinds = ['intake', 'phq9', 'gad7', 'pcl5'] as const;
export type MeasureKind = (typeof measureKinds)[number];

/** How often an assigned form is due. */
export const measureSchedules = ['once', 'every_visit', 'every_other_visit', 'monthly'] as const;
export type MeasureSchedule = (typeof measureSchedules)[number];

export const measureKindSchema = z.enum(measureKinds);
export const measureScheduleSchema = z.enum(measureSchedules);

export const measureScheduleLabels: Record<MeasureSchedule, string> = {
  once: 'Once',
  every_visit: 'Before every visit',
  every_other_visit: 'Before every other visit',
  monthly: 'Monthly',
};

// Content: the published wording, shown by the portal and the clinician alike --------------------

export interface MeasureOption {
  value: number;
  label: string;
}

export interface MeasureItem {
  /** The answer's key: q1…qN for scored items, a word for the others. */
  id: string;
  text: string;
  kind: 'choice' | 'text';
  /** Counts toward the total. */
  scored: boolean;
  required: boolean;
  options?: MeasureOption[];
  /** Text answers: a longer box. */
  multiline?: boolean;
  /** Intake: the section the question belongs to. */
  section?: string;
}

/** A severity band: inclusive score range. */
export interface SeverityBand {
  key: string;
  label: string;
  min: number;
  max: number;
}

export interface MeasureDefinition {
  kind: MeasureKind;
  /** Short name: "PHQ-9". */
  name: string;
  title: string;
  instructions: string;
  items: MeasureItem[];
  /** Null for the intake questionnaire, which is not scored. */
  maxScore: number | null;
  bands: SeverityBand[];
  /** Where the wording and scoring come from. */
  source: string;
}

const frequency: MeasureOption[] = [
  { value: 0, label: 'Not at all' },
  { value: 1, label: 'Several days' },
  { value: 2, label: 'More than half the days' },
  { value: 3, label: 'Nearly every day' },
];

const difficulty: MeasureItem = {
  id: 'difficulty',
  text: 'If you checked off any problems, how difficult have these problems made it for you to do your work, take care of things at home, or get along with other people?',
  kind: 'choice',
  scored: false,
  required: false,
  options: [
    { value: 0, label: 'Not difficult at all' },
    { value: 1, label: 'Somewhat difficult' },
    { value: 2, label: 'Very difficult' },
    { value: 3, label: 'Extremely difficult' },
  ],
};

const scoredItems = (texts: string[], options: MeasureOption[]): MeasureItem[] =>
  texts.map((text, i) => ({ id: `q${i + 1}`, text, kind: 'choice', scored: true, required: true, options }));

const phq9: MeasureDefinition = {
  kind: 'phq9',
  name: 'PHQ-9',
  title: 'Patient Health Questionnaire (PHQ-9)',
  instructions: 'Over the last 2 weeks, how often have you been bothered by any of the following problems?',
  items: [
    ...scoredItems(
      [
        'Little interest or pleasure in doing things',
        'Feeling down, depressed, or hopeless',
        'Trouble falling or staying asleep, or sleeping too much',
        'Feeling tired or having little energy',
        'Poor appetite or overeating',
        'Feeling bad about yourself — or that you are a failure or have let yourself or your family down',
        'Trouble concentrating on things, such as reading the newspaper or watching television',
        'Moving or speaking so slowly that other people could have noticed? Or the opposite — being so fidgety or restless that you have been moving around a lot more than usual',
        'Thoughts that you would be better off dead or of hurting yourself in some way',
      ],
      frequency,
    ),
    difficulty,
  ],
  maxScore: 27,
  bands: [
    { key: 'minimal', label: 'Minimal', min: 0, max: 4 },
    { key: 'mild', label: 'Mild', min: 5, max: 9 },
    { key: 'moderate', label: 'Moderate', min: 10, max: 14 },
    { key: 'moderately_severe', label: 'Moderately severe', min: 15, max: 19 },
    { key: 'severe', label: 'Severe', min: 20, max: 27 },
  ],
  source: 'PHQ-9, Drs. Robert L. Spitzer, Janet B.W. Williams, Kurt Kroenke and colleagues; no permission required to reproduce.',
};

const gad7: MeasureDefinition = {
  kind: 'gad7',
  name: 'GAD-7',
  title: 'Generalized Anxiety Disorder scale (GAD-7)',
  instructions: 'Over the last 2 weeks, how often have you been bothered by the following problems?',
  items: [
    ...scoredItems(
      [
        'Feeling nervous, anxious, or on edge',
        'Not being able to stop or control worrying',
        'Worrying too much about different things',
        'Trouble relaxing',
        'Being so restless that it is hard to sit still',
        'Becoming easily annoyed or irritable',
        'Feeling afraid, as if something awful might happen',
      ],
      frequency,
    ),
    difficulty,
  ],
  maxScore: 21,
  bands: [
    { key: 'minimal', label: 'Minimal', min: 0, max: 4 },
    { key: 'mild', label: 'Mild', min: 5, max: 9 },
    { key: 'moderate', label: 'Moderate', min: 10, max: 14 },
    { key: 'severe', label: 'Severe', min: 15, max: 21 },
  ],
  source: 'GAD-7, Drs. Robert L. Spitzer, Janet B.W. Williams, Kurt Kroenke and colleagues; no permission required to reproduce.',
};

/** The National Center for PTSD's suggested cut-point for a provisional PTSD diagnosis. */
export const pcl5Threshold = 33;

const pcl5: MeasureDefinition = {
  kind: 'pcl5',
  name: 'PCL-5',
  title: 'PTSD Checklist for DSM-5 (PCL-5)',
  instructions:
    'Below is a list of problems that people sometimes have in response to a very stressful experience. Keeping your worst event in mind, please read each problem carefully and then choose how much you have been bothered by that problem in the past month.',
  items: scoredItems(
    [
      'Repeated, disturbing, and unwanted memories of the stressful experience?',
      'Repeated, disturbing dreams of the stressful experience?',
      'Suddenly feeling or acting as if the stressful experience were actually happening again (as if you were actually back there reliving it)?',
      'Feeling very upset when something reminded you of the stressful experience?',
      'Having strong physical reactions when something reminded you of the stressful experience (for example, heart pounding, trouble breathing, sweating)?',
      'Avoiding memories, thoughts, or feelings related to the stressful experience?',
      'Avoiding external reminders of the stressful experience (for example, people, places, conversations, activities, objects, or situations)?',
      'Trouble remembering important parts of the stressful experience?',
      'Having strong negative beliefs about yourself, other people, or the world (for example, having thoughts such as: I am bad, there is something seriously wrong with me, no one can be trusted, the world is completely dangerous)?',
      'Blaming yourself or someone else for the stressful experience or what happened after it?',
      'Having strong negative feelings such as fear, horror, anger, guilt, or shame?',
      'Loss of interest in activities that you used to enjoy?',
      'Feeling distant or cut off from other people?',
      'Trouble experiencing positive feelings (for example, being unable to feel happiness or have loving feelings for people close to you)?',
      'Irritable behavior, angry outbursts, or acting aggressively?',
      'Taking too many risks or doing things that could cause you harm?',
      'Being “superalert” or watchful or on guard?',
      'Feeling jumpy or easily startled?',
      'Having difficulty concentrating?',
      'Trouble falling or staying asleep?',
    ],
    [
      { value: 0, label: 'Not at all' },
      { value: 1, label: 'A little bit' },
      { value: 2, label: 'Moderately' },
      { value: 3, label: 'Quite a bit' },
      { value: 4, label: 'Extremely' },
    ],
  ),
  maxScore: 80,
  bands: [
    { key: 'below_threshold', label: 'Below the PTSD threshold', min: 0, max: pcl5Threshold - 1 },
    { key: 'probable_ptsd', label: 'At or above the PTSD threshold (33)', min: pcl5Threshold, max: 80 },
  ],
  source: 'PCL-5 (Weathers, Litz, Keane, Palmieri, Marx and Schnurr, National Center for PTSD); public domain.',
};

const text = (id: string, section: string, question: string, required = false, multiline = false): MeasureItem => ({
  id,
  text: question,
  kind: 'text',
  scored: false,
  required,
  multiline,
  section,
});

const intake: MeasureDefinition = {
  kind: 'intake',
  name: 'Intake',
  title: 'Intake questionnaire',
  instructions: 'Tell us a little about yourself before your first visit. Answer what you are comfortable with; your clinician will go over it with you.',
  items: [
    text('preferred_name', 'About you', 'What name would you like us to use?'),
    text('pronouns', 'About you', 'Your pronouns'),
    text('gender', 'About you', 'Gender identity'),
    text('occupation', 'About you', 'Occupation or school'),
    text('relationship_status', 'About you', 'Relationship status'),
    text('living_situation', 'About you', 'Who do you live with?'),
    text('reason', 'Reason for seeking care', 'What brings you to therapy now? What would you like to be different?', true, true),
    text('mental_health_history', 'History', 'Past mental health concerns or diagnoses', false, true),
    text('medical_history', 'History', 'Medical conditions we should know about', false, true),
    text('substance_use', 'History', 'Alcohol, tobacco or other substance use', false, true),
    text('family_history', 'History', 'Mental health history in your family', false, true),
    text('medications', 'Current medications', 'Medications you take now (name, dose, prescriber)', false, true),
    text('prior_treatment', 'Prior treatment', 'Therapy, counseling or hospital stays in the past', false, true),
    text('emergency_name', 'Emergency contact', 'Emergency contact: name', true),
    text('emergency_relationship', 'Emergency contact', 'Emergency contact: relationship to you'),
    text('emergency_phone', 'Emergency contact', 'Emergency contact: phone', true),
  ],
  maxScore: null,
  bands: [],
  source: 'Tend intake questionnaire.',
};

export const measureDefinitions: Record<MeasureKind, MeasureDefinition> = { intake, phq9, gad7, pcl5 };

/** The measures that are scored (the intake is not). */
export const scoredMeasures = ['phq9', 'gad7', 'pcl5'] as const satisfies readonly MeasureKind[];
export type ScoredMeasure = (typeof scoredMeasures)[number];

/** The band a score falls in, or null (intake, or a score outside every band). */
export function bandOf(measure: MeasureKind, score: number | null): SeverityBand | null {
  if (score === null) return null;
  return measureDefinitions[measure].bands.find((b) => score >= b.min && score <= b.max) ?? null;
}

export const severityLabel = (measure: MeasureKind, severity: string | null): string | null =>
  measureDefinitions[measure].bands.find((b) => b.key === severity)?.label ?? null;

// Answers: every required item answered, each value one of its options ---------------------------

function answerSchema(item: MeasureItem) {
  if (item.kind === 'text') {
    const base = z.string({ error: 'Write an answer' }).trim().max(4000, 'At most 4000 characters');
    return item.required ? base.min(1, 'This question needs an answer') : base.optional();
  }
  const values = item.options!.map((o) => o.value);
  const choice = z
    .number({ error: 'Choose one answer' })
    .int('Choose one answer')
    .min(Math.min(...values), `Choose a value from ${Math.min(...values)} to ${Math.max(...values)}`)
    .max(Math.max(...values), `Choose a value from ${Math.min(...values)} to ${Math.max(...values)}`);
  return item.required ? choice : choice.optional();
}

function answersSchemaOf(kind: MeasureKind) {
  return z.strictObject(Object.fromEntries(measureDefinitions[kind].items.map((item) => [item.id, answerSchema(item)])), {
    error: (issue) => (issue.code === 'unrecognized_keys' ? `Not a question of this form: ${issue.keys.join(', ')}` : undefined),
  });
}

export const measureAnswersSchemas = {
  intake: answersSchemaOf('intake'),
  phq9: answersSchemaOf('phq9'),
  gad7: answersSchemaOf('gad7'),
  pcl5: answersSchemaOf('pcl5'),
};
export type MeasureAnswers = Record<string, number | string | undefined>;

// Crisis resources: shown to a client at once after an urgent answer -----------------------------

export const crisisResourceSchema = z.object({
  label: z.string(),
  detail: z.string(),
  /** tel:, sms: links the client can tap. */
  links: z.array(z.object({ label: z.string(), href: z.string() })),
});
export type CrisisResource = z.infer<typeof crisisResourceSchema>;

export const crisisResources: CrisisResource[] = [
  {
    label: '988 Suicide & Crisis Lifeline',
    detail: 'Call or text 988, any time, day or night.',
    links: [
      { label: 'Call 988', href: 'tel:988' },
      { label: 'Text 988', href: 'sms:988' },
    ],
  },
  { label: 'Crisis Text Line', detail: 'Text HOME to 741741.', links: [{ label: 'Text HOME to 741741', href: 'sms:741741?&body=HOME' }] },
  {
    label: 'Emergency',
    detail: 'If you are in danger now, call 911 or go to the nearest emergency department.',
    links: [{ label: 'Call 911', href: 'tel:911' }],
  },
];

// Wire shapes ------------------------------------------------------------------------------------

export const measureAssignmentSchema = z.object({
  id: z.uuid(),
  client_id: z.uuid(),
  measure: measureKindSchema,
  schedule: measureScheduleSchema,
  assigned_at: z.iso.datetime(),
  assigned_by_name: z.string().nullable(),
  ended_at: z.iso.datetime().nullable(),
  /** Whether it is due now (see the due rules on the server). */
  due: z.boolean(),
  last_answered_at: z.iso.datetime().nullable(),
});
export type MeasureAssignment = z.infer<typeof measureAssignmentSchema>;

export const measureAssignmentsResponseSchema = z.object({ assignments: z.array(measureAssignmentSchema) });
export type MeasureAssignmentsResponse = z.infer<typeof measureAssignmentsResponseSchema>;

/** POST /api/clients/:id/measure-assignments */
export const assignMeasureRequestSchema = z.object({ measure: measureKindSchema, schedule: measureScheduleSchema });
export type AssignMeasureRequest = z.infer<typeof assignMeasureRequestSchema>;

/** One completed form without its answers: what the chart and the lists show. */
export const measureResultSchema = z.object({
  id: z.uuid(),
  client_id: z.uuid(),
  measure: measureKindSchema,
  assignment_id: z.uuid().nullable(),
  score: z.number().int().nullable(),
  max_score: z.number().int().nullable(),
  severity: z.string().nullable(),
  severity_label: z.string().nullable(),
  urgent: z.boolean(),
  submitted_at: z.iso.datetime(),
  submitted_by_name: z.string().nullable(),
});
export type MeasureResult = z.infer<typeof measureResultSchema>;

/** One completed form with its answers as given. */
export const measureResponseDetailSchema = measureResultSchema.extend({
  answers: z.record(z.string(), z.union([z.number(), z.string()])),
});
export type MeasureResponseDetail = z.infer<typeof measureResponseDetailSchema>;

export const moodEntrySchema = z.object({
  id: z.uuid(),
  client_id: z.uuid(),
  mood: z.number().int().min(1).max(5),
  note: z.string().nullable(),
  recorded_at: z.iso.datetime(),
});
export type MoodEntry = z.infer<typeof moodEntrySchema>;

export const moodLabels: Record<number, string> = { 1: 'Very low', 2: 'Low', 3: 'Okay', 4: 'Good', 5: 'Very good' };

/** The latest score of one measure and where it moved from ("PHQ-9 14 → 9 since 3 Mar"). */
export const measureTrendSchema = z.object({
  measure: measureKindSchema,
  latest_score: z.number().int(),
  latest_severity_label: z.string().nullable(),
  latest_at: z.iso.datetime(),
  /** The first score of the last 90 days before the latest, when there is one. */
  from_score: z.number().int().nullable(),
  from_at: z.iso.datetime().nullable(),
});
export type MeasureTrend = z.infer<typeof measureTrendSchema>;

/** GET /api/clients/:id/measure-responses and GET /api/portal/measure-responses: scores over time (oldest first) and the mood log. */
export const measureHistoryResponseSchema = z.object({
  responses: z.array(measureResultSchema),
  trends: z.array(measureTrendSchema),
  mood_entries: z.array(moodEntrySchema),
  /** An urgent answer no follow-up has closed yet (clinician view; always false in the portal). */
  urgent_open: z.boolean(),
});
export type MeasureHistoryResponse = z.infer<typeof measureHistoryResponseSchema>;

// Portal ------------------------------------------------------------------------------------------

/** A form the portal user should complete now, for themself or a minor in their care. */
export const dueFormSchema = z.object({
  assignment_id: z.uuid(),
  client_id: z.uuid(),
  client_name: z.string(),
  measure: measureKindSchema,
  schedule: measureScheduleSchema,
  /** Why it is due, in words ("Before your visit on …" is shaped by the web). */
  reason: z.string(),
});
export type DueForm = z.infer<typeof dueFormSchema>;

/** GET /api/portal/forms: forms due now, and the clients the portal user answers for. */
export const dueFormsResponseSchema = z.object({
  forms: z.array(dueFormSchema),
  clients: z.array(z.object({ id: z.uuid(), name: z.string() })),
});
export type DueFormsResponse = z.infer<typeof dueFormsResponseSchema>;

const submitBase = { client_id: z.uuid('client_id must be a UUID'), assignment_id: z.uuid('assignment_id must be a UUID').optional() };

/** POST /api/portal/measure-responses: the answers of one form; scored on the server. */
export const submitMeasureRequestSchema = z.discriminatedUnion('measure', [
  z.object({ ...submitBase, measure: z.literal('intake'), answers: measureAnswersSchemas.intake }),
  z.object({ ...submitBase, measure: z.literal('phq9'), answers: measureAnswersSchemas.phq9 }),
  z.object({ ...submitBase, measure: z.literal('gad7'), answers: measureAnswersSchemas.gad7 }),
  z.object({ ...submitBase, measure: z.literal('pcl5'), answers: measureAnswersSchemas.pcl5 }),
]);
export type SubmitMeasureRequest = z.input<typeof submitMeasureRequestSchema>;

export const submitMeasureResponseSchema = z.object({
  response: measureResultSchema,
  /** Present after an urgent answer: shown to the client at once. Never a diagnosis. */
  crisis_resources: z.array(crisisResourceSchema).nullable(),
});
export type SubmitMeasureResponse = z.infer<typeof submitMeasureResponseSchema>;

/** GET /api/portal/measure-responses?client_id= */
export const portalHistoryQuerySchema = z.object({ client_id: z.uuid('client_id must be a UUID') });

/** POST /api/portal/mood-entries */
export const addMoodEntryRequestSchema = z.object({
  client_id: z.uuid('client_id must be a UUID'),
  mood: z.number({ error: 'mood must be a number from 1 to 5' }).int().min(1, 'mood must be from 1 to 5').max(5, 'mood must be from 1 to 5'),
  note: z.string().trim().max(500, 'At most 500 characters').optional(),
});
export type AddMoodEntryRequest = z.infer<typeof addMoodEntryRequestSchema>;

/** Routes that take a response id: /api/portal/measure-responses/:id */
export const measureResponseIdParamsSchema = z.object({ id: z.uuid('Response id must be a UUID') });

/** "PHQ-9 14 → 9 since 3 Mar", or "PHQ-9 9 (mild)" with nothing to compare; `since` formats the starting date. */
export function describeTrend(trend: MeasureTrend, since: (iso: string) => string): string {
  const name = measureDefinitions[trend.measure].name;
  if (trend.from_score === null || !trend.from_at)
    return `${name} ${trend.latest_score}${trend.latest_severity_label ? ` (${trend.latest_severity_label.toLowerCase()})` : ''}`;
  return `${name} ${trend.from_score} → ${trend.latest_score} since ${since(trend.from_at)}`;
}
