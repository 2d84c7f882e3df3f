/**
 * ConText (Harkema, Chapman et al., J Biomed Inform 2009) for risk language: a target is
 * modified by a trigger whose scope reaches it — forward from the trigger or backward from it,
 * until a terminator ("but", "however", a new speaker's clause) or a word limit. Pseudo-triggers
 * ("not sure", "did not deny", "no one") look like triggers and are not.
 */
export type Modifier =
  'negated' | 'affirmed' | 'uncertain' | 'hypothetical' | 'historical' | 'recent' | 'current' | 'dated' | 'other_person' | 'asked' | 'discussed';

interface Trigger {
  modifier: Modifier;
  re: RegExp;
  direction: 'forward' | 'backward' | 'both';
  /** Words of reach; ConText's default is the whole clause. */
  reach: number;
}

/** People other than the client, after "her", "his", "their": relatives, friends, fellow group members. */
export const personWords =
  '(?:mom|mother|dad|father|stepfather|stepdad|stepmother|stepmom|parent|brother|sister|sibling|twin|friend|best friend|roommate|cousin|uncle|aunt|niece|nephew|grandmother|grandfather|grandma|grandpa|grandparent|grandson|granddaughter|son|daughter|stepson|stepdaughter|child|kid|coworker|co-worker|classmate|peer|neighbou?r|boyfriend|girlfriend|husband|wife|partner|spouse|ex|ex-husband|ex-wife|ex-boyfriend|ex-girlfriend|fianc[eé]e?|teammate|colleague|boss|supervisor|manager|in-law|mother-in-law|father-in-law|sister-in-law|brother-in-law|relative|group member|member of the group)';
/** After "a", "the", "another": the same, without words a note may use for the client ("the child", "the member"). */
const articlePersons =
  '(?:mom|mother|dad|father|stepfather|stepdad|stepmother|stepmom|parent|brother|sister|sibling|friend|best friend|roommate|cousin|uncle|aunt|niece|nephew|grandmother|grandfather|grandparent|coworker|co-worker|classmate|peer|neighbou?r|boyfriend|girlfriend|husband|wife|spouse|teammate|colleague|boss|supervisor|manager|relative|group member|member of the group|group participant|fellow group member)';
/** A bare relative opening a clause: "Mom attempted in 2015." */
const barePersons =
  '(?:mom|mother|dad|father|stepfather|stepdad|stepmother|stepmom|parents|brother|sister|uncle|aunt|cousin|grandmother|grandfather|grandma|grandpa|husband|wife|boyfriend|girlfriend|son|daughter|roommate|coworker)';
/** Words that may stand between a determiner and the person: "her older brother", "her 16-year-old son". */
const personAdjectives =
  '(?:(?:older|younger|little|big|baby|late|oldest|youngest|eldest|twin|half|step|maternal|paternal|adult|teenage|teen|grown|new|former|close|good|best|childhood|male|female|fellow|other|\\d{1,2}[- ]year[- ]old) )*';

const months = '(?:january|february|march|april|may|june|july|august|september|october|november|december)';
export const days = '(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)';

const triggers: Trigger[] = [
  // Negation.
  {
    modifier: 'negated',
    re: /\b(?:denie[sd]|deny(?:ing)?|denial of|no|not|never|without|negative for|free of|absence of|absent|nor|none of|rules? out|ruled out|no evidence of|no current|no recent|no history of|no hx of|no longer (?:has|having|reports?|endorses?)|has not had|had not had|no further|no more|stopped having|not having)\b/g,
    direction: 'forward',
    reach: 8,
  },
  {
    modifier: 'negated',
    re: /\b(?:(?:she|he|they|client|pt|patient|i) (?:said|says|answered|replied|responded|stated|reported|told me|was clear|insisted)(?: that)?(?: (?:she|he|they))?[, ]+(?:no|not|never|nope|absolutely not|definitely not|not at all|none|nothing like that|not really|no way|has not|have not|had not|does not|did not|would not|is not|was not)(?! to\b)|(?:which|that) (?:she|he|they) denie[sd]|(?:she|he|they|client) denie[sd](?:(?= *[.,;]| *$)| (?:it|this|that|any of (?:it|this|that|them)|all of (?:it|this|that|them)|them|both|each))|(?:was|were|is|are|been) (?:denied|negative|absent|ruled out)|(?:none|not|nothing) (?:reported|endorsed|noted|elicited|present|indicated|disclosed)|(?:denied|denies|negative|none|absent|no|nil)(?=\s*[.;,?!]|\s*$)|nothing like that|not present|not endorsed|not reported)\b/g,
    direction: 'backward',
    reach: 12,
  },
  // A yes to a screening question.
  {
    modifier: 'affirmed',
    re: /\b(?:(?:she|he|they) (?:said|answered|replied|responded)(?: that)? (?:yes|yeah|yep|sometimes|she has|he has|they have|a little|kind of)|endorse[sd]|admitted|acknowledged|disclosed|confirmed)\b/g,
    direction: 'backward',
    reach: 12,
  },
  // Uncertainty counts as positive for safety, but is recorded as such.
  {
    modifier: 'uncertain',
    re: /\b(?:not sure|unsure|unclear|uncertain|possibl[ey]|may have|might have|questionable|ambivalent|hard to (?:tell|say)|could not tell|can not rule out|could not rule out|not ruled out|vague|hinted at)\b/g,
    direction: 'both',
    reach: 10,
  },
  // Hypothetical: if, in case, what to do when.
  {
    modifier: 'hypothetical',
    re: /\b(?:(?<!(?:asked|ask|asking|checked|wondered|wonder|see|know|sure|unsure|her|him|them) )if|in case|in the event|should (?:she|he|they)|what (?:she|he|they|i) would do|what to do|when (?:urges|thoughts|the urges|the thoughts) (?:come|arise|return|happen)|(?:warning signs|coping) (?:for|of|if)|would call|will call|can call|plan for (?:if|when)|safety plan(?:ning)? for|crisis (?:line|plan))\b/g,
    direction: 'forward',
    reach: 10,
  },
  // History: before the last three months.
  {
    modifier: 'historical',
    re: /\b(?:history(?: of)?|hx of|h\/o|in the past|previous(?:ly)?|prior|past|lifetime|years? ago|(?:four|five|six|seven|eight|nine|ten|eleven|twelve|\d{2}|[4-9]|several|many) months ago|last year|as a (?:teen(?:ager)?|kid|child|young (?:girl|boy|adult)|student)|in (?:high school|middle school|college|grad school|childhood|(?:her|his|their|my) (?:early |late |mid-?)?(?:teens|twenties|thirties|forties|fifties|sixties|seventies|[2-7]0s))|last (?:spring|summer|fall|autumn|winter)|when (?:she|he|they|i|[a-z]+) (?:was|were) (?:\d+|ten|eleven|twelve|[a-z]+teen|twenty|young|little|small|a (?:teen(?:ager)?|kid|child|baby|little (?:girl|boy)))|at (?:age )?\d{1,2}\b(?! ?(?:am|pm|mg|%|:))|back in|in (?:19|20)\d\d|used to|growing up|childhood|years (?:back|earlier)|long time ago|(?:nothing|none) (?:in|for|since)|has not (?:since|in)|not since|never since)\b/g,
    direction: 'both',
    reach: 12,
  },
  // Recent: within the last three months, said as past; it outweighs a historical mention in the same reach.
  {
    modifier: 'recent',
    re: new RegExp(
      `\\b(?:last (?:night|week|weekend|month|session|${days})|(?:on|this past) (?:${days}|the weekend)|yesterday|(?:a|one|two|three|four|five|six|a few|a couple of|couple of|several|\\d+) (?:days?|weeks?) (?:ago|back)|(?:a|one|two|three|a couple of|couple of|\\d) months? ago|recent(?:ly)?|since (?:our|the|her|his|my) last (?:session|appointment|visit)|over the weekend|again|started (?:again|back)|past (?:few |couple of )?(?:week|weeks|month|days)|this past (?:week|month|weekend)|earlier this (?:week|month)|the other (?:day|night))\\b`,
      'g',
    ),
    direction: 'both',
    reach: 12,
  },
  // Current: now, ongoing; it outweighs a historical mention in its (shorter) reach as well: "current episode manic, in early
  // remission, with a past suicide attempt" dates the episode, not the attempt.
  {
    modifier: 'current',
    re: /\b(?:currently|current|lately|ongoing|still|this (?:week|morning|afternoon|evening|weekend|month)|tonight|today|right now|at the moment|these days|every (?:day|night|week|morning)|most (?:days|nights)|daily|nightly|(?:is|are|has been|have been) (?:having|thinking|feeling))\b/g,
    direction: 'both',
    reach: 6,
  },
  // A date that does not by itself say how long ago: kept as when it happened.
  {
    modifier: 'dated',
    re: new RegExp(
      `\\b(?:in ${months}|on the \\d{1,2}(?:st|nd|rd|th)|on ${months} \\d{1,2}(?:st|nd|rd|th)?|on \\d{1,2}/\\d{1,2}(?:/\\d{2,4})?|${months} \\d{1,2}(?:st|nd|rd|th)?)\\b`,
      'g',
    ),
    direction: 'both',
    reach: 12,
  },
  // Someone else's risk: the client's relatives, friends or fellow group members as the subject.
  {
    modifier: 'other_person',
    re: new RegExp(
      `\\b(?:${[
        `(?:her|his|their|there|my|the client's|client's|the patient's) ${personAdjectives}${personWords}s?(?:'s ${personWords})?`,
        // With an article only the words that cannot be the client: "the child" or "the member" may be.
        `(?:a|an|the|another|other|(?:one|two|some|several|many) of (?:her|his|their|the)(?: other)?) ${personAdjectives}${articlePersons}s?`,
        `(?:^|(?<=[:;,] ))${personAdjectives}${barePersons}s?(?! of the (?:client|patient))`,
        '(?:another|other) (?:group )?(?:members?|participants?|clients?|patients?|residents?|peers?)|another person',
        '(?:someone|somebody|a person) (?:else )?in (?:the )?group',
        'family (?:history|hx)|fh of|fhx',
        '(?:lost|losing) (?:her|his|their|a|someone|somebody) (?:[a-z-]+ ){0,2}?to',
      ].join('|')})\\b`,
      'g',
    ),
    direction: 'forward',
    reach: 10,
  },
  // A screening question: positive only with the answer (same or next sentence).
  {
    modifier: 'asked',
    re: /\b(?:ask(?:ed|ing)? (?:(?:her|him|them|the client|client|[a-z]+) )?(?:directly |specifically |again |also |explicitly |routinely |carefully |briefly )?(?:about|if|whether)|screened (?:for|her for|him for|them for)|assessed (?:for|her for|him for|them for)|inquired (?:about|if|whether)|checked (?:in )?(?:about|on|for)|questions? about|ran through|went through|c-ssrs|cssrs|screening questions)\b/g,
    direction: 'forward',
    reach: 12,
  },
  // A topic raised without a question: a denial in the answer sets it aside, no answer leaves it standing.
  {
    modifier: 'discussed',
    re: /\b(?:talked about|discussed|went over|reviewed|explored|brought up|touched on)\b/g,
    direction: 'forward',
    reach: 4,
  },
];

/** Pseudo-triggers: spans that look like triggers but are not; masked before triggers are read. */
const pseudo =
  /\b(?:not sure|not certain|no one|nobody|no longer den(?:y|ies|ied)|not den(?:y|ied|ying)|(?:did|does|do|would) not deny|not only|no change|no increase|no decrease|not necessarily|not able to (?:contract for|stay) safe(?:ty)?|not safe|no reason to live|no point|not worth living|no guarantee|never (?:wake|woke) up|not (?:wake|waking|woke) up|not exist|not be here|not here|not around|not alive|without (?:me|her|him|them)|what is the point|no (?:plan|intent) (?:was|is) (?:not )?|(?:easier|better|better off) if)\b/g;

/** Where a trigger's reach ends: a contrast, a semicolon, or a new speaker's clause. */
const terminators =
  /\b(?:but|however|although|though|yet|except|apart from|aside from|other than|whereas|which is why|because|then|although)\b|;|—| - |\.\s|,\s(?=(?:and )?(?:she|he|they|client|i|we|her \w+|his \w+)\s(?!said\b|says\b|denie[sd]\b|answered\b|replied\b|responded\b))|\band (?=(?:she|he|they|i|we|client) (?!denie[sd]\b|said (?:no|yes|yeah)\b))/g;

const mask = (s: string, re: RegExp) => s.replace(re, (m) => ' '.repeat(m.length));

export interface Span {
  start: number;
  end: number;
}

export interface Located {
  modifier: Modifier;
  start: number;
  end: number;
  direction: Trigger['direction'];
  reach: number;
  /** The trigger's words, as normalised: "last tuesday", "her older brother". */
  text: string;
}

const thisYear = new Date().getFullYear();

/** Every trigger in a normalised sentence, with pseudo-triggers masked out. */
export function triggersIn(sentence: string): Located[] {
  const masked = mask(sentence, pseudo);
  const out: Located[] = [];
  for (const t of triggers) {
    for (const m of masked.matchAll(t.re)) {
      // "in 2026" this year is a date, not history: an attempt this year may be within three months.
      const year = t.modifier === 'historical' ? /\b(?:19|20)\d\d\b/.exec(m[0]) : null;
      const modifier = year && Number(year[0]) >= thisYear ? 'dated' : t.modifier;
      // "No current SI": the word dates nothing else in the sentence.
      if (
        (modifier === 'current' || modifier === 'recent') &&
        /\b(?:no|not|denie[sd]|denying|without)\s+$/.test(masked.slice(Math.max(0, m.index - 12), m.index))
      )
        continue;
      out.push({ modifier, start: m.index, end: m.index + m[0].length, direction: t.direction, reach: t.reach, text: m[0] });
    }
  }
  return out;
}

const wordsBetween = (s: string, a: number, b: number) => (a >= b ? 0 : s.slice(a, b).trim().split(/\s+/).filter(Boolean).length);

function terminated(sentence: string, from: number, to: number): boolean {
  if (from >= to) return false;
  const between = sentence.slice(from, to);
  terminators.lastIndex = 0;
  return terminators.test(between);
}

/** The triggers whose scope reaches the target span, nearest first. */
export function scopeOf(sentence: string, target: Span, found: Located[]): Located[] {
  const out: { t: Located; distance: number }[] = [];
  for (const t of found) {
    if (t.start >= target.start && t.end <= target.end) continue; // inside the target itself
    const forward = t.end <= target.start && (t.direction === 'forward' || t.direction === 'both');
    const backward = t.start >= target.end && (t.direction === 'backward' || t.direction === 'both');
    if (forward && wordsBetween(sentence, t.end, target.start) <= t.reach && !terminated(sentence, t.end, target.start))
      out.push({ t, distance: target.start - t.end });
    else if (backward && wordsBetween(sentence, target.end, t.start) <= t.reach && !terminated(sentence, target.end, t.start))
      out.push({ t, distance: t.start - target.end });
  }
  return out.sort((a, b) => a.distance - b.distance).map((o) => o.t);
}

/** The modifiers whose scope reaches the target span. */
export function modifiersOf(sentence: string, target: Span, found: Located[]): Set<Modifier> {
  return new Set(scopeOf(sentence, target, found).map((t) => t.modifier));
}
