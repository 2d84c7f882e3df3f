import { bandOf, measureDefinitions, type MeasureAnswers, type MeasureKind } from '@tend/contracts/measures.contract';

export interface Scored {
  /** Total of the scored items; null for the intake questionnaire. */
  score: number | null;
  /** The severity band's key ("moderate", "probable_ptsd"), null when unscored. */
  severity: string | null;
  /** An answer the clinician must see now: PHQ-9 item 9 (thoughts of being better off dead or of self-harm) above 0. */
  urgent: boolean;
}

/**
 * The published scoring: the sum of the scored items (PHQ-9 0–27, GAD-7 0–21, PCL-5 0–80) and its
 * band. The answers were validated by the contract (every item answered, in range) before this.
 */
export function scoreResponse(measure: MeasureKind, answers: MeasureAnswers): Scored {
  const definition = measureDefinitions[measure];
  if (definition.maxScore === null) return { score: null, severity: null, urgent: false };
  const score = definition.items.filter((item) => item.scored).reduce((sum, item) => sum + Number(answers[item.id] ?? 0), 0);
  return { score, severity: bandOf(measure, score)?.key ?? null, urgent: isUrgent(measure, answers) };
}

export function isUrgent(measure: MeasureKind, answers: MeasureAnswers): boolean {
  return measure === 'phq9' && Number(answers.q9 ?? 0) > 0;
}
