import { describe, expect, it } from 'vitest';
import type { RiskAssessment } from '@tend/contracts/risk.contract';
import { noRiskOnScreener } from '@tend/contracts/risk-triage';
import {
  answerHomicide,
  answerScreener,
  askedQuestions,
  changeSelfHarm,
  checkCompletion,
  draftFromAssessment,
  draftRequest,
  emptyAssessmentDraft,
  isLowered,
  liveTriage,
  toggleFactor,
  type AssessmentDraft,
} from './assessment-draft';

const answered = (answers: Partial<Record<'q1' | 'q2' | 'q3' | 'q4' | 'q5' | 'q6' | 'q6a', boolean>>): AssessmentDraft => {
  const keys = {
    q1: 'wish_to_be_dead',
    q2: 'suicidal_thoughts',
    q3: 'method',
    q4: 'intent',
    q5: 'plan',
    q6: 'behavior',
    q6a: 'behavior_past_3_months',
  } as const;
  let d = emptyAssessmentDraft();
  for (const [q, v] of Object.entries(answers)) d = answerScreener(d, keys[q as keyof typeof keys], v);
  d = changeSelfHarm(d, { nssi_past_month: false });
  return answerHomicide(d, 'thoughts', false);
};

describe('assessment draft', () => {
  it('asks Q3–Q5 only after a yes to Q2, and 6a only after a yes to Q6', () => {
    const numbers = (d: AssessmentDraft) => askedQuestions(d.screener).map((q) => q.number);
    expect(numbers(emptyAssessmentDraft())).toEqual(['1', '2', '6']);
    expect(numbers(answered({ q2: true }))).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(numbers(answered({ q2: false, q6: true }))).toEqual(['1', '2', '6', '6a']);
  });

  it('clears the skipped answers when Q2, Q6 or homicidal thoughts turn to no', () => {
    const d = answered({ q2: true, q3: true, q4: true, q5: false, q6: true, q6a: true });
    const noThoughts = answerScreener(answerScreener(d, 'suicidal_thoughts', false), 'behavior', false);
    expect(noThoughts.screener).toMatchObject({ method: null, intent: null, plan: null, behavior_past_3_months: null });
    const h = answerHomicide(answerHomicide(answerHomicide(d, 'thoughts', true), 'plan', true), 'thoughts', false);
    expect(h.homicide.plan).toBeNull();
    const s = changeSelfHarm(changeSelfHarm(d, { nssi_past_month: true, frequency: 'weekly' }), { nssi_past_month: false });
    expect(s.self_harm.frequency).toBeNull();
  });

  it('computes the level live from the answers', () => {
    expect(liveTriage(emptyAssessmentDraft()).level).toBeNull();
    expect(liveTriage(answered({ q1: false, q2: false, q6: false }))).toEqual({ level: 'low', reasons: [noRiskOnScreener] });
    expect(liveTriage(answered({ q1: true, q2: true, q3: true, q4: false, q5: false, q6: false })).level).toBe('moderate');
    expect(liveTriage(answered({ q1: true, q2: true, q3: true, q4: true, q5: false, q6: false })).level).toBe('high');
    expect(liveTriage(answered({ q1: false, q2: false, q6: true, q6a: true })).level).toBe('high');
    expect(liveTriage(answered({ q1: false, q2: false, q6: true, q6a: false })).level).toBe('moderate');
  });

  it('needs every asked question before completing, naming each', () => {
    const check = checkCompletion(answerScreener(emptyAssessmentDraft(), 'suicidal_thoughts', true));
    expect(check.request).toBeNull();
    expect(Object.keys(check.problems)).toEqual(
      expect.arrayContaining(['screener.wish_to_be_dead', 'screener.method', 'screener.intent', 'screener.plan', 'screener.behavior', 'homicide.thoughts']),
    );
  });

  it('lets the clinician raise the level freely; lowering it needs a reason', () => {
    const high = answered({ q1: true, q2: true, q3: false, q4: true, q5: false, q6: false });
    const raised = { ...answered({ q1: true, q2: false, q6: false }), level: 'moderate' as const };
    expect(checkCompletion(raised).request).toMatchObject({ level: 'moderate' });
    expect(checkCompletion(raised).request).toMatchObject({ level_reason: null });

    const lowered = { ...high, level: 'moderate' as const };
    expect(isLowered(lowered, 'high')).toBe(true);
    expect(checkCompletion(lowered)).toEqual({ problems: { level_reason: expect.any(String) }, request: null });
    expect(checkCompletion({ ...lowered, level_reason: '  Q4 answered about last year  ' }).request).toMatchObject({
      level: 'moderate',
      level_reason: 'Q4 answered about last year',
    });
    expect(checkCompletion(high).request).toMatchObject({ level: 'high' });
  });

  it('a draft save keeps the clinician’s level and reason, and reloading restores them', () => {
    const chosen = { ...answered({ q1: false, q2: false, q6: true, q6a: true }), level: 'moderate' as const, level_reason: ' Attempt was an accident ' };
    const sent = draftRequest(chosen);
    expect(sent).toMatchObject({ level: 'moderate', level_reason: 'Attempt was an accident' });
    const saved: RiskAssessment = {
      id: 'a',
      client_id: 'c',
      client_name: 'Sam Lee',
      status: 'draft',
      screener_level: 'high',
      level: sent.level ?? null,
      clinician_id: null,
      clinician_name: null,
      note_id: null,
      created_at: '2026-01-01T00:00:00.000Z',
      completed_at: null,
      encounter_id: null,
      screener: chosen.screener,
      self_harm: chosen.self_harm,
      homicide: chosen.homicide,
      risk_factors: [],
      protective_factors: [],
      formulation: null,
      level_reason: sent.level_reason ?? null,
      triage_reasons: [],
      updated_at: '2026-01-01T00:00:00.000Z',
      can_edit: true,
    };
    expect(draftFromAssessment(saved)).toMatchObject({ level: 'moderate', level_reason: 'Attempt was an accident' });
    expect(draftRequest(emptyAssessmentDraft())).toMatchObject({ level: null, level_reason: null });
  });

  it('sends ticked factors in the contract’s order, then free text one per line', () => {
    let d = toggleFactor(emptyAssessmentDraft(), 'risk_factors', 'Substance use', true);
    d = toggleFactor(d, 'risk_factors', 'Prior suicide attempt', true);
    d = { ...d, risk_factors: { ...d.risk_factors, other: 'Recent eviction\n\n  Court date next week ' } };
    const check = checkCompletion({ ...answered({ q1: false, q2: false, q6: false }), risk_factors: d.risk_factors });
    expect(check.request?.risk_factors).toEqual(['Prior suicide attempt', 'Substance use', 'Recent eviction', 'Court date next week']);
  });
});
