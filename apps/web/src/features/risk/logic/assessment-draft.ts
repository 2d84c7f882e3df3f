import {
  cssrsQuestions,
  protectiveFactorOptions,
  riskFactorOptions,
  type CompleteRiskAssessmentRequest,
  type CssrsAnswers,
  type CssrsKey,
  type Homicide,
  type RiskAssessment,
  type RiskLevel,
  type SelfHarm,
  type UpdateRiskAssessmentRequest,
} from '@tend/contracts/risk.contract';
import { levelRank, triage, unansweredForCompletion, type Triage } from '@tend/contracts/risk-triage';

export type HomicideItem = Exclude<keyof Homicide, 'notes'>;
export type FactorKind = 'risk_factors' | 'protective_factors';

/** The form's state: the contract's parts, factors split into ticked options and free text, the clinician's level. */
export interface AssessmentDraft {
  screener: CssrsAnswers;
  self_harm: SelfHarm;
  homicide: Homicide;
  risk_factors: { ticked: string[]; other: string };
  protective_factors: { ticked: string[]; other: string };
  formulation: string;
  /** The clinician's level; null follows the computed one. */
  level: RiskLevel | null;
  level_reason: string;
}

export const factorOptions: Record<FactorKind, readonly string[]> = { risk_factors: riskFactorOptions, protective_factors: protectiveFactorOptions };

const noScreener: CssrsAnswers = {
  wish_to_be_dead: null,
  suicidal_thoughts: null,
  method: null,
  intent: null,
  plan: null,
  behavior: null,
  behavior_past_3_months: null,
};
const noSelfHarm: SelfHarm = { nssi_past_month: null, frequency: null, last_occurred_on: null, notes: '' };
const noHomicide: Homicide = { thoughts: null, identified_person: null, plan: null, intent: null, access_to_means: null, notes: '' };

export const emptyAssessmentDraft = (): AssessmentDraft => ({
  screener: { ...noScreener },
  self_harm: { ...noSelfHarm },
  homicide: { ...noHomicide },
  risk_factors: { ticked: [], other: '' },
  protective_factors: { ticked: [], other: '' },
  formulation: '',
  level: null,
  level_reason: '',
});

/** Standard options become ticks; anything else is free text, one per line. */
function splitFactors(kind: FactorKind, list: readonly string[]) {
  const options = factorOptions[kind];
  return { ticked: list.filter((f) => options.includes(f)), other: list.filter((f) => !options.includes(f)).join('\n') };
}

export const draftFromAssessment = (a: RiskAssessment): AssessmentDraft => ({
  screener: { ...a.screener },
  self_harm: { ...a.self_harm },
  homicide: { ...a.homicide },
  risk_factors: splitFactors('risk_factors', a.risk_factors),
  protective_factors: splitFactors('protective_factors', a.protective_factors),
  formulation: a.formulation ?? '',
  // A draft keeps the level the clinician chose (null: follows the computed one).
  level: a.level,
  level_reason: a.level_reason ?? '',
});

/** The questions asked for these answers: Q3–Q5 only when Q2 is yes, 6a only when Q6 is yes. */
export const askedQuestions = (s: CssrsAnswers) => cssrsQuestions.filter((q) => !q.asked_when || s[q.asked_when.key] === q.asked_when.is);

/** One screener answer; answers the screener then skips are cleared (the server refuses them). */
export function answerScreener(draft: AssessmentDraft, key: CssrsKey, value: boolean | null): AssessmentDraft {
  const screener = { ...draft.screener, [key]: value };
  if (screener.suicidal_thoughts !== true) Object.assign(screener, { method: null, intent: null, plan: null });
  if (screener.behavior !== true) screener.behavior_past_3_months = null;
  return { ...draft, screener };
}

export function answerHomicide(draft: AssessmentDraft, key: HomicideItem, value: boolean | null): AssessmentDraft {
  const homicide = { ...draft.homicide, [key]: value };
  if (homicide.thoughts !== true) Object.assign(homicide, { identified_person: null, plan: null, intent: null, access_to_means: null });
  return { ...draft, homicide };
}

export function changeSelfHarm(draft: AssessmentDraft, patch: Partial<SelfHarm>): AssessmentDraft {
  const self_harm = { ...draft.self_harm, ...patch };
  if (self_harm.nssi_past_month !== true) Object.assign(self_harm, { frequency: null, last_occurred_on: null });
  return { ...draft, self_harm };
}

export function toggleFactor(draft: AssessmentDraft, kind: FactorKind, factor: string, on: boolean): AssessmentDraft {
  const ticked = draft[kind].ticked.filter((f) => f !== factor);
  // Kept in the contract's order, so the record reads the same whichever was ticked first.
  const next = on ? factorOptions[kind].filter((f) => f === factor || ticked.includes(f)) : ticked;
  return { ...draft, [kind]: { ...draft[kind], ticked: next } };
}

/** The level the answers give, live. */
export const liveTriage = (draft: AssessmentDraft): Triage => triage(draft);

/** The level that will be recorded: the clinician's choice, else the computed one. */
export const chosenLevel = (draft: AssessmentDraft, computed: RiskLevel | null): RiskLevel | null => draft.level ?? computed;

/** True when the clinician's level is below the computed one: a reason is then required. */
export const isLowered = (draft: AssessmentDraft, computed: RiskLevel | null): boolean =>
  draft.level !== null && computed !== null && levelRank(draft.level) < levelRank(computed);

const factorList = ({ ticked, other }: { ticked: string[]; other: string }) => [
  ...ticked,
  ...other
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean),
];

/** What a save of the draft sends (PATCH or POST), the clinician's level and reason included. */
export const draftRequest = (draft: AssessmentDraft): UpdateRiskAssessmentRequest => ({
  screener: draft.screener,
  self_harm: draft.self_harm,
  homicide: draft.homicide,
  risk_factors: factorList(draft.risk_factors),
  protective_factors: factorList(draft.protective_factors),
  formulation: draft.formulation.trim() || null,
  level: draft.level,
  level_reason: draft.level_reason.trim() || null,
});

export interface CompletionCheck {
  /** Dotted field → what is wrong (e.g. 'screener.intent', 'level_reason'). */
  problems: Record<string, string>;
  request: CompleteRiskAssessmentRequest | null;
}

/** Completion needs every asked question answered, and a reason when the level is lowered. */
export function checkCompletion(draft: AssessmentDraft): CompletionCheck {
  const computed = liveTriage(draft).level;
  const problems: Record<string, string> = {};
  for (const p of unansweredForCompletion(draft)) problems[p.field] = p.message;
  const lowered = isLowered(draft, computed);
  if (lowered && !draft.level_reason.trim()) problems.level_reason = 'Say why the level is lower than the screener’s';
  if (Object.keys(problems).length > 0) return { problems, request: null };
  const level = chosenLevel(draft, computed);
  return {
    problems,
    request: { ...draftRequest(draft), level, level_reason: lowered ? draft.level_reason.trim() : null },
  };
}
