import { describe, expect, it } from 'vitest';
import { cssrsAnswersSchema, homicideSchema, selfHarmSchema, type CssrsAnswers, type Homicide, type RiskLevel } from './risk.contract';
import { noRiskOnScreener, recencyUnanswered, skippedAnswers, triage, unansweredForCompletion, type TriageInput } from './risk-triage';

const no = { wish_to_be_dead: false, suicidal_thoughts: false, behavior: false } as const;

function input(screener: Partial<CssrsAnswers>, extra: { nssi?: boolean; homicide?: Partial<Homicide> } = {}): TriageInput {
  return {
    screener: cssrsAnswersSchema.parse(screener),
    self_harm: selfHarmSchema.parse({ nssi_past_month: extra.nssi ?? false }),
    homicide: homicideSchema.parse({ thoughts: false, ...extra.homicide }),
  };
}

// Every answer pattern of the published screener that sets or changes the level.
const screenerTable: [string, Partial<CssrsAnswers>, RiskLevel][] = [
  ['all no', { ...no }, 'low'],
  ['Q1 only', { ...no, wish_to_be_dead: true }, 'low'],
  ['Q2 yes, Q3–5 no', { ...no, suicidal_thoughts: true, method: false, intent: false, plan: false }, 'low'],
  ['Q1 and Q2, Q3–5 no', { ...no, wish_to_be_dead: true, suicidal_thoughts: true, method: false, intent: false, plan: false }, 'low'],
  ['Q3 method', { ...no, suicidal_thoughts: true, method: true, intent: false, plan: false }, 'moderate'],
  ['Q4 intent', { ...no, suicidal_thoughts: true, method: false, intent: true, plan: false }, 'high'],
  ['Q5 plan', { ...no, suicidal_thoughts: true, method: false, intent: false, plan: true }, 'high'],
  ['Q3 and Q4', { ...no, suicidal_thoughts: true, method: true, intent: true, plan: false }, 'high'],
  ['Q6 within 3 months', { ...no, behavior: true, behavior_past_3_months: true }, 'high'],
  ['Q6 over 3 months ago', { ...no, behavior: true, behavior_past_3_months: false }, 'moderate'],
  // Treated as recent until answered: the live level never understates a possible recent attempt.
  ['Q6 recency unanswered (draft)', { ...no, behavior: true }, 'high'],
  ['Q1 with Q6 over 3 months ago', { ...no, wish_to_be_dead: true, behavior: true, behavior_past_3_months: false }, 'moderate'],
  [
    'Q3 with Q6 within 3 months',
    { ...no, suicidal_thoughts: true, method: true, intent: false, plan: false, behavior: true, behavior_past_3_months: true },
    'high',
  ],
  // Q3–5 are not asked when Q2 is no: triage ignores them (the API refuses them, see skippedAnswers).
  ['Q2 no with Q4 answered yes', { ...no, intent: true }, 'low'],
];

describe('C-SSRS screener triage', () => {
  it.each(screenerTable)('%s → %s', (_name, answers, level) => {
    expect(triage(input(answers)).level).toBe(level);
  });

  it('says why a behaviour of unknown recency is high, and completion still asks for the recency', () => {
    const unknown = input({ ...no, behavior: true });
    expect(triage(unknown)).toEqual({ level: 'high', reasons: [recencyUnanswered] });
    expect(recencyUnanswered).toBe('Recency not yet answered: treated as within 3 months');
    expect(unansweredForCompletion(unknown).map((p) => p.field)).toEqual(['screener.behavior_past_3_months']);
  });

  it('says so when the screener finds nothing', () => {
    expect(triage(input({ ...no }))).toEqual({ level: 'low', reasons: [noRiskOnScreener] });
  });

  it('gives no level before anything is answered, and puts the highest reason first', () => {
    expect(triage({ screener: cssrsAnswersSchema.parse({}), self_harm: selfHarmSchema.parse({}), homicide: homicideSchema.parse({}) })).toEqual({
      level: null,
      reasons: [],
    });
    const both = triage(input({ ...no, wish_to_be_dead: true, behavior: true, behavior_past_3_months: true }));
    expect(both.reasons[0]).toMatch(/past 3 months/);
    expect(both.reasons).toHaveLength(2);
  });
});

describe('self-harm and homicide items only raise the level', () => {
  const table: [string, Partial<CssrsAnswers>, { nssi?: boolean; homicide?: Partial<Homicide> }, RiskLevel][] = [
    ['NSSI past month on a clear screener', { ...no }, { nssi: true }, 'moderate'],
    ['NSSI does not lower a high screener', { ...no, behavior: true, behavior_past_3_months: true }, { nssi: true }, 'high'],
    [
      'homicidal thoughts alone',
      { ...no },
      { homicide: { thoughts: true, identified_person: false, plan: false, intent: false, access_to_means: false } },
      'low',
    ],
    [
      'homicidal thoughts, identified person',
      { ...no },
      { homicide: { thoughts: true, identified_person: true, plan: false, intent: false, access_to_means: false } },
      'moderate',
    ],
    [
      'homicidal thoughts, access to means',
      { ...no },
      { homicide: { thoughts: true, identified_person: false, plan: false, intent: false, access_to_means: true } },
      'moderate',
    ],
    ['homicidal plan', { ...no }, { homicide: { thoughts: true, identified_person: false, plan: true, intent: false, access_to_means: false } }, 'high'],
    ['homicidal intent', { ...no }, { homicide: { thoughts: true, identified_person: true, plan: false, intent: true, access_to_means: false } }, 'high'],
    ['homicide sub-items without thoughts are ignored', { ...no }, { homicide: { thoughts: false, intent: true } }, 'low'],
  ];
  it.each(table)('%s → %s', (_name, answers, extra, level) => {
    expect(triage(input(answers, extra)).level).toBe(level);
  });
});

describe('skip logic and completeness', () => {
  it('refuses answers to questions the screener skips', () => {
    expect(
      skippedAnswers(input({ ...no, method: false, plan: true, behavior_past_3_months: true }, { homicide: { thoughts: false, intent: false } })).map(
        (p) => p.field,
      ),
    ).toEqual(['screener.method', 'screener.plan', 'screener.behavior_past_3_months', 'homicide.intent']);
    expect(skippedAnswers(input({ ...no, suicidal_thoughts: true, method: true, behavior: true, behavior_past_3_months: false }))).toEqual([]);
  });

  it('names every asked question left unanswered', () => {
    expect(unansweredForCompletion(input({ ...no }))).toEqual([]);
    const missing = unansweredForCompletion(
      input({ wish_to_be_dead: true, suicidal_thoughts: true, behavior: true }, { homicide: { thoughts: true, plan: false } }),
    );
    expect(missing.map((m) => m.field)).toEqual([
      'screener.method',
      'screener.intent',
      'screener.plan',
      'screener.behavior_past_3_months',
      'homicide.identified_person',
      'homicide.intent',
      'homicide.access_to_means',
    ]);
  });
});
