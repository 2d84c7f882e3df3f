/**
 * Whose abuse a disclosure is: the screen's abuse categories are about the person harmed — a child
 * (a child in the account, a client who is a minor, a child in the client's care), an older or
 * dependent adult, or the client's own partner relationship. The harm is read from who did it (the
 * agent: the person just before the verb, or after "by") and who else the sentence names.
 */
export type AbuseRelation = 'child' | 'elder' | 'partner' | 'family' | 'other';
export type ClientAge = 'minor' | 'adult' | 'older' | 'unknown';

type Who = 'child' | 'young' | 'elder' | 'partner' | 'a partner' | 'parentlike' | 'family' | 'other';
interface Mention {
  who: Who;
  start: number;
  end: number;
  text: string;
}

const det = "(?:(?:her|his|their|my|our|your|the client's|client's|the|a|an|two|three|both|all|some|one of (?:her|his|their|the)) )";
const own = "(?:her|his|their|my|the client's|client's) ";
const adjectives =
  '(?:(?:older|younger|little|big|baby|oldest|youngest|eldest|twin|half|step|adult|grown|teenage|teen|new|former|male|female|\\d{1,3}[- ](?:year|yr|month)[- ]old) )*';
const partnerWords =
  "(?:husband|wife|boyfriend|girlfriend|spouse|fianc[eé]e?|ex-husband|ex-wife|ex-boyfriend|ex-girlfriend|ex-partner|baby'?s? (?:father|mother|daddy|mama))s?";
const mentionKinds: [Who, string][] = [
  // "Mom's boyfriend": a parent's partner is a parent figure, not the client's partner.
  ['parentlike', `(?:mom|mother|dad|father)'?s? (?:boyfriend|girlfriend|partner|husband|wife|fianc[eé]e?)`],
  ['family', `${det}?${adjectives}(?:sister|brother|cousin|aunt|uncle|friend|roommate|son|daughter)'s (?:husband|wife|boyfriend|girlfriend|partner|ex)`],
  ['other', `(?:business|dance|lab|tennis|sparring|training) partners?`],
  ['partner', `${own}${adjectives}(?:ex|partner|${partnerWords})|\\b(?<!(?:the|a|an) )${partnerWords}`],
  // "The boyfriend": the client's, unless the account has a parent's partner (read by the caller).
  ['a partner', `(?:the|a|an) ${adjectives}(?:boyfriend|girlfriend|partner|husband|wife)`],
  [
    'elder',
    `${det}?(?:(?:[6-9]\\d|1[01]\\d)[- ]year[- ]old(?: \\w+)?|elderly \\w+|older adults?|dependent adults?|grandmother|grandfather|grandma|grandpa|grandparents?)`,
  ],
  [
    'child',
    `(?:[1-9]|1[0-7])[- ](?:year|yr|month)[- ]olds?|${det}?(?:(?:little|baby|young|infant|newborn|toddler|minor|foster|\\d{1,2}[- ](?:year|yr|month)[- ]old) )*(?:child|children|kids?|bab(?:y|ies)|toddlers?|infants?|newborns?|minors?|(?:little|baby) (?:brother|sister)s?)`,
  ],
  // A son or a daughter may be grown: a child only when nothing says the client is older.
  [
    'young',
    `${det}?(?:(?:little|young|foster|\\d{1,2}[- ](?:year|yr)[- ]old|adult|grown) )*(?:sons?|daughters?|stepdaughters?|stepsons?|grandchild(?:ren)?|grandsons?|granddaughters?|boys?|girls?|nieces?|nephews?|students?)`,
  ],
  [
    'parentlike',
    `${det}?${adjectives}(?:mom|mother|dad|father|stepfather|stepdad|stepmother|stepmom|parents?|guardian|foster (?:mom|dad|mother|father|parents?)|uncle|aunt|babysitter|nanny|caregiver|teacher|coach|priest|pastor)`,
  ],
  ['family', `${det}?${adjectives}(?:brother|sister|sibling|cousin|in-laws?|brother-in-law|sister-in-law|mother-in-law|father-in-law|relative|twin)s?`],
  [
    'other',
    `${det}?${adjectives}(?:coworkers?|co-workers?|colleagues?|boss|supervisor|manager|customers?|stranger|strangers|classmates?|peers?|neighbou?rs?|roommates?|friends?|acquaintances?|landlord|officers?|cops?|police|security guard|bouncer|driver|date|inmates?|passengers?|patrons?|guests?|men|man|woman|women|guy|guys|person|people|someone|somebody|group of \\w+)|(?:a|an|another|one|other) (?:[a-z-]+ )?(?:patients?|clients?|residents?|students?)`,
  ],
];
const mentionRe = new RegExp(`\\b(?:${mentionKinds.map(([, re]) => `(${re})`).join('|')})\\b`, 'g');

/** The people a normalised sentence names, left to right. */
function mentionsIn(n: string, parentsPartner: boolean): Mention[] {
  const out: Mention[] = [];
  for (const m of n.matchAll(mentionRe)) {
    const k = m.slice(1).findIndex((g) => g !== undefined);
    let who = mentionKinds[k]![0];
    if (who === 'a partner') who = parentsPartner ? 'parentlike' : 'partner';
    // An adult son or a 30-year-old daughter is family; a 6-year-old son a child.
    if (who === 'young' && /\b(?:adult|grown)\b|\b(?:1[89]|[2-9]\d)[- ]year[- ]old\b/.test(m[0])) who = 'family';
    else if (who === 'young' && /\b(?:little|young|\d{1,2}[- ](?:year|yr)[- ]old)\b/.test(m[0])) who = 'child';
    out.push({ who, start: m.index, end: m.index + m[0].length, text: m[0] });
  }
  return out;
}

const elderCues =
  /\b(?:dementia|alzheimer'?s|nursing home|assisted living|memory care|aps|adult protective|power of attorney|social security|pension|dependent adult|older adult|elder abuse|financial exploitation)\b/;
const workplace =
  /\b(?:at work|at the (?:store|warehouse|restaurant|bar|office|job|plant|shop|site)|on (?:the job|shift|her shift|his shift)|workplace|at her job|at his job|mugged|robbed|jumped by|carjack\w*)\b/;

/** The person who did it: after "by" following the phrase, or the nearest mention before it in its clause. */
function agentOf(n: string, phrase: { start: number; end: number }, mentions: Mention[]): Mention | null {
  const after = n.slice(phrase.end, phrase.end + 40);
  const by = /^\s*(?:\w+\s+){0,2}?by\b/.exec(after);
  if (by) {
    const from = phrase.end + by.index + by[0].length;
    const m = mentions.find((x) => x.start >= from && x.start <= from + 20);
    if (m) return m;
  }
  const before = mentions.filter((m) => m.end <= phrase.start && !/[;.]|\bbut\b/.test(n.slice(m.end, phrase.start)));
  const nearest = before.at(-1);
  if (!nearest) return null;
  const words = n.slice(nearest.end, phrase.start).trim().split(/\s+/).filter(Boolean).length;
  return words <= 8 ? nearest : null;
}

export interface AbuseReading {
  relation: AbuseRelation | null;
  /** The agent's words when the relation is "other": "her coworker", "a stranger". */
  agent: string | null;
  /** The relation was inferred, not said (age not stated, a family member). */
  uncertain: boolean;
  details: string[];
}

/** Who was harmed in one abuse phrase of a normalised sentence. */
export function readAbuse(n: string, phrase: { start: number; end: number; text: string }, age: ClientAge, parentsPartner: boolean): AbuseReading {
  const read = (relation: AbuseRelation | null, uncertain = false, details: string[] = [], agent: string | null = null): AbuseReading => ({
    relation,
    agent,
    uncertain,
    details,
  });
  if (/\bchild (?:abuse|exploitation|neglect)\b/.test(phrase.text)) return read('child');
  if (/\belder (?:abuse|exploitation)\b/.test(phrase.text)) return read('elder');
  if (/\b(?:domestic|intimate[- ]partner|dating) violence\b/.test(phrase.text)) return read('partner');
  const mentions = mentionsIn(n, parentsPartner);
  const agent = agentOf(n, phrase, mentions);
  const others = mentions.filter((m) => m !== agent);
  if (others.some((m) => m.who === 'child')) return read('child');
  if (others.some((m) => m.who === 'elder') || elderCues.test(n)) return read('elder');
  if (others.some((m) => m.who === 'young') && age !== 'older') return read('child', age !== 'minor');
  if (agent?.who === 'partner' || others.some((m) => m.who === 'partner' && m.start >= phrase.start)) return read('partner');
  if (agent?.who === 'other') return read('other', false, [], agent.text);
  if (agent && (agent.who === 'parentlike' || agent.who === 'elder' || agent.who === 'family')) {
    if (age === 'minor') return read('child');
    if (age === 'older') return read('elder');
    // A parent figure harming a client whose age is not stated is most often a child's disclosure.
    if (age === 'unknown' && agent.who !== 'family') return read('child', true, ["the client's age is not stated"]);
    return read('family', true, ['by a family member, not a partner']);
  }
  if (workplace.test(n)) return read('other', false, [], 'someone at work or a stranger');
  return read(null);
}

/** The same reading over a neighbour's words, for a disclosure that names no one. */
export function relationNearby(text: string, parentsPartner: boolean): AbuseRelation | null {
  const mentions = mentionsIn(text, parentsPartner);
  if (mentions.some((m) => m.who === 'partner') || /\b(?:domestic|intimate[- ]partner|dating) violence\b/.test(text)) return 'partner';
  if (mentions.some((m) => m.who === 'elder') || elderCues.test(text)) return 'elder';
  if (mentions.some((m) => m.who === 'child' || m.who === 'young')) return 'child';
  return null;
}

/** "Mom's boyfriend" anywhere in the account: "the boyfriend" then means him, not the client's partner. */
export const hasParentsPartner = (normalised: string[]) =>
  normalised.some((n) => /\b(?:mom|mother|dad|father)'?s? (?:boyfriend|girlfriend|partner|husband|wife|fianc[eé]e?)\b/.test(n));

const ageNoise = '(?! ?(?:minutes?|hours?|days?|weeks?|months?|percent|%|mg|times|pounds|lbs|feet|foot|inches|kg|miles|am|pm|:))';
const statedAge = [
  new RegExp(`\\b(?:the client|client|the patient|patient|pt|she|he|they) (?:is|are) (?:a |an )?(\\d{1,3})\\b${ageNoise}`),
  /\b(?:client|patient|pt),? (?:age|aged) (\d{1,3})\b/,
  /\b(?:the|this|our) (\d{1,3})[- ](?:year|yr)[- ]old\b/,
  /(?:^|\b(?:is|as) )an? (\d{1,3})[- ](?:year|yr)[- ]old (?:client|patient|girl|boy|female|male|woman|man|teen|teenager|adolescent|student|youth|kid|child|veteran|mother|father)\b/,
  /\b(\d{1,3}) ?(?:yo|y\/o|y\.o\.) (?:client|patient|female|male|woman|man|girl|boy|f|m)\b/,
];
const minorCues =
  /\b(?:in (?:the )?(?:\d{1,2}(?:st|nd|rd|th)|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth) grade|(?:is|are) (?:in|at) (?:middle|elementary|high|junior high) school|(?:is )?a (?:freshman|sophomore|junior|senior) in high school|(?:her|his|their) (?:mom|mother|dad|father|parents?|guardian|foster (?:mom|dad|parents?)) (?:brought|dropped|drove) (?:her|him|them)|iep|at recess|(?:her|his|their) (?:school counselor|guardian|legal guardian))\b/;
/** Adult life said of the client (a parent's job in a child's account is not): their spouse, their own work. */
const adultCues =
  /\b(?:(?:her|his|their) (?:husband|wife|spouse|own (?:kids|children))|(?:she|he|they|client|the client) (?:works|worked|is employed|was fired|got fired|was laid off|got laid off|is retired|retired|is married|got married|is divorced|got divorced|is separated))\b/;

const notNames =
  'Session|Sessions|Week|Day|Visit|Appointment|Number|Room|Page|Item|Step|Module|Chapter|Lesson|Group|Unit|Floor|Bed|Score|Level|Grade|Okay|So|Um|Uh|Today|Age|Dr|Mr|Ms|Mrs|January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday';
const nameAndAge = new RegExp(
  `(?<!\\b(?:her|his|their|my|your|our) (?:[a-z-]+ )?)\\b(?!(?:${notNames})\\b)[A-Z][a-z]+,? (?:age |aged )?(\\d{1,3})(?=[,.;)]|\\s+(?:years?|yo|y\\/o|year-old))`,
);

/** The client's age group from the account: a stated age first, then school or adult life. */
export function clientAgeIn(sentences: string[], normalised: string[]): ClientAge {
  const byAge = (years: number): ClientAge => (years < 18 ? 'minor' : years >= 65 ? 'older' : 'adult');
  // "Kyle, 33, CBT for anger", "TF-CBT with Leo, 10,": a name and an age, not a relative's ("her son Greg, 45").
  for (const s of sentences) {
    const m = nameAndAge.exec(s);
    if (m) return byAge(Number(m[1]));
  }
  for (const n of normalised) {
    for (const re of statedAge) {
      const m = re.exec(n);
      if (m && Number(m[1]) > 0 && Number(m[1]) < 120) return byAge(Number(m[1]));
    }
  }
  const minor = normalised.some((n) => minorCues.test(n));
  const adult = normalised.some((n) => adultCues.test(n));
  return minor && !adult ? 'minor' : adult && !minor ? 'adult' : 'unknown';
}
