import { z } from 'zod';

/**
 * Structured note documents: what both engines produce, before rendering to note_content.
 * Sections are lists of sentences; an empty list renders as "not discussed", never invented.
 */
const sentences = z.array(z.string().max(2000)).max(40);

export const soapDocumentSchema = z.object({
  subjective: sentences,
  objective: sentences,
  assessment: sentences,
  plan: sentences,
});
export type SoapDocument = z.infer<typeof soapDocumentSchema>;

/**
 * A summary written for the client, from this session. What the chart holds (measures, diagnoses,
 * visits) is added by the server from the record, never written by a model.
 */
export const clientSummaryDocumentSchema = z.object({
  /** What the client brought, what was worked on and how they took to it. */
  this_session: sentences,
  /** The plan from this session, each step once. */
  next_steps: sentences,
});
export type ClientSummaryDocument = z.infer<typeof clientSummaryDocumentSchema>;

export const providerReflectionDocumentSchema = z.object({
  what_went_well: sentences,
  challenges: sentences,
  for_next_time: sentences,
});
export type ProviderReflectionDocument = z.infer<typeof providerReflectionDocumentSchema>;

export const riskLevels = ['none_identified', 'low', 'moderate', 'high'] as const;
export type RiskLevel = (typeof riskLevels)[number];
export const riskNoteDocumentSchema = z.object({
  findings: z.array(z.object({ category: z.string().max(60), quote: z.string().max(2000) })).max(20),
  level: z.enum(riskLevels),
  /** The clinician's own stated judgment of risk, as they said it ("low risk of violence"). */
  clinician_assessment: z.string().max(2000).nullable(),
  /** What the clinician said they did: a mandated report, a duty-to-warn decision, a safety plan… */
  actions_documented: z.array(z.string().max(2000)).max(10),
  clinician_response: z.string().max(4000).nullable(),
});
export type RiskNoteDocument = z.infer<typeof riskNoteDocumentSchema>;

/** DAP, BIRP, GIRP and intake notes: the same sentence lists under their own section names. */
export const dapDocumentSchema = z.object({ data: sentences, assessment: sentences, plan: sentences });
export const birpDocumentSchema = z.object({ behavior: sentences, intervention: sentences, response: sentences, plan: sentences });
export const girpDocumentSchema = z.object({ goal: sentences, intervention: sentences, response: sentences, plan: sentences });
export const intakeDocumentSchema = z.object({
  presenting_problem: sentences,
  history: sentences,
  mental_status: sentences,
  assessment: sentences,
  plan: sentences,
});

export const quickNoteDocumentSchema = z.object({ summary: sentences });
export type QuickNoteDocument = z.infer<typeof quickNoteDocumentSchema>;

export const notDiscussed = '_Not discussed in session._';
