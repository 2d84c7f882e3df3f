import type { RiskLevel } from '@tend/contracts/note-documents.contract';
import { normaliseForRisk } from './normalise';

/**
 * What the clinician said they judged and did about risk: their stated level ("low risk of
 * violence"), a mandated report (agency, reference, time), a duty-to-warn decision, a safety
 * plan, a referral or emergency evaluation, a consultation. Recorded as said, never contradicted.
 */
const levelWord = '(low|mild|minimal|moderate|medium|elevated|high|imminent|severe)';
const riskKinds = '(?:suicide|suicidal|self-harm|self harm|harm to (?:self|others)|violence|danger(?:ousness)?|homicide|acute|overall|current|imminent)';
const notAboutHarm =
  /\b(?:relapse|falls?|readmission|recidivism|dropout|drop out|non-?adherence|weight|diabetes|infection|pregnancy|developing|losing|eviction|job|burnout)\b/;

const statedLevel = [
  // "acute risk is low", "risk of violence: low", "overall risk is moderate", "risk remains low"
  new RegExp(
    `\\b(?:${riskKinds} )*risk(?: of ${riskKinds}| for ${riskKinds}| to (?:self|others))?(?: level)?(?: (?:is|was|remains|appears|seems|as|at|would be|to be|assessed as|rated as|currently)| ?:)?(?: (?:currently|still|overall|likely|probably|about|now|fairly|quite|very|pretty|relatively))* ${levelWord}\\b`,
  ),
  // "low risk of violence", "low acute risk", "moderate risk" — not "the elevated risk after a suicide loss", said of people in general.
  new RegExp(
    `(?<!\\b(?:the|given|an|increased) )\\b${levelWord}(?: to ${levelWord})? (?:${riskKinds} )?risk\\b(?! (?:of|for) (?!${riskKinds}))(?! (?:after|among|associated|in people|for people|that comes))`,
  ),
  // "I'd put her at low risk", "assessed as low", "considered moderate"
  new RegExp(
    `\\b(?:put|puts|assess(?:ed)?|rate[sd]?|consider(?:ed)?|place[sd]?|see|saw)(?: (?:her|him|them|the client|client|this))?(?: as| at)(?: a)? ${levelWord}\\b`,
  ),
];

const toLevel = (word: string): RiskLevel => (/low|mild|minimal/.test(word) ? 'low' : /moderate|medium|elevated/.test(word) ? 'moderate' : 'high');

/** The clinician's own level; an acute judgment outweighs a chronic one. */
export function clinicianStatedLevel(sentences: string[], normalised = sentences.map(normaliseForRisk)): { level: RiskLevel; sentence: string } | null {
  let found: { level: RiskLevel; sentence: string; acute: boolean } | null = null;
  for (const [i, sentence] of sentences.entries()) {
    const n = normalised[i]!;
    // "chronic risk as moderate and acute risk low": two judgments, each with its own level.
    for (const clause of n.split(new RegExp(`\\b(?:but|however|although|though|whereas|while)\\b|[;,]|\\band (?=(?:${riskKinds} |chronic )*risk\\b)`))) {
      if (notAboutHarm.test(clause) && !/\b(?:suicid|violen|harm|homicid)/.test(clause)) continue;
      if (/\bchronic\b/.test(clause) && !/\bacute\b/.test(clause)) continue;
      for (const re of statedLevel) {
        const m = re.exec(clause);
        if (!m) continue;
        const word = m.slice(1).find(Boolean)!;
        const acute = /\bacute|imminent|current\b/.test(clause);
        if (!found || (acute && !found.acute)) found = { level: toLevel(word), sentence, acute };
        break;
      }
    }
  }
  return found ? { level: found.level, sentence: found.sentence } : null;
}

/** What the clinician said they did about risk, each as said; a plan or a possibility is not an action done. */
export interface RiskActions {
  /** 911, the police or EMS called for an emergency. */
  emergencyServices: { sentence: string } | null;
  /** A CPS, APS or hotline report filed (not one planned). */
  mandatedReport: { agency: string; reference: string | null; time: string | null; sentence: string } | null;
  dutyToWarn: {
    decision: 'notified' | 'not_indicated' | 'under_assessment';
    /** Who was notified, as said: "the police; his ex-wife". */
    whom: string | null;
    when: string | null;
    how: string | null;
    sentence: string;
  } | null;
  safetyPlan: { status: 'created' | 'reviewed' | 'updated'; sentence: string } | null;
  /** Sent or taken to the ER/ED, a crisis team, mobile crisis, a psychiatric emergency evaluation. */
  emergencyEvaluation: { sentence: string } | null;
  referral: string | null;
  consultation: string | null;
}

const notDone =
  /\b(?:will|would|going to|gonna|plan(?:s|ning)? to|need(?:s|ed)? to|should|might|may|could|intend(?:s|ing)? to|consider(?:s|ed|ing)?|if|unless|in case|next time|next session|thinking about|about to|not|never|refused|declined|unwilling|instead of)\b/;
/** A step still to do: "tomorrow", "next week", "before she comes back". */
const later =
  /\b(?:tomorrow|next (?:session|week|time|visit|appointment)|at (?:our|the) next|later (?:today|this week)|in the morning|before (?:she|he|they) (?:comes?|returns?)|once (?:she|he|they)|after (?:discharge|she is discharged|he is discharged))\b/;
/** Done, said in a "Plan:" list: "safety plan completed today", "we did a safety plan this session". */
const done =
  /\b(?:did|done|was|were|completed|made|created|wrote|written|updated|reviewed|went over|called|filed|sent|walked|took|consulted|talked|spoke|signed|today|this session|in session|already)\b/;

/**
 * Whether the words around `at` make the action planned, conditional, refused or considered rather
 * than done: its own clause, and a "Plan:" list, whose steps are still to do unless said as done.
 */
function plannedBefore(n: string, at: number): boolean {
  const before = n.slice(Math.max(0, at - 80), at);
  const clause = before.split(/[,;:—]|\s-\s|\b(?:and|then|so|but)\b/).at(-1) ?? before;
  const rest = n.slice(at).split(/[,;]|\s-\s|\b(?:and|then|but)\b/)[0] ?? '';
  if (notDone.test(clause) || later.test(rest)) return true;
  // "Review safety plan next week", "write safety plan together": a bare verb opening the clause is a step to take.
  if (/^\s*(?:write|do|review|complete|create|make|update|revisit|go over|finish|start|develop|consult|call|refer|discuss)\b/.test(clause)) return true;
  const planList = /^(?:plan|plans|next steps?|for next (?:session|time)|to do)\s*(?:is|will be|:)/.test(n.trim());
  return planList && !done.test(`${clause} ${rest}`);
}

/** Dated before this session: history, not something done about risk today. */
const beforeToday =
  /\b(?:(?:days?|weeks?|months?|years?) ago|last (?:week|month|year|spring|summer|fall|winter)|in (?:19|20)\d\d|in (?:january|february|march|april|may|june|july|august|september|october|november|december)|on the \d{1,2}(?:st|nd|rd|th)|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|history of|previous(?:ly)?|prior to|when (?:she|he|they) was|back in)\b/;
/** An emergency room visit for an injury is not a psychiatric evaluation. */
const medicalVisit =
  /\bfor (?:a |an |his |her )?(?:cut|injury|fall|fracture|broken|stitches|x-?ray|sprain|burn|headache|chest pain|infection|fever)|\bstitch(?:ed|es)|\bfalling off\b/;

const agencies =
  /\b(CPS|DCFS|DCF|DFPS|ACS|APS|Child Protective Services|Adult Protective Services|Children'?s Services|(?:the )?(?:state |child abuse |elder abuse |abuse )?hotline|the police|police|law enforcement|Department of Children and Families|social services)\b/i;
const reported =
  /\b(?:filed|made|called|call(?:ed)? in|submitted|placed|completed|phoned|contacted|reported (?:it |this |the abuse |the disclosure )?to|report(?:ed)? (?:with|to)|mandated report|hotline report)\b/i;
const reference = /\b(?:reference|ref|report|case|intake|confirmation|incident)(?: number| no\.?| #|#| id)?(?: is| was|:)? #?\s*([A-Z0-9-]*\d[A-Z0-9-]{2,})\b/i;
const time =
  /\b(?:at|around|about) (\d{1,2}(?::\d{2})?(?: ?(?:am|pm|a\.m\.|p\.m\.))?|noon)(?![\d:])|\b(this (?:morning|afternoon|evening)|today|yesterday|right after (?:the )?session|during (?:the )?session)\b/i;
const timeOf = (text: string) => {
  const m = time.exec(text);
  return m ? (m[1] ?? m[2] ?? null) : null;
};
/** Abuse or neglect in the account: only then is a report to the police a mandated report. */
const aboutAbuse = /\babus|\bneglect|\bmolest|\bassault|\bmandated report|\bchild protective|\badult protective|\bexploit/;

const emergencyCall =
  /\b(?:call(?:ed|ing)?|phoned|dialed|contacted) (?:9-?1-?1|911|the police|police|ems|an ambulance|emergency services)\b|\b(?:911|9-1-1|ems|an ambulance|the police|police) (?:was|were) (?:called|contacted)\b|\bwelfare check\b/;
const warnWords = /\b(?:duty to (?:warn|protect)|tarasoff|to warn|warned|warning (?:to|call)|intended victim|potential victim|identified victim)\b/;
const dutyNotIndicated =
  /\b(?:no|not|does not|did not|is not|was not) (?:\w+ ){0,4}duty to (?:warn|protect)|duty to (?:warn|protect) (?:\w+ ){0,3}(?:not|no)\b|\bno duty\b|\b(?:not|never) (?:triggered|met|required|warranted|indicated|applicable)\b|\b(?:does|did) not (?:apply|meet|rise)\b/;
const notifyVerb =
  /\b(?:called|phoned|notified|warned|contacted|reached|alerted|informed|told|left (?:a |her a |him a )?(?:voice ?mail|message) (?:for|with)|spoke (?:to|with)|texted|emailed)\b/g;
const notWhom = /^(?:him|her|them|me|us|it|back|my|our|the client|client|supervisor|a colleague|colleague|risk management|legal|the clinic)\b/;

/** Who was notified: the noun after each notifying verb, up to a comma, a time or a preposition. */
function notifiedIn(sentence: string): string[] {
  const out: string[] = [];
  for (const m of sentence.matchAll(notifyVerb)) {
    const rest = sentence.slice(m.index + m[0].length).trim();
    const phrase =
      /^((?:the |his |her |their |a )?(?:[\w'’-]+)(?: (?!at\b|to\b|and\b|then\b|by\b|about\b|on\b|around\b|that\b|after\b|before\b|with\b|in\b|from\b|so\b|because\b|who\b|which\b|this\b|today\b|tonight\b|yesterday\b|immediately\b|right\b|directly\b|myself\b|as\b)[\w'’-]+){0,3})/i.exec(
        rest,
      )?.[1];
    if (!phrase) continue;
    const whom = phrase.replace(/\b(police|sheriff)(?:'s)?\b.*$/i, '$1').trim();
    if (notWhom.test(whom.toLowerCase()) || /^\d/.test(whom) || /\bsupervisor|consult/i.test(whom)) continue;
    if (!out.some((w) => w.toLowerCase() === whom.toLowerCase())) out.push(whom);
  }
  return out;
}

function howNotified(n: string): string | null {
  if (/\b(?:called|phoned|phone|by phone|reached|voice ?mail|left (?:a |her a |him a )?message|on the phone)\b/.test(n)) return 'by phone';
  if (/\bin person|face to face\b/.test(n)) return 'in person';
  if (/\btext(?:ed)?\b/.test(n)) return 'by text';
  if (/\be-?mail(?:ed)?\b/.test(n)) return 'by email';
  if (/\bletter\b/.test(n)) return 'by letter';
  return null;
}

function dutyToWarnIn(sentences: string[], normalised: string[]): RiskActions['dutyToWarn'] {
  const about = normalised.map((n, i) => (warnWords.test(n) ? i : -1)).filter((i) => i >= 0);
  if (about.length === 0) return null;
  // A notification: a notifying verb, done, in a sentence about warning (or right after one).
  for (const i of about.flatMap((i) => [i, i + 1]).filter((i, k, all) => i < sentences.length && all.indexOf(i) === k)) {
    const n = normalised[i]!;
    const verb = new RegExp(notifyVerb.source).exec(n);
    if (!verb || plannedBefore(n, verb.index) || dutyNotIndicated.test(n)) continue;
    if (!warnWords.test(n) && !/\b(?:police|sheriff|law enforcement|deputy|officer|victim|target|threat)\b/.test(n)) continue;
    const whom = notifiedIn(sentences[i]!);
    if (whom.length === 0) continue;
    return { decision: 'notified', whom: whom.join('; '), when: timeOf(sentences[i]!.slice(verb.index)), how: howNotified(n), sentence: sentences[i]! };
  }
  const notIndicated = about.find((i) => dutyNotIndicated.test(normalised[i]!));
  if (notIndicated !== undefined) return { decision: 'not_indicated', whom: null, when: null, how: null, sentence: sentences[notIndicated]! };
  const first = about.find((i) => /\bduty to (?:warn|protect)|tarasoff/.test(normalised[i]!));
  return first === undefined ? null : { decision: 'under_assessment', whom: null, when: null, how: null, sentence: sentences[first]! };
}

function mandatedReportIn(sentences: string[], normalised: string[]): RiskActions['mandatedReport'] {
  const abuseInAccount = normalised.some((n) => aboutAbuse.test(n));
  for (const [i, sentence] of sentences.entries()) {
    const n = normalised[i]!;
    if (!reported.test(sentence) || /\bto consult\b|\bfor (?:a )?consultation\b/.test(n)) continue;
    const agency = agencies.exec(sentence);
    if (!agency || plannedBefore(sentence.toLowerCase(), agency.index)) continue;
    // The police take a mandated report only of abuse; a call to 911 or a warning is not one.
    if (/police|law enforcement/i.test(agency[1]!) && (!abuseInAccount || warnWords.test(n) || /\b911\b/.test(n))) continue;
    const around = [sentence, sentences[i + 1] ?? ''].join(' ');
    return { agency: agency[1]!, reference: reference.exec(around)?.[1] ?? null, time: timeOf(around), sentence };
  }
  return null;
}

function safetyPlanIn(sentences: string[], normalised: string[]): RiskActions['safetyPlan'] {
  for (const [i, n] of normalised.entries()) {
    const m = /\bsafety plan(?:ning)?\b|\bstanley[- ]brown\b/.exec(n);
    if (!m || plannedBefore(n, m.index)) continue;
    const status = /\b(?:updat|revis|add(?:ed|ing)|modif|chang|adjust)\w*/.test(n)
      ? 'updated'
      : /\b(?:creat|made|make|develop|wr[io]te|written|complet|built|drew up|drafted|filled out|start|did a|completed)\w*/.test(n) &&
          !/\b(?:review|went over|revisit|look(?:ed)? at|check)\w*/.test(n)
        ? 'created'
        : 'reviewed';
    return { status, sentence: sentences[i]! };
  }
  return null;
}

const evaluation =
  /\b(?:(?:sent|referred|took|taken|transported|walked|drove|driven|escorted|brought|admitted|went|go|going) (?:\w+ ){0,4}?(?:to|into) (?:the |a |an )?(?:[\w.']+ ){0,2}?(?:er|ed|emergency (?:room|department)|hospital|psych(?:iatric)? (?:er|ed|emergency|hospital|unit)|crisis (?:center|unit|stabili[sz]ation)|cpep|inpatient)|(?:called|contacted|requested) (?:the )?(?:[\w.']+ ){0,2}?(?:mobile crisis|crisis team|crisis response|crisis services)|mobile crisis (?:came|arrived|evaluated|assessed|was called|was contacted)|(?:psychiatric|emergency) evaluation|evaluat\w+ (?:for|at) (?:inpatient|admission|hospitali[sz]ation|the (?:er|ed|hospital))|hospitali[sz]ed|involuntary (?:hold|admission)|5150|baker act|pink slip(?:ped)?|section 12)\b/;

function emergencyEvaluationIn(sentences: string[], normalised: string[]): RiskActions['emergencyEvaluation'] {
  const i = normalised.findIndex((n) => {
    const m = evaluation.exec(n);
    return (
      m !== null && !plannedBefore(n, m.index) && !beforeToday.test(n) && !medicalVisit.test(n) && !/\bif\b|\bin case\b|\bshould (?:she|he|they)\b/.test(n)
    );
  });
  return i >= 0 ? { sentence: sentences[i]! } : null;
}

export function clinicianActions(sentences: string[], normalised = sentences.map(normaliseForRisk)): RiskActions {
  const dutyToWarn = dutyToWarnIn(sentences, normalised);
  const emergency = normalised.findIndex((n) => {
    const m = emergencyCall.exec(n);
    // A call to the police that is the warning itself is recorded as the duty to warn, not an emergency call.
    return (
      m !== null &&
      !plannedBefore(n, m.index) &&
      !beforeToday.test(n) &&
      !(dutyToWarn?.decision === 'notified' && warnWords.test(n) && !/\b911\b|9-1-1/.test(n))
    );
  });
  const firstMatch = (re: RegExp) => sentences[normalised.findIndex((n) => re.test(n))] ?? null;
  const doneMatch = (re: RegExp) =>
    sentences[
      normalised.findIndex((n) => {
        const m = re.exec(n);
        return m !== null && !plannedBefore(n, m.index);
      })
    ] ?? null;
  return {
    emergencyServices: emergency >= 0 ? { sentence: sentences[emergency]! } : null,
    mandatedReport: mandatedReportIn(sentences, normalised),
    dutyToWarn,
    safetyPlan: safetyPlanIn(sentences, normalised),
    emergencyEvaluation: emergencyEvaluationIn(sentences, normalised),
    // "Referred by her PCP" is how the client came, not something done about risk.
    referral: firstMatch(
      /\b(?<!self-)refer(?:red|ral|ring|s)?\b(?! (?:by|from|source)\b| (?:to|back to) (?:her|his|their|the) (?:notes|chart))|\bhigher level of care\b/,
    ),
    consultation: doneMatch(
      /\bconsult(?:ed|ing|ation)?\b|\b(?:my|our|clinical) supervisor\b|\bsupervision\b|\bstaffed (?:the case|it|this)\b|\b(?:called|spoke (?:with|to)|talked (?:to|with)|paged|conferred with)\b[^;]{0,40}\b(?:psychiatrist|on-call|medical director|clinical director|team lead)\b/,
    ),
  };
}
