/**
 * ConText (Harkema, Chapman et al., J Biomed Inform 2009) for risk language: a target is
 * modified by a trigger whose scope reaches it — forward from the trigger or backward from it,
 * until a terminator ("but", "however", a new speaker's clause) or a word limit. Pseudo-triggers
 * ("not sure", "did not deny", "no one") look like triggers and are not.
 */
export type Modifier = 'negated' | 'affirmed' | 'uncertain' | 'hypothetical' | 'historical' | 'recent' | 'other_person' | 'asked';

interface Trigger {
  modifier: Modifier;
  re: RegExp;
  direction: 'forward' | 'backward' | 'both';
  /** Words of reach; ConText's default is the whole clause. */
  reach: number;
}

const person =
  '(?:mom|mother|dad|father|stepfather|stepdad|stepmother|stepmom|brother|sister|sibling|friend|best friend|roommate|cousin|uncle|aunt|grandmother|grandfather|grandma|grandpa|son|daughter|coworker|co-worker|classmate|peer|neighbou?r|boyfriend|girlfriend|husband|wife|partner|ex|fianc[eé]e?|teammate|colleague|boss)';

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
    re: /\b(?:(?:she|he|they|client|pt|patient|i) (?:said|says|answered|replied|responded|stated|reported|told me|was clear|insisted)(?: that)?(?: (?:she|he|they))?[, ]+(?:no|not|never|nope|absolutely not|definitely not|not at all|none|nothing like that|not really|no way|has not|have not|had not|does not|did not|would not|is not|was not)|(?:which|that) (?:she|he|they) denie[sd]|(?:she|he|they|client) denie[sd](?:(?= *[.,;]| *$)| (?:it|this|that|any of (?:it|this|that|them)|all of (?:it|this|that|them)|them|both|each))|(?:was|were|is|are|been) (?:denied|negative|absent|ruled out)|(?:denied|negative|none|absent|no)(?=\s*[.;,]|\s*$)|nothing like that|not present|not endorsed|not reported)\b/g,
    direction: 'backward',
    reach: 12,
  },
  // A yes to a screening question.
  {
    modifier: 'affirmed',
    re: /\b(?:(?:she|he|they) (?:said|answered|replied|responded)(?: that)? (?:yes|yeah|sometimes|she has|he has|they have|a little|kind of)|endorse[sd]|admitted|acknowledged|disclosed|confirmed)\b/g,
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
    re: /\b(?:history of|hx of|h\/o|in the past|previous(?:ly)?|prior|past|lifetime|years? ago|(?:four|five|six|seven|eight|nine|ten|eleven|twelve|\d{2}|[4-9]|several|many) months ago|last year|as a (?:teen(?:ager)?|kid|child|young (?:girl|boy|adult)|student)|in (?:high school|middle school|college|grad school|her twenties|his twenties|her teens|his teens|childhood)|when (?:she|he|they|i) (?:was|were) (?:\d+|young|little|a (?:teen(?:ager)?|kid|child))|at (?:age )?\d{1,2}\b(?! ?(?:am|pm|mg|%))|back in|in (?:19|20)\d\d|used to|growing up|childhood|years (?:back|earlier)|long time ago|nothing (?:in|for|since)|has not (?:since|in)|not since|never since)\b/g,
    direction: 'both',
    reach: 12,
  },
  // Recent: the last three months; it outweighs a historical mention in the same reach.
  {
    modifier: 'recent',
    re: /\b(?:last (?:night|week|weekend|month|session|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|yesterday|this (?:week|morning|weekend|month|past week)|(?:a|one|two|three|four|five|six|a few|a couple of|couple of|several|\d+) (?:days?|weeks?) ago|(?:a|one|two|three|a couple of|couple of|\d) months? ago|recent(?:ly)?|since (?:our|the|her|his) last (?:session|appointment|visit)|over the weekend|again|currently|current|lately|ongoing|still|started (?:again|back)|past (?:few )?(?:week|weeks|month|days)|this past|tonight|today|right now|at the moment|these days|every (?:day|night|week)|daily)\b/g,
    direction: 'both',
    reach: 12,
  },
  // Someone else's risk: the client's relatives or friends as the subject.
  {
    modifier: 'other_person',
    re: new RegExp(
      `\\b(?:(?:her|his|their|my|the client's|client's|a|the) ${person}|family history of|fh of|died by|committed|completed|lost (?:her|his|their) \\w+ to)\\b`,
      'g',
    ),
    direction: 'forward',
    reach: 6,
  },
  // A screening question: positive only with the answer (same or next sentence).
  {
    modifier: 'asked',
    re: /\b(?:asked (?:about|her about|him about|them about|if|whether|directly about|her if|him if|her whether|him whether)|screened (?:for|her for|him for)|assessed (?:for|her for|him for)|inquired about|checked (?:in )?(?:about|on)|questions? about|ran through|went through|c-ssrs|cssrs|screening questions)\b/g,
    direction: 'forward',
    reach: 12,
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

interface Located {
  modifier: Modifier;
  start: number;
  end: number;
  direction: Trigger['direction'];
  reach: number;
}

/** Every trigger in a normalised sentence, with pseudo-triggers masked out. */
export function triggersIn(sentence: string): Located[] {
  const masked = mask(sentence, pseudo);
  const out: Located[] = [];
  for (const t of triggers) {
    for (const m of masked.matchAll(t.re))
      out.push({ modifier: t.modifier, start: m.index, end: m.index + m[0].length, direction: t.direction, reach: t.reach });
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

/** The modifiers whose scope reaches the target span. */
export function modifiersOf(sentence: string, target: Span, found: Located[]): Set<Modifier> {
  const out = new Set<Modifier>();
  for (const t of found) {
    if (t.start >= target.start && t.end <= target.end) continue; // inside the target itself
    const forward = t.end <= target.start && (t.direction === 'forward' || t.direction === 'both');
    const backward = t.start >= target.end && (t.direction === 'backward' || t.direction === 'both');
    if (forward && wordsBetween(sentence, t.end, target.start) <= t.reach && !terminated(sentence, t.end, target.start)) out.add(t.modifier);
    if (backward && wordsBetween(sentence, target.end, t.start) <= t.reach && !terminated(sentence, target.end, t.start)) out.add(t.modifier);
  }
  return out;
}
