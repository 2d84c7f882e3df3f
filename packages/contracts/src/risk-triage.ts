import { riskLevels, type CssrsAnswers, type Homicide, type RiskLevel, type SelfHarm } from './risk.contract';

/*
 * The C-SSRS Screen Version triage, plus how the self-harm and homicide items move it. Pure: the
 * server stores what it gives, the web shows it live as answers change.
 *
 * Screener (published triage):
 *   high     — yes to Q4 (intent) or Q5 (plan with intent), or Q6 (behaviour) within the past 3 months
 *   moderate — yes to Q3 (method), or Q6 more than 3 months ago
 *   low      — yes to Q1 and/or Q2 only; all no: low, "no risk identified on the screener"
 * Other items only ever raise it:
 *   homicidal plan or intent                                  → at least high
 *   homicidal thoughts about an identified person, or with access to means → at least moderate
 *   non-suicidal self-injury in the past month                → at least moderate
 * A behaviour (Q6 yes) whose recency is not yet answered counts as high until it is (the safe
 * assumption); completion still requires the answer.
 */

export interface TriageInput {
  screener: CssrsAnswers;
  self_harm: Pick<SelfHarm, 'nssi_past_month'>;
  homicide: Pick<Homicide, 'thoughts' | 'identified_person' | 'plan' | 'intent' | 'access_to_means'>;
}

export interface Triage {
  /** Null while nothing is answered. */
  level: RiskLevel | null;
  /** Plain sentences saying what set the level. */
  reasons: string[];
}

export const noRiskOnScreener = 'No risk identified on the screener';
export const recencyUnanswered = 'Recency not yet answered: treated as within 3 months';

export function levelRank(level: RiskLevel): number {
  return riskLevels.indexOf(level);
}

export function higherLevel(a: RiskLevel | null, b: RiskLevel | null): RiskLevel | null {
  if (a === null) return b;
  if (b === null) return a;
  return levelRank(a) >= levelRank(b) ? a : b;
}

type Finding = [RiskLevel, string];

function screenerFindings(s: CssrsAnswers): Finding[] {
  const asked3to5 = s.suicidal_thoughts === true;
  const found: Finding[] = [];
  if (asked3to5 && s.intent === true) found.push(['high', 'Suicidal thoughts with some intention of acting on them (Q4) in the past month']);
  if (asked3to5 && s.plan === true) found.push(['high', 'A specific plan with intent (Q5) in the past month']);
  if (s.behavior === true && s.behavior_past_3_months === true) found.push(['high', 'Suicidal behaviour within the past 3 months (Q6)']);
  if (s.behavior === true && s.behavior_past_3_months === null) found.push(['high', recencyUnanswered]);
  if (asked3to5 && s.method === true) found.push(['moderate', 'Thinking about a method (Q3) in the past month']);
  if (s.behavior === true && s.behavior_past_3_months === false) found.push(['moderate', 'Suicidal behaviour more than 3 months ago (Q6)']);
  if (s.wish_to_be_dead === true) found.push(['low', 'Wish to be dead (Q1) in the past month']);
  if (s.suicidal_thoughts === true) found.push(['low', 'Non-specific active suicidal thoughts (Q2) in the past month']);
  return found;
}

function otherFindings({ self_harm, homicide }: TriageInput): Finding[] {
  const found: Finding[] = [];
  if (self_harm.nssi_past_month === true) found.push(['moderate', 'Non-suicidal self-injury in the past month']);
  if (homicide.thoughts === true) {
    if (homicide.plan === true) found.push(['high', 'A plan to harm someone else']);
    if (homicide.intent === true) found.push(['high', 'Intent to harm someone else']);
    if (homicide.identified_person === true) found.push(['moderate', 'Thoughts of harming an identified person']);
    if (homicide.access_to_means === true) found.push(['moderate', 'Thoughts of harming others with access to means']);
    found.push(['low', 'Thoughts of harming others']);
  }
  return found;
}

function anyAnswered(input: TriageInput): boolean {
  return [...Object.values(input.screener), input.self_harm.nssi_past_month, input.homicide.thoughts].some((v) => v !== null);
}

/** The computed level and why: the highest finding; the reasons of that level first. */
export function triage(input: TriageInput): Triage {
  if (!anyAnswered(input)) return { level: null, reasons: [] };
  const found = [...screenerFindings(input.screener), ...otherFindings(input)];
  if (found.length === 0) return { level: 'low', reasons: [noRiskOnScreener] };
  const level = found.map(([l]) => l).reduce((a, b) => (levelRank(a) >= levelRank(b) ? a : b));
  const ordered = [...found].sort(([a], [b]) => levelRank(b) - levelRank(a));
  return { level, reasons: ordered.map(([, reason]) => reason) };
}

export interface FieldProblem {
  field: string;
  message: string;
}

/** Answers the screener skips (Q3–Q5 when Q2 is not yes, 6a when Q6 is not yes, homicide sub-items without thoughts): refused. */
export function skippedAnswers(input: TriageInput): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (input.screener.suicidal_thoughts !== true)
    for (const key of ['method', 'intent', 'plan'] as const)
      if (input.screener[key] !== null) problems.push({ field: `screener.${key}`, message: 'Asked only when Q2 (suicidal thoughts) is yes' });
  if (input.screener.behavior !== true && input.screener.behavior_past_3_months !== null)
    problems.push({ field: 'screener.behavior_past_3_months', message: 'Asked only when Q6 (suicidal behaviour) is yes' });
  if (input.homicide.thoughts !== true)
    for (const key of ['identified_person', 'plan', 'intent', 'access_to_means'] as const)
      if (input.homicide[key] !== null) problems.push({ field: `homicide.${key}`, message: 'Asked only when there are thoughts of harming others' });
  return problems;
}

/** Questions still unanswered that completion needs: every asked screener question, NSSI, homicidal thoughts and their sub-items. */
export function unansweredForCompletion(input: TriageInput): FieldProblem[] {
  const missing: string[] = [];
  const s = input.screener;
  for (const key of ['wish_to_be_dead', 'suicidal_thoughts', 'behavior'] as const) if (s[key] === null) missing.push(`screener.${key}`);
  if (s.suicidal_thoughts === true) for (const key of ['method', 'intent', 'plan'] as const) if (s[key] === null) missing.push(`screener.${key}`);
  if (s.behavior === true && s.behavior_past_3_months === null) missing.push('screener.behavior_past_3_months');
  if (input.self_harm.nssi_past_month === null) missing.push('self_harm.nssi_past_month');
  if (input.homicide.thoughts === null) missing.push('homicide.thoughts');
  if (input.homicide.thoughts === true)
    for (const key of ['identified_person', 'plan', 'intent', 'access_to_means'] as const) if (input.homicide[key] === null) missing.push(`homicide.${key}`);
  return missing.map((field) => ({ field, message: 'Answer this question to complete the assessment' }));
}
