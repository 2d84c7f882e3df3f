import { describe, expect, it } from 'vitest';
import { measureAnswersSchemas, measureDefinitions, submitMeasureRequestSchema, type MeasureKind } from '@tend/contracts/measures.contract';
import { scoreResponse } from './scoring';

/** Answers summing to `total`: items filled from the first, each up to the item's maximum. */
function answersFor(measure: MeasureKind, total: number, extra: Record<string, number> = {}) {
  const items = measureDefinitions[measure].items.filter((i) => i.scored);
  const max = Math.max(...items[0]!.options!.map((o) => o.value));
  let left = total;
  const answers: Record<string, number> = {};
  for (const item of items) {
    const value = Math.min(max, left);
    answers[item.id] = value;
    left -= value;
  }
  if (left > 0) throw new Error(`${measure} cannot reach ${total}`);
  return { ...answers, ...extra };
}

describe('PHQ-9 (Kroenke, Spitzer & Williams 2001): total 0–27, five bands', () => {
  const cases: [number, string][] = [
    [0, 'minimal'],
    [4, 'minimal'],
    [5, 'mild'],
    [9, 'mild'],
    [10, 'moderate'],
    [14, 'moderate'],
    [15, 'moderately_severe'],
    [19, 'moderately_severe'],
    [20, 'severe'],
    [27, 'severe'],
  ];
  // Items fill from the first, so item 9 stays 0 below 25: the band alone decides.
  it.each(cases)('a total of %i is %s', (total, band) => {
    expect(scoreResponse('phq9', answersFor('phq9', total))).toEqual({ score: total, severity: band, urgent: total > 24 });
  });

  it('all zero: 0, minimal, not urgent', () => {
    expect(scoreResponse('phq9', answersFor('phq9', 0))).toEqual({ score: 0, severity: 'minimal', urgent: false });
  });

  it('maximum: every item "nearly every day" is 27, severe, and urgent', () => {
    expect(scoreResponse('phq9', answersFor('phq9', 27))).toEqual({ score: 27, severity: 'severe', urgent: true });
  });

  it('item 9 above 0 is urgent whatever the total; 0 on item 9 is not', () => {
    const onlyItem9 = { ...answersFor('phq9', 0), q9: 1 };
    expect(scoreResponse('phq9', onlyItem9)).toEqual({ score: 1, severity: 'minimal', urgent: true });
    expect(scoreResponse('phq9', { ...answersFor('phq9', 0), q9: 3 }).urgent).toBe(true);
    expect(scoreResponse('phq9', answersFor('phq9', 24)).urgent).toBe(false);
  });

  it('does not count the difficulty question', () => {
    expect(scoreResponse('phq9', answersFor('phq9', 5, { difficulty: 3 })).score).toBe(5);
  });
});

describe('GAD-7 (Spitzer et al. 2006): total 0–21, four bands', () => {
  const cases: [number, string][] = [
    [0, 'minimal'],
    [4, 'minimal'],
    [5, 'mild'],
    [9, 'mild'],
    [10, 'moderate'],
    [14, 'moderate'],
    [15, 'severe'],
    [21, 'severe'],
  ];
  it.each(cases)('a total of %i is %s', (total, band) => {
    expect(scoreResponse('gad7', answersFor('gad7', total))).toEqual({ score: total, severity: band, urgent: false });
  });
});

describe('PCL-5 (National Center for PTSD): total 0–80, provisional PTSD at 33 or more', () => {
  const cases: [number, string][] = [
    [0, 'below_threshold'],
    [32, 'below_threshold'],
    [33, 'probable_ptsd'],
    [80, 'probable_ptsd'],
  ];
  it.each(cases)('a total of %i is %s', (total, band) => {
    expect(scoreResponse('pcl5', answersFor('pcl5', total))).toEqual({ score: total, severity: band, urgent: false });
  });
});

describe('the intake questionnaire', () => {
  it('is not scored', () => {
    expect(scoreResponse('intake', { reason: 'Sleep', emergency_name: 'Ana', emergency_phone: '555' })).toEqual({ score: null, severity: null, urgent: false });
  });
});

describe('answer validation', () => {
  it('needs every scored item, in range, and nothing else', () => {
    expect(measureAnswersSchemas.phq9.safeParse(answersFor('phq9', 3)).success).toBe(true);
    const missing = answersFor('phq9', 3) as Record<string, number>;
    delete missing.q4;
    expect(measureAnswersSchemas.phq9.safeParse(missing).error?.issues[0]?.path).toEqual(['q4']);
    expect(measureAnswersSchemas.phq9.safeParse({ ...answersFor('phq9', 0), q1: 4 }).success).toBe(false);
    expect(measureAnswersSchemas.phq9.safeParse({ ...answersFor('phq9', 0), q1: -1 }).success).toBe(false);
    expect(measureAnswersSchemas.phq9.safeParse({ ...answersFor('phq9', 0), q1: 1.5 }).success).toBe(false);
    expect(measureAnswersSchemas.phq9.safeParse({ ...answersFor('phq9', 0), q10: 1 }).error?.issues[0]?.message).toMatch(/q10/);
    expect(measureAnswersSchemas.pcl5.safeParse(answersFor('pcl5', 80)).success).toBe(true);
    expect(measureAnswersSchemas.gad7.safeParse({ ...answersFor('gad7', 0), q7: 4 }).success).toBe(false);
  });

  it('needs the intake’s required answers', () => {
    expect(measureAnswersSchemas.intake.safeParse({ reason: ' ', emergency_name: 'Ana', emergency_phone: '555' }).success).toBe(false);
    expect(measureAnswersSchemas.intake.safeParse({ reason: 'Sleep', emergency_name: 'Ana', emergency_phone: '555' }).success).toBe(true);
  });

  it('checks the answers against the measure named in the request', () => {
    const client_id = crypto.randomUUID();
    expect(submitMeasureRequestSchema.safeParse({ client_id, measure: 'gad7', answers: answersFor('phq9', 0) }).success).toBe(false);
    expect(submitMeasureRequestSchema.safeParse({ client_id, measure: 'phq9', answers: answersFor('phq9', 0) }).success).toBe(true);
  });
});
