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
  // "low risk of violence", "low acute risk", "moderate risk"
  new RegExp(`\\b${levelWord}(?: to ${levelWord})? (?:${riskKinds} )?risk\\b(?! (?:of|for) (?!${riskKinds}))`),
  // "I'd put her at low risk", "assessed as low", "considered moderate"
  new RegExp(
    `\\b(?:put|puts|assess(?:ed)?|rate[sd]?|consider(?:ed)?|place[sd]?|see|saw)(?: (?:her|him|them|the client|client|this))?(?: as| at)(?: a)? ${levelWord}\\b`,
  ),
];

const toLevel = (word: string): RiskLevel => (/low|mild|minimal/.test(word) ? 'low' : /moderate|medium|elevated/.test(word) ? 'moderate' : 'high');

/** The clinician's own level; an acute judgment outweighs a chronic one. */
export function clinicianStatedLevel(sentences: string[]): { level: RiskLevel; sentence: string } | null {
  let found: { level: RiskLevel; sentence: string; acute: boolean } | null = null;
  for (const sentence of sentences) {
    const n = normaliseForRisk(sentence);
    for (const clause of n.split(/\b(?:but|however|although|though|whereas|while)\b|[;,]/)) {
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

export interface RiskActions {
  mandatedReport: { agency: string; reference: string | null; time: string | null; sentence: string } | null;
  dutyToWarn: { decision: 'warning_given' | 'not_required' | 'under_assessment'; sentence: string } | null;
  safetyPlan: string | null;
  referral: string | null;
  consultation: string | null;
}

const agencies =
  /\b(CPS|DCFS|DCF|DFPS|ACS|APS|Child Protective Services|Adult Protective Services|Children'?s Services|(?:the )?(?:state |child abuse |elder abuse )?hotline|the police|police|law enforcement|Department of Children and Families|social services)\b/i;
const reported =
  /\b(?:filed|made|called|call(?:ed)? in|submitted|placed|completed|phoned|contacted|reported (?:it )?to|report(?:ed)? (?:with|to)|mandated report|hotline report)\b/i;
const reference = /\b(?:reference|ref|report|case|intake|confirmation|incident)(?: number| no\.?| #|#| id)?(?: is| was|:)? #?\s*([A-Z0-9-]*\d[A-Z0-9-]{2,})\b/i;
const time =
  /\b(?:at|around|about) (\d{1,2}(?::\d{2})? ?(?:am|pm|a\.m\.|p\.m\.)?|noon)\b|\b(this (?:morning|afternoon|evening)|today|yesterday|right after (?:the )?session|during (?:the )?session)\b/i;

function firstMatch(sentences: string[], re: RegExp): string | null {
  return sentences.find((s) => re.test(normaliseForRisk(s))) ?? null;
}

export function clinicianActions(sentences: string[]): RiskActions {
  let mandatedReport: RiskActions['mandatedReport'] = null;
  sentences.forEach((sentence, i) => {
    if (mandatedReport || !reported.test(sentence)) return;
    const agency = agencies.exec(sentence);
    if (!agency || /\b(?:will|going to|plan to|need to|should)\b/i.test(sentence.slice(0, agency.index))) return;
    const around = [sentence, sentences[i + 1] ?? ''].join(' ');
    mandatedReport = {
      agency: agency[1]!,
      reference: reference.exec(around)?.[1] ?? null,
      time: time.exec(around)?.[1] ?? time.exec(around)?.[2] ?? null,
      sentence,
    };
  });
  const dtw = firstMatch(sentences, /\bduty to (?:warn|protect)\b|\btarasoff\b/);
  const dutyToWarn: RiskActions['dutyToWarn'] = dtw
    ? {
        decision:
          /\b(?:no|not|does not|did not|is not) (?:\w+ ){0,4}duty to (?:warn|protect)|duty to (?:warn|protect) (?:\w+ ){0,3}(?:not|no)\b|\bno duty\b|\bnot (?:triggered|met|required|warranted|indicated)\b/.test(
            normaliseForRisk(dtw),
          )
            ? 'not_required'
            : /\b(?:warned|notified|contacted|called) (?:the |his |her )?(?:police|intended victim|target|potential victim|\w+)\b/.test(normaliseForRisk(dtw))
              ? 'warning_given'
              : 'under_assessment',
        sentence: dtw,
      }
    : null;
  return {
    mandatedReport,
    dutyToWarn,
    safetyPlan: firstMatch(sentences, /\bsafety plan(?:ning)?\b(?!.*\b(?:if|in case)\b)|\bstanley[- ]brown\b/),
    referral: firstMatch(
      sentences,
      /\b(?:refer(?:red|ral|ring)?|emergency (?:evaluation|department|room)|the er\b|psychiatric evaluation|crisis (?:team|center|unit)|mobile crisis|inpatient|hospitali[sz](?:e|ed|ation)|988)\b/,
    ),
    consultation: firstMatch(sentences, /\bconsult(?:ed|ation|ing)?\b|\bsupervis(?:or|ion)\b/),
  };
}
