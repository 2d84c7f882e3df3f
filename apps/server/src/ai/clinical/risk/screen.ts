import type { RiskLevel } from '@tend/contracts/note-documents.contract';
import { modifiersOf, triggersIn, type Modifier } from './context';
import { attributes, falseFriends, homicidalAttributes, targets, type TargetKind } from './lexicon';
import { normaliseForRisk } from './normalise';
import { clinicianActions, clinicianStatedLevel, type RiskActions } from './statements';

/**
 * The risk screen: every user turn and every note goes through it. Categories follow the
 * C-SSRS screener (ideation tiers, attempts with the 3-month line) plus self-harm, homicidal
 * ideation and abuse or neglect disclosures; the level follows its triage.
 */
export const riskCategories = [
  'passive_ideation',
  'active_ideation',
  'active_ideation_with_plan',
  'active_ideation_with_intent_or_means',
  'recent_attempt',
  'past_attempt',
  'self_harm',
  'homicidal_ideation',
  'abuse_child',
  'abuse_elder',
  'abuse_partner',
] as const;
export type RiskCategory = (typeof riskCategories)[number];

export const riskCategoryLabels: Record<RiskCategory, string> = {
  passive_ideation: 'passive suicidal ideation',
  active_ideation: 'active suicidal ideation without a plan',
  active_ideation_with_plan: 'suicidal ideation with a method or plan',
  active_ideation_with_intent_or_means: 'suicidal ideation with intent or access to means',
  recent_attempt: 'suicide attempt in the last 3 months',
  past_attempt: 'past suicide attempt',
  self_harm: 'self-harm',
  homicidal_ideation: 'homicidal ideation',
  abuse_child: 'abuse or neglect of a child',
  abuse_elder: 'abuse, neglect or exploitation of an older or dependent adult',
  abuse_partner: 'intimate-partner violence',
};

export interface RiskFinding {
  category: RiskCategory;
  /** The clinician's sentence, as they said it. */
  quote: string;
  uncertain: boolean;
  /** What raised the level: "plan", "intent", "access to means", "identified target", "strangulation"… */
  details: string[];
  level: Exclude<RiskLevel, 'none_identified'>;
}

/** Risk language that was found and set aside, so the clinician sees why it did not count. */
export interface SetAside {
  quote: string;
  phrase: string;
  why: 'denied' | 'hypothetical' | 'someone else' | 'history' | 'asked, no answer';
}

export interface RiskScreen {
  findings: RiskFinding[];
  categories: RiskCategory[];
  /** The C-SSRS triage of the findings. */
  screenLevel: RiskLevel;
  /** The level the clinician stated, if they did ("low risk of violence"). */
  clinicianLevel: RiskLevel | null;
  clinicianStatement: string | null;
  /** The recorded level: the clinician's own when stated, otherwise the screen's. */
  level: RiskLevel;
  setAside: SetAside[];
  actions: RiskActions;
}

const order: RiskLevel[] = ['none_identified', 'low', 'moderate', 'high'];
export const maxLevel = (levels: RiskLevel[]): RiskLevel => levels.reduce((a, b) => (order.indexOf(b) > order.indexOf(a) ? b : a), 'none_identified');

const mask = (s: string, re: RegExp) => s.replace(new RegExp(re.source, 'g'), (m) => ' '.repeat(m.length));
const notAttributePlans =
  /\b(?:safety|treatment|care|crisis|discharge|action|lesson|meal|birth|business|game|payment|study|wellness|relapse prevention|exposure|sleep|exercise|budget) plan(?:s|ning)?\b|\bplan (?:is|was) to\b|\bthe plan\b|\bplan for (?:next|the next|our)\b/;

interface Hit {
  kind: TargetKind;
  index: number;
  phrase: string;
  modifiers: Set<Modifier>;
}

const answerNo = /^(?:and )?(?:(?:she|he|they|client) (?:said|says|answered|replied|denie[sd])\b(?! yes)|no\b|nope\b|denie[sd]\b|negative\b|none\b)/;
const answerYes =
  /^(?:and )?(?:(?:she|he|they|client) (?:said|answered|replied) (?:yes|yeah|sometimes)|yes\b|(?:she|he|they) (?:endorsed|admitted|acknowledged))/;

/** Whether a target in sentence i stands as current risk of the client, and if not why. */
function status(hit: Hit, next: string | undefined): SetAside['why'] | 'positive' {
  const m = hit.modifiers;
  if (m.has('negated') && !m.has('affirmed')) return 'denied';
  if (m.has('hypothetical')) return 'hypothetical';
  if (m.has('other_person') && hit.kind !== 'abuse') return 'someone else';
  if (m.has('historical') && !m.has('recent') && hit.kind !== 'attempt') return 'history';
  if (m.has('asked') && !m.has('affirmed')) {
    if (next && answerNo.test(next)) return 'denied';
    if (next && answerYes.test(next)) return 'positive';
    return 'asked, no answer';
  }
  return 'positive';
}

function hitsIn(sentence: string): Hit[] {
  const n = normaliseForRisk(sentence);
  let text = mask(n, falseFriends);
  const found = triggersIn(n);
  const hits: Hit[] = [];
  for (const target of targets) {
    if ((target.requires && !target.requires.test(n)) || target.unless?.test(n)) continue;
    for (const m of text.matchAll(target.re)) {
      if (!m[0].trim()) continue;
      hits.push({ kind: target.kind, index: m.index, phrase: m[0], modifiers: modifiersOf(n, { start: m.index, end: m.index + m[0].length }, found) });
    }
    // A span of self-directed risk belongs to the first kind that claims it ("attempted suicide" is an
    // attempt, not ideation); harm to or from others is read independently (a threat can be both).
    if (target.kind !== 'homicidal' && target.kind !== 'abuse') text = mask(text, target.re);
  }
  return hits;
}

/** An attribute (plan, intent, means…) that stands: present, not denied, hypothetical or someone else's. */
function attributeStands(sentence: string, re: RegExp): boolean {
  const n = mask(normaliseForRisk(sentence), notAttributePlans);
  const found = triggersIn(n);
  for (const m of n.matchAll(new RegExp(re.source, 'g'))) {
    const mods = modifiersOf(n, { start: m.index, end: m.index + m[0].length }, found);
    if (!mods.has('negated') && !mods.has('hypothetical') && !mods.has('other_person') && !(mods.has('asked') && !mods.has('affirmed'))) return true;
  }
  return false;
}

const partnerWords =
  /\b(?:(?:her|his|their|my|client's) (?:husband|wife|boyfriend|girlfriend|partner|spouse|ex|ex-husband|ex-wife|fianc[eé]e?)|spouse|domestic violence|intimate partner|dating violence)\b/;
const elderWords =
  /\b(?:grandmother|grandfather|grandma|grandpa|elderly|older adult|aging|aged|aps|adult protective|dementia|nursing home|assisted living|power of attorney|social security|pension|\d{2}[- ]year[- ]old (?:mother|father|mom|dad|woman|man|client))\b|\b(?:[6-9]\d|1[01]\d)[- ]year[- ]old\b/;
const parentsPartner = /\b(?:mom|mother|dad|father)'?s? (?:boyfriend|girlfriend|partner|husband|wife|fianc[eé]e?)\b/g;
const childWords =
  /\b(?:(?:he|she) is (?:[1-9]|1[0-7])\b|(?:his|her) (?:dad|father|mom|mother)|child|children|kid|kids|son|daughter|baby|toddler|infant|stepdaughter|stepson|little (?:brother|sister)|cps|dcfs|dcf|acs|child protective|minor|school|(?:[1-9]|1[0-7])[- ]year[- ]old|stepparent|stepdad|stepfather|stepmom|stepmother|(?:her|his|their) (?:mom|dad|mother|father)'?s? boyfriend|babysitter|nanny|foster)\b/;
const severePartner = /\b(?:strangl\w*|chok\w*|hands? (?:around|on) (?:her|his|my) (?:neck|throat)|gun|knife|weapon|threaten\w* to kill|kill (?:her|him|me))\b/;

/** The abuse category the words of one text point to, if they do. */
function abuseCategoryIn(text: string): RiskCategory | null {
  // "Mom's boyfriend hit him": a parent's partner harming a child, not the client's own partner.
  const context = text.replace(parentsPartner, 'stepparent');
  if (partnerWords.test(context)) return 'abuse_partner';
  if (elderWords.test(context)) return 'abuse_elder';
  if (childWords.test(context)) return 'abuse_child';
  return null;
}

/** A person's name inside a sentence (not its first word, a title, a day or a month). */
const properName =
  /\b(?!I\b|Dr\b|Mr\b|Ms\b|Mrs\b|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|SI\b|HI\b)[A-Z][a-z]{2,}\b/;

const ideationTier: RiskCategory[] = ['passive_ideation', 'active_ideation', 'active_ideation_with_plan', 'active_ideation_with_intent_or_means'];

export function screenRisk(sentences: string[]): RiskScreen {
  const findings: RiskFinding[] = [];
  const setAside: SetAside[] = [];
  const normalised = sentences.map(normaliseForRisk);
  const abuse: { index: number; sentence: string; near: string }[] = [];

  sentences.forEach((sentence, i) => {
    const nearby = (from: number, to: number) => sentences.slice(Math.max(0, i + from), i + to + 1);
    for (const hit of hitsIn(sentence)) {
      const why = status(hit, normalised[i + 1]);
      if (why !== 'positive') {
        setAside.push({ quote: sentence, phrase: hit.phrase, why });
        continue;
      }
      const uncertain = hit.modifiers.has('uncertain');
      const add = (category: RiskCategory, level: RiskFinding['level'], details: string[] = []) =>
        findings.push({ category, quote: sentence, uncertain, details, level });
      switch (hit.kind) {
        case 'passive':
        case 'active': {
          // C-SSRS: a method (item 3) raises ideation to moderate; intent (4) or a plan with means (5) to high.
          const same = [sentence];
          const around = nearby(-2, 4);
          const plan = same.some((s) => attributeStands(s, attributes.plan)) || around.some((s) => attributeStands(s, methodOnly));
          const intent = around.some((s) => attributeStands(s, attributes.intent));
          const means = around.some((s) => attributeStands(s, attributes.means));
          const details = [plan && 'method or plan', intent && 'intent', means && 'access to means'].filter((d): d is string => !!d);
          if (intent || (means && (plan || hit.kind === 'active'))) add('active_ideation_with_intent_or_means', 'high', details);
          else if (plan) add('active_ideation_with_plan', 'moderate', details);
          else add(hit.kind === 'passive' ? 'passive_ideation' : 'active_ideation', 'low', details);
          break;
        }
        case 'attempt': {
          const past = hit.modifiers.has('historical') && !hit.modifiers.has('recent');
          add(past ? 'past_attempt' : 'recent_attempt', past ? 'moderate' : 'high', [past ? 'more than 3 months ago' : 'within the last 3 months or undated']);
          break;
        }
        case 'self_harm':
          add('self_harm', 'moderate');
          break;
        case 'homicidal': {
          const around = nearby(-1, 2);
          const named =
            /\b(?:him|her) dead\b|\b(?:shoot|shooting|kill|killing|stab|stabbing|hurt|hurting) (?:him|her)\b/i.test(normaliseForRisk(sentence)) &&
            around.some((s) => properName.test(s.slice(1)));
          const target = named || around.some((s) => attributeStands(s, homicidalAttributes.target));
          const plan = around.some((s) => attributeStands(s, homicidalAttributes.plan));
          const means = around.some((s) => attributeStands(s, homicidalAttributes.means));
          const details = [target && 'identified target', plan && 'plan', means && 'access to means'].filter((d): d is string => !!d);
          add('homicidal_ideation', target && (plan || means) ? 'high' : 'moderate', details);
          break;
        }
        case 'abuse':
          // Whose abuse is settled below, once every disclosure in the account is known.
          abuse.push({ index: findings.length, sentence, near: nearby(-1, 1).map(normaliseForRisk).join(' ') });
          add('abuse_partner', 'moderate');
          break;
      }
    }
  });

  // Abuse: by the sentence's own words, then the account's other disclosures, then its neighbours'.
  const own = abuse.map((a) => abuseCategoryIn(normaliseForRisk(a.sentence)));
  const fallback = own.find((c) => c !== null) ?? null;
  abuse.forEach((a, k) => {
    const category = own[k] ?? fallback ?? abuseCategoryIn(a.near) ?? 'abuse_partner';
    const severe = category === 'abuse_partner' && severePartner.test(a.near);
    findings[a.index] = {
      ...findings[a.index]!,
      category,
      level: category === 'abuse_partner' && !severe ? 'moderate' : 'high',
      details: severe ? ['strangulation, a weapon or threats to kill'] : [],
    };
  });

  // One ideation category: the highest tier found.
  const topIdeation = ideationTier.filter((c) => findings.some((f) => f.category === c)).at(-1);
  const kept = findings.filter((f) => !ideationTier.includes(f.category) || f.category === topIdeation);
  const categories = riskCategories.filter((c) => kept.some((f) => f.category === c));
  const screenLevel = maxLevel(kept.map((f) => f.level));
  const stated = clinicianStatedLevel(sentences);
  return {
    findings: kept,
    categories,
    screenLevel,
    clinicianLevel: stated?.level ?? null,
    clinicianStatement: stated?.sentence ?? null,
    level: stated?.level ?? screenLevel,
    setAside,
    actions: clinicianActions(sentences),
  };
}

/** Methods named outright, which count even a sentence away from the ideation. */
const methodOnly =
  /\b(?:(?:the )?method|how (?:she|he|they|i) would (?:do it|kill|end)|thought (?:about|of) (?:how|overdosing|jumping|hanging|shooting|crashing|drowning|taking (?:all )?(?:her|his|their|my) pills)|(?:looked|looking|looks) up (?:how|ways)|jump(?:ing)? (?:off|from|in front of)|hang(?:ing)? (?:herself|himself|themselves))\b/;
