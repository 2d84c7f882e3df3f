import type { RiskLevel } from '@tend/contracts/note-documents.contract';
import { clientAgeIn, hasParentsPartner, readAbuse, relationNearby, type AbuseRelation, type ClientAge } from './abuse';
import { answerTo } from './answers';
import { days, scopeOf, triggersIn, type Located, type Modifier } from './context';
import { attributes, falseFriends, homicidalAttributes, targets, type TargetKind } from './lexicon';
import { selfCorrections } from '../corrections';
import { normaliseForRisk } from './normalise';
import { clinicianActions, clinicianStatedLevel, type RiskActions } from './statements';
import { clientPronounIn, mentionsOf, relationOf, subjectOf, type Pronoun } from './subjects';

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

/** When it happened: now, within about three months, or before. */
export type RiskTime = 'current' | 'recent' | 'past';

export interface RiskFinding {
  category: RiskCategory;
  /** Findings are the client's only; someone else's risk is in `RiskScreen.context`. */
  person: 'client';
  time: RiskTime;
  /** The words that date it, as said: "last Tuesday", "two weeks ago", "in 2019". */
  when: string | null;
  /** The clinician's sentence, as they said it. */
  quote: string;
  uncertain: boolean;
  /** What raised the level: "plan", "intent", "access to means", "identified target", "strangulation"… */
  details: string[];
  level: Exclude<RiskLevel, 'none_identified'>;
}

/** Someone else's risk told in the account (a relative's attempt, a group member's disclosure): context, never a finding. */
export interface OthersRisk {
  category: RiskCategory;
  /** Who, as said: "brother", "group member", "family history". */
  relation: string;
  time: RiskTime;
  quote: string;
}

/** Risk language that was found and set aside, so the clinician sees why it did not count. */
export interface SetAside {
  quote: string;
  phrase: string;
  why: 'denied' | 'hypothetical' | 'someone else' | 'history' | 'asked, no answer';
  /** For harm done to the client by someone outside the screen's abuse categories: "her coworker". */
  relation?: string;
}

export interface RiskScreen {
  /** The client's risk only. */
  findings: RiskFinding[];
  categories: RiskCategory[];
  /** The C-SSRS triage of the client's findings. */
  screenLevel: RiskLevel;
  /** The level the clinician stated, if they did ("low risk of violence"). */
  clinicianLevel: RiskLevel | null;
  clinicianStatement: string | null;
  /** The recorded level: the clinician's own when stated, otherwise the screen's. */
  level: RiskLevel;
  /**
   * Others' risk, kept for the note's context. Signing asks for a recorded risk response when the
   * note has findings (docs/decisions/009); someone else's risk is not the client's and never does.
   */
  context: OthersRisk[];
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
  end: number;
  phrase: string;
  scope: Located[];
  modifiers: Set<Modifier>;
}

/** The account read once: what every sentence's reading needs from the rest of it. */
interface Account {
  sentences: string[];
  normalised: string[];
  client: Pronoun | null;
  age: ClientAge;
  /** The account names a parent's partner ("mom's boyfriend"): "the boyfriend" is then theirs. */
  parentsPartner: boolean;
  /** Third parties each sentence names, for a "He …" in the sentence after. */
  mentions: ReturnType<typeof mentionsOf>[];
}

type Status = SetAside['why'] | 'positive' | { relation: string };

/** Whether a target stands as the client's risk, and if not why (or whose it is). */
function status(hit: Hit, n: string, i: number, account: Account): { status: Status; uncertain: boolean; passive: boolean; answer: 'yes' | 'no' | null } {
  const m = hit.modifiers;
  const questioned = m.has('asked') || m.has('discussed') || /\?\s*$/.test(n.slice(hit.end));
  const answer = questioned ? answerTo(n, hit.end, account.normalised[i + 1]) : null;
  // "Asked about SI — she said yes, passive": the answer says which kind of ideation.
  const passive =
    answer === 'yes' &&
    hit.kind === 'active' &&
    /^(?:suicidal(?: ideation| thoughts| thinking)?|suicide)$/.test(hit.phrase) &&
    /\bpassive/.test([n.slice(hit.end), account.normalised[i + 1] ?? ''].join(' '));
  const result = (s: Status, uncertain = false) => ({ status: s, uncertain, passive, answer });
  if (m.has('negated') && !m.has('affirmed')) return result('denied');
  if (m.has('hypothetical')) return result('hypothetical');
  let uncertain = false;
  if (hit.kind !== 'abuse') {
    const whose = whoseRisk(hit, n, i, account);
    if (whose.person === 'other') return result({ relation: whose.relation });
    uncertain = whose.uncertain;
  }
  const now = m.has('recent') || m.has('current') || m.has('dated');
  if (m.has('historical') && !now && hit.kind !== 'attempt') return result('history');
  if (questioned && !m.has('affirmed')) {
    if (answer === 'no') return result('denied');
    // A topic only discussed, with no answer, still stands; a question without one does not.
    if (answer === null && (m.has('asked') || /\?\s*$/.test(n.slice(hit.end)))) return result('asked, no answer');
  }
  return result('positive', uncertain);
}

/** Whose risk a target is: a third party named before it in its sentence, or a "He …" after one was named. */
function whoseRisk(hit: Hit, n: string, i: number, account: Account): { person: 'client'; uncertain: boolean } | { person: 'other'; relation: string } {
  const mention = hit.scope.find((t) => t.modifier === 'other_person');
  // A death by suicide is never the client's: it is the person named before it, or someone else's.
  // "She almost killed herself" is a near attempt of the client's, not a death.
  const hedged = /\b(?:almost|nearly|could have|would have|might have|rather have|wanted to have|if (?:she|he|they|i) had)\s*$/.test(n.slice(0, hit.index));
  if (hit.kind === 'attempt' && !hedged && /^(?:killed|died|death|committed|completed|took (?:her|his|their) own life)\b/.test(hit.phrase)) {
    const named = /\b(?:her|his|their|my) ((?:[a-z-]+ )?[a-z-]+) (?:\w+ ){0,2}?$/.exec(n.slice(0, hit.index));
    return { person: 'other', relation: mention ? relationOf(mention.text) : (named?.[1] ?? 'someone else') };
  }
  // "He said my brother would be better off without me": a wish to be gone is the speaker's own,
  // whoever it names as better off — the client's, unless someone else is the one speaking.
  if (mention && hit.kind === 'passive' && /\bbetter off\b|\bwithout (?:me|her|him)\b/.test(hit.phrase)) {
    const verb = [...n.slice(0, mention.start).matchAll(/\b(?:said|says|told (?:me|us|her|him)|stated|wrote|texted|goes|was like)\b/g)].at(-1);
    if (!verb) return { person: 'client', uncertain: false };
    const speaker = hit.scope.find((t) => t.modifier === 'other_person' && t.end <= verb.index && n.slice(t.end, verb.index).trim().split(/\s+/).length <= 3);
    return speaker ? subjectOf(n, speaker, hit.index, account.client) : { person: 'client', uncertain: false };
  }
  if (mention) return subjectOf(n, mention, hit.index, account.client);
  // "Her brother has been struggling. He attempted two weeks ago." — a subject that cannot be the client.
  const subject = [...n.slice(0, hit.index).matchAll(/\b(she|he)\b/g)].at(-1)?.[1] as Pronoun | undefined;
  if (!subject || !account.client || subject === account.client || /\b(?:the client|client|patient)\b/.test(n.slice(0, hit.index)))
    return { person: 'client', uncertain: false };
  // The nearest third party who can be "he" or "she": one of that gender, or one whose gender is not said ("another member").
  const named = [...(account.mentions[i - 1] ?? []).reverse(), ...(account.mentions[i - 2] ?? []).reverse()].find(
    (p) => p.pronoun === subject || p.pronoun === null,
  );
  return named ? { person: 'other', relation: named.relation } : { person: 'client', uncertain: true };
}

/** Dating words that mean this past week: for ideation, self-harm or abuse that is still now. */
const thisPastWeek = new RegExp(
  `^(?:last (?:night|week|weekend|${days})|(?:on|this past) (?:${days}|the weekend)|this past week|over the weekend|yesterday|the other (?:day|night)|(?:a|one|two|three|four|five|six|a few|a couple of|couple of|several|\\d) days? (?:ago|back)|again|started (?:again|back)|since (?:our|the|her|his|my) last (?:session|appointment|visit)|past (?:few |couple of )?days|earlier this week)$`,
);

/**
 * When a target happened, from the nearest dating words in its scope. An attempt is recent (the
 * C-SSRS 3-month line, undated counting as recent) or past; ideation, self-harm and abuse are
 * current when said of now or this past week, recent when dated weeks or months back.
 */
function timeOf(hit: Hit, sentence: string, whose: 'client' | 'other'): { time: RiskTime; when: string | null } {
  const nearest = (modifier: Modifier) => hit.scope.find((t) => t.modifier === modifier);
  const said = (t: Located | undefined) => {
    if (!t) return null;
    const at = sentence.toLowerCase().indexOf(t.text);
    return at >= 0 ? sentence.slice(at, at + t.text.length) : t.text;
  };
  // "Most recently last month": the words that date it over the ones that only say it was recent.
  const recent = hit.scope.find((t) => t.modifier === 'recent' && !/^(?:recent(?:ly)?|again|started (?:again|back))$/.test(t.text)) ?? nearest('recent');
  const dated = nearest('dated');
  const current = nearest('current');
  const past = nearest('historical');
  if (past && !recent && !current && !dated) return { time: 'past', when: said(past) };
  if (hit.kind === 'attempt') {
    const when = recent ?? dated ?? current;
    // Someone else's undated attempt is told as history; only the client's counts as recent when undated.
    if (!when && whose === 'other') return { time: 'past', when: null };
    return { time: 'recent', when: said(when) };
  }
  if (recent && !thisPastWeek.test(recent.text)) return { time: 'recent', when: said(recent) };
  return { time: 'current', when: said(current ?? recent) };
}

function hitsIn(n: string, found: Located[]): Hit[] {
  let text = mask(n, falseFriends);
  const hits: Hit[] = [];
  for (const target of targets) {
    if ((target.requires && !target.requires.test(n)) || target.unless?.test(n)) continue;
    for (const m of text.matchAll(target.re)) {
      if (!m[0].trim()) continue;
      const span = { start: m.index, end: m.index + m[0].length };
      const scope = scopeOf(n, span, found);
      hits.push({ kind: target.kind, index: span.start, end: span.end, phrase: m[0], scope, modifiers: new Set(scope.map((t) => t.modifier)) });
    }
    // A span of self-directed risk belongs to the first kind that claims it ("attempted suicide" is an
    // attempt, not ideation); harm to or from others is read independently (a threat can be both).
    if (target.kind !== 'homicidal' && target.kind !== 'abuse') text = mask(text, target.re);
  }
  return hits;
}

/**
 * Whether an attribute (plan, intent, means…) stands in one of the account's sentences: present, not
 * denied, hypothetical, someone else's or asked without an answer. Each sentence is read once.
 */
function attributeReader(normalised: string[], found: Located[][]) {
  const read: ({ n: string; found: Located[] } | undefined)[] = [];
  return (i: number, re: RegExp): boolean => {
    if (i < 0 || i >= normalised.length) return false;
    const r = (read[i] ??= (() => {
      const n = mask(normalised[i]!, notAttributePlans);
      return { n, found: n === normalised[i] ? found[i]! : triggersIn(n) };
    })());
    if (!re.test(r.n)) return false;
    for (const m of r.n.matchAll(new RegExp(re.source, 'g'))) {
      const mods = new Set(scopeOf(r.n, { start: m.index, end: m.index + m[0].length }, r.found).map((t) => t.modifier));
      if (!mods.has('negated') && !mods.has('hypothetical') && !mods.has('other_person') && !(mods.has('asked') && !mods.has('affirmed'))) return true;
    }
    return false;
  };
}

const severePartner =
  /\b(?:strangl\w*|chok\w*|hands? (?:around|on) (?:her|his|my) (?:neck|throat)|by the (?:throat|neck)|gun|knife|weapon|threaten\w* to kill|kill (?:her|him|me))\b/;

/** A person's name inside a sentence (not its first word, a title, a day or a month). */
const properName =
  /\b(?!I\b|Dr\b|Mr\b|Ms\b|Mrs\b|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|SI\b|HI\b)[A-Z][a-z]{2,}\b/;

const ideationTier: RiskCategory[] = ['passive_ideation', 'active_ideation', 'active_ideation_with_plan', 'active_ideation_with_intent_or_means'];
const abuseCategory: Record<Exclude<AbuseRelation, 'other' | 'family'>, RiskCategory> = {
  child: 'abuse_child',
  elder: 'abuse_elder',
  partner: 'abuse_partner',
};

/** A cheap look for a correction marker before the full correction is read. */
const correctionSaid = /\b(?:wait|sorry|I mean|I meant|scratch|strike|correction|rather|make that|actually)\b/i;

export function screenRisk(dictated: string[]): RiskScreen {
  // What the clinician meant: a self-correction ("her brother — sorry, I mean her sister") replaces what it corrects, as in the note.
  const sentences = dictated.map((s) => (correctionSaid.test(s) ? selfCorrections(s).kept : s));
  const findings: RiskFinding[] = [];
  const context: OthersRisk[] = [];
  const setAside: SetAside[] = [];
  const normalised = sentences.map(normaliseForRisk);
  const found = normalised.map(triggersIn);
  const account: Account = {
    sentences,
    normalised,
    client: clientPronounIn(normalised),
    age: clientAgeIn(sentences, normalised),
    parentsPartner: hasParentsPartner(normalised),
    mentions: found.map(mentionsOf),
  };
  const abuse: { index: number; i: number; relation: AbuseRelation | null }[] = [];
  const stands = attributeReader(normalised, found);

  sentences.forEach((sentence, i) => {
    const n = normalised[i]!;
    // The sentences around this one that an attribute may stand in.
    const near = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, k) => i + from + k);
    for (const hit of hitsIn(n, found[i]!)) {
      const read = status(hit, n, i, account);
      const { time, when } = timeOf(hit, sentence, typeof read.status === 'object' ? 'other' : 'client');
      if (typeof read.status === 'object') {
        const category: RiskCategory =
          hit.kind === 'passive' || read.passive
            ? 'passive_ideation'
            : hit.kind === 'active'
              ? 'active_ideation'
              : hit.kind === 'attempt'
                ? time === 'past'
                  ? 'past_attempt'
                  : 'recent_attempt'
                : hit.kind === 'self_harm'
                  ? 'self_harm'
                  : 'homicidal_ideation';
        context.push({ category, relation: read.status.relation, time, quote: sentence });
        continue;
      }
      if (read.status !== 'positive') {
        setAside.push({ quote: sentence, phrase: hit.phrase, why: read.status });
        continue;
      }
      const uncertain = read.uncertain || hit.modifiers.has('uncertain');
      const add = (category: RiskCategory, level: RiskFinding['level'], details: string[] = [], at: { time: RiskTime; when: string | null } = { time, when }) =>
        findings.push({ category, person: 'client', ...at, quote: sentence, uncertain, details, level });
      switch (hit.kind) {
        case 'passive':
        case 'active': {
          // C-SSRS: a method (item 3) raises ideation to moderate; intent (4) or a plan with means (5) to high.
          const around = near(-2, 4);
          const plan = stands(i, attributes.plan) || around.some((k) => stands(k, methodOnly));
          // "Asked if she was trying to kill herself — 'I don't know, maybe'": a yes, even unsure, to a question of intent.
          const askedIntent = read.answer === 'yes' && /\b(?:trying|tried|going|intend\w*|planning) to (?:kill|end|die|hurt|take)\b/.test(n);
          const intent = askedIntent || around.some((k) => stands(k, attributes.intent));
          const means = around.some((k) => stands(k, attributes.means));
          const details = [plan && 'method or plan', intent && 'intent', means && 'access to means'].filter((d): d is string => !!d);
          const kind = read.passive ? 'passive' : hit.kind;
          if (intent || (means && (plan || kind === 'active'))) add('active_ideation_with_intent_or_means', 'high', details);
          else if (plan) add('active_ideation_with_plan', 'moderate', details);
          else add(kind === 'passive' ? 'passive_ideation' : 'active_ideation', 'low', details);
          break;
        }
        case 'attempt': {
          const past = time === 'past';
          add(past ? 'past_attempt' : 'recent_attempt', past ? 'moderate' : 'high', [past ? 'more than 3 months ago' : 'within the last 3 months or undated']);
          break;
        }
        case 'self_harm': {
          // An urge scored on a scale (a DBT diary card's 0–5, a 0–10 rating) is as strong as its score:
          // "urges to self-harm rated 1 out of 5" is a low urge — recorded, never dropped, never raised to
          // the level of self-harm done; a score of 0 is a denial.
          const rated = /^urges?\b/.test(hit.phrase) ? ratingAfter(n.slice(hit.end)) : null;
          if (rated && rated.score === 0) {
            setAside.push({ quote: sentence, phrase: hit.phrase, why: 'denied' });
            break;
          }
          if (rated && rated.score / rated.of <= 0.2) add('self_harm', 'low', [`urge rated ${rated.score} out of ${rated.of}`]);
          else add('self_harm', 'moderate', rated ? [`urge rated ${rated.score} out of ${rated.of}`] : []);
          break;
        }
        case 'homicidal': {
          const around = near(-1, 2);
          const named =
            /\b(?:him|her) dead\b|\b(?:shoot|shooting|kill|killing|stab|stabbing|hurt|hurting) (?:him|her)\b/i.test(n) &&
            around.some((k) => properName.test(sentences[k]?.slice(1) ?? ''));
          const target = named || around.some((k) => stands(k, homicidalAttributes.target));
          const plan = around.some((k) => stands(k, homicidalAttributes.plan));
          const means = around.some((k) => stands(k, homicidalAttributes.means));
          const details = [target && 'identified target', plan && 'plan', means && 'access to means'].filter((d): d is string => !!d);
          add('homicidal_ideation', target && (plan || means) ? 'high' : 'moderate', details);
          break;
        }
        case 'abuse': {
          const reading = readAbuse(n, { start: hit.index, end: hit.end, text: hit.phrase }, account.age, account.parentsPartner);
          if (reading.relation === 'other') {
            // Harm to the client by a coworker, a customer or a stranger is none of the screen's abuse
            // categories (a child, an older or dependent adult, the client's partner), and the contract
            // has no category for it: it is set aside, visible, as someone else's doing — never partner violence.
            setAside.push({ quote: sentence, phrase: hit.phrase, why: 'someone else', relation: reading.agent ?? 'someone else' });
            break;
          }
          // Whose abuse a disclosure that names no one is, is settled below from the rest of the account.
          abuse.push({ index: findings.length, i, relation: reading.relation });
          add('abuse_partner', 'moderate', reading.details);
          if (reading.uncertain) findings[findings.length - 1]!.uncertain = true;
          break;
        }
      }
    }
  });

  // Abuse that names no one: the account's other disclosures, then the client's age, then its neighbours.
  const named = abuse.find((a) => a.relation && a.relation !== 'family')?.relation ?? null;
  for (const a of abuse) {
    const near = normalised.slice(Math.max(0, a.i - 1), a.i + 2).join(' ');
    const fromAge = account.age === 'minor' ? 'child' : account.age === 'older' ? 'elder' : null;
    const relation = a.relation ?? named ?? fromAge ?? relationNearby(near, account.parentsPartner);
    // A family member harming an adult client: the contract has no family-violence category, so it is
    // kept as partner violence (domestic violence law covers household members), uncertain and saying so.
    const category = relation && relation !== 'family' && relation !== 'other' ? abuseCategory[relation] : 'abuse_partner';
    const severe = category === 'abuse_partner' && severePartner.test(near);
    const finding = findings[a.index]!;
    findings[a.index] = {
      ...finding,
      category,
      uncertain: finding.uncertain || !relation,
      level: category === 'abuse_partner' && !severe ? 'moderate' : 'high',
      details: [...finding.details, ...(severe ? ['strangulation, a weapon or threats to kill'] : []), ...(!relation ? ['who was harmed is not said'] : [])],
    };
  }

  // One ideation category: the highest tier found; one finding per category and sentence.
  const topIdeation = ideationTier.filter((c) => findings.some((f) => f.category === c)).at(-1);
  const seen = new Set<string>();
  const kept = findings.filter((f) => {
    const key = `${f.category}\u0000${f.quote}`;
    if ((ideationTier.includes(f.category) && f.category !== topIdeation) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const categories = riskCategories.filter((c) => kept.some((f) => f.category === c));
  const screenLevel = maxLevel(kept.map((f) => f.level));
  const stated = clinicianStatedLevel(sentences, normalised);
  return {
    findings: kept,
    categories,
    screenLevel,
    clinicianLevel: stated?.level ?? null,
    clinicianStatement: stated?.sentence ?? null,
    level: stated?.level ?? screenLevel,
    context: context.filter((c, k) => context.findIndex((o) => o.category === c.category && o.quote === c.quote && o.relation === c.relation) === k),
    setAside,
    actions: clinicianActions(sentences, normalised),
  };
}

/** A score said right after an urge: "rated 1 out of 5", "at 2/10", "were a 1 on the diary card out of 5". */
function ratingAfter(rest: string): { score: number; of: number } | null {
  const m =
    /^(?:\s+(?:was|were|is|are|has been|have been|stayed|remained))?\s+(?:rated|rating|scored|at|around|about)\s+(?:an? |about |around )?(\d+(?:\.\d+)?)\s*(?:out of|\/|of)\s*(\d+)\b/.exec(
      rest,
    );
  if (!m) return null;
  const score = Number(m[1]);
  const of = Number(m[2]);
  return of > 0 && score <= of ? { score, of } : null;
}

/** Methods named outright, which count even a sentence away from the ideation. */
const methodOnly =
  /\b(?:(?:the )?method|how (?:she|he|they|i) would (?:do it|kill|end)|thought (?:about|of) (?:how|overdosing|jumping|hanging|shooting|crashing|drowning|taking (?:all )?(?:her|his|their|my) pills)|(?:looked|looking|looks) up (?:how|ways)|jump(?:ing)? (?:off|from|in front of)|hang(?:ing)? (?:herself|himself|themselves))\b/;
