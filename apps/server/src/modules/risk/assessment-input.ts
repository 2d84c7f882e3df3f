import type { z } from 'zod';
import type { updateRiskAssessmentRequestSchema } from '@tend/contracts/risk.contract';
import { skippedAnswers, triage, type Triage, type TriageInput } from '@tend/contracts/risk-triage';
import { errorCodes } from '@tend/contracts/errors';
import { HttpError } from '../../http/errors';
import { storedAnswers } from './assessment-view';
import type { AssessmentRow, AssessmentValues } from './risk-assessments.repo';

/** The parsed draft fields of a create, update or complete body (each part, when given, replaces the stored one whole). */
export type DraftFields = z.output<typeof updateRiskAssessmentRequestSchema>;

type Current = Pick<AssessmentRow['assessment'], 'screener' | 'selfHarm' | 'homicide'>;

const empty: Current = { screener: {}, selfHarm: {}, homicide: {} };

/** 400 naming each field, in the app's validation shape. */
export function fieldErrors(details: { field: string; message: string }[]): HttpError {
  const named = details.map((d) => ({ field: `body.${d.field}`, message: d.message }));
  return new HttpError(400, errorCodes.validation, named.map((d) => `${d.field}: ${d.message}`).join('; '), named);
}

/**
 * The columns a body changes, merged over what is stored, with the computed level. Answers to
 * questions the screener skips (Q3–Q5 when Q2 is not yes, 6a when Q6 is not yes, homicide
 * sub-items without thoughts) are refused with 400 rather than stored and ignored.
 */
export function assessmentValues(body: DraftFields, current: Current = empty): { values: AssessmentValues; answers: TriageInput; computed: Triage } {
  const stored = storedAnswers(current);
  const answers = {
    screener: body.screener ?? stored.screener,
    self_harm: body.self_harm ?? stored.self_harm,
    homicide: body.homicide ?? stored.homicide,
  };
  const skipped = skippedAnswers(answers);
  if (skipped.length > 0) throw fieldErrors(skipped);
  const computed = triage(answers);
  const values: AssessmentValues = {
    ...(body.screener ? { screener: body.screener } : {}),
    ...(body.self_harm ? { selfHarm: body.self_harm } : {}),
    ...(body.homicide ? { homicide: body.homicide } : {}),
    ...(body.risk_factors ? { riskFactors: dedupe(body.risk_factors) } : {}),
    ...(body.protective_factors ? { protectiveFactors: dedupe(body.protective_factors) } : {}),
    ...(body.formulation !== undefined ? { formulation: body.formulation || null } : {}),
    ...(body.level !== undefined ? { level: body.level } : {}),
    ...(body.level_reason !== undefined ? { levelReason: body.level_reason || null } : {}),
    screenerLevel: computed.level,
  };
  return { values, answers, computed };
}

const dedupe = (list: string[]) => [...new Set(list)];
