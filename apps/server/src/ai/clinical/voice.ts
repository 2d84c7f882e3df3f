import { keepClose, keepOpen } from './keep';
import { tokensOf, type Token } from './nlp';
import { screenRisk } from './risk/screen';

/**
 * The clinician's spoken clause in a note's voice: third person ("Clinician asked…"), report
 * verbs in the past ("she reported"), contractions written out, the client's own words in
 * quotation marks. Only framing words are added (see voiceWords); facts stay as said.
 */

/** Words the voice adds; none carries a clinical fact. */
export const voiceWords = new Set([
  'clinician',
  "clinician's",
  'client',
  "client's",
  // The session's parties, when "we" is a couple, a family or a group (sessionPartiesOf).
  'couple',
  'family',
  'group',
  'and',
  'the',
  'impression',
  'is',
  'that',
  'was',
  'were',
  'has',
  'had',
  'does',
  'did',
  'not',
  'will',
  'would',
  'reported',
  'said',
  'told',
  'stated',
  'described',
  'denied',
  'endorsed',
  'mentioned',
  'shared',
  'explained',
  'noted',
  'admitted',
  'acknowledged',
  'complained',
  'expressed',
  'disclosed',
  'felt',
  'thought',
  'asked',
  'am',
  'are',
  'have',
  'cannot',
  'can',
  'could',
  'should',
  'wants',
  'needs',
  'plans',
  'hopes',
  'intends',
  'recommends',
  'suggests',
  'believes',
  'worries',
  'wonders',
  'likes',
  'expects',
  'it',
  'they',
  'she',
  'he',
  'there',
]);

/**
 * Contractions written out only where the grammar is certain: "'s" + "been" is "has been", "'s" +
 * an adjective or "-ing" is "is"; "'s thought about…" could be either by its letters, so an
 * uncertain one stays as dictated rather than risk "he is thought about…".
 */
const perfectParticiples =
  '(?:been|had|got|gotten|done|gone|seen|said|told|tried|taken|given|started|stopped|made|lost|thought|felt|found|kept|left|become|come|heard|known|missed|called|texted|talked|mentioned|noticed|decided|agreed|skipped|cancell?ed|relapsed|attempted|experienced|managed|quit|moved|returned|gained|slept|eaten|drunk|smoked|used|increased|decreased|written|spoken|driven|run|begun|bought|brought|sent|spent|met|taught|caught|hurt (?:herself|himself|themselves|someone)|cut (?:herself|himself|themselves|back|down)|never|already|always|just|also|not|recently|finally|really|barely|hardly|only)';
const adjectivalParticiples =
  /^(?:worried|scared|tired|married|divorced|engaged|excited|interested|concerned|depressed|stressed|overwhelmed|frustrated|disappointed|upset|bored|confused|embarrassed|ashamed|exhausted|motivated|involved|supposed|allowed|pleased|relieved|isolated|hospitali[sz]ed|employed|unemployed|retired|separated|medicated|determined|convinced|committed|attached|focused|located|based|prepared|scheduled|pregnant|sober|clean|fine|okay|ok|afraid|sure|able|unable|ready|happy|sad|angry|anxious|better|worse|here|there|home|back|in|on|at|out|still|so|very|really|pretty|quite|a|an|the|not|doing|going|feeling|getting|having|being|trying|working|living|staying|taking|thinking|looking|sleeping|eating|drinking|using|hoping|planning|considering|struggling|talking)$/i;

function expandContractions(text: string): string {
  let s = text
    .replace(/\bcan['’]t\b/gi, 'cannot')
    .replace(/\bwon['’]t\b/gi, 'will not')
    .replace(/\b(\w+)n['’]t\b/gi, '$1 not')
    .replace(/\bI['’]m\b/g, 'I am')
    .replace(/\b(I|you|we|they|she|he)['’]ve\b/gi, '$1 have')
    .replace(/\b(I|you|we|they|she|he|it|that)['’]ll\b/gi, '$1 will')
    .replace(/\b(you|we|they)['’]re\b/gi, '$1 are');
  s = s.replace(new RegExp(`\\b(I|you|we|they|she|he)['’]d\\s+(?=${perfectParticiples}\\b)`, 'gi'), '$1 had ');
  s = s.replace(
    /\b(I|you|we|they|she|he)['’]d\s+(?=(?:say|like|love|rather|be|want|need|have|go|do|put|rate|guess|call|think|probably|never|also|really|just|prefer)\b)/gi,
    '$1 would ',
  );
  s = s.replace(new RegExp(`\\b(she|he|it|that|there|what)['’]s\\s+(?=${perfectParticiples}\\b)`, 'gi'), '$1 has ');
  s = s.replace(/\b(she|he|it|that|there|what)['’]s\s+([\w-]+)/gi, (m: string, who: string, next: string) =>
    adjectivalParticiples.test(next) || (!/(?:ed|en)$/i.test(next) && !/^(?:cut|hurt|put|set|let|read|hit|quit)$/i.test(next)) ? `${who} is ${next}` : m,
  );
  return s;
}

const reportVerbsPast: Record<string, string> = {
  says: 'said',
  reports: 'reported',
  tells: 'told',
  states: 'stated',
  describes: 'described',
  denies: 'denied',
  endorses: 'endorsed',
  mentions: 'mentioned',
  shares: 'shared',
  explains: 'explained',
  notes: 'noted',
  admits: 'admitted',
  acknowledges: 'acknowledged',
  complains: 'complained',
  expresses: 'expressed',
  discloses: 'disclosed',
  feels: 'felt',
  thinks: 'thought',
  agrees: 'agreed',
  identifies: 'identified',
  presents: 'presented',
  appears: 'appeared',
  seems: 'seemed',
};

const irregularPast: Record<string, string> = {
  know: 'knew',
  speak: 'spoke',
  drive: 'drove',
  come: 'came',
  become: 'became',
  eat: 'ate',
  drink: 'drank',
  sleep: 'slept',
  lose: 'lost',
  pay: 'paid',
  understand: 'understood',
  stand: 'stood',
  hold: 'held',
  fall: 'fell',
  buy: 'bought',
  catch: 'caught',
  seek: 'sought',
  build: 'built',
  mean: 'meant',
  lend: 'lent',
  draw: 'drew',
  throw: 'threw',
  grow: 'grew',
  choose: 'chose',
  wake: 'woke',
  break: 'broke',
  forget: 'forgot',
  win: 'won',
  sing: 'sang',
  swim: 'swam',
  hang: 'hung',
  shake: 'shook',
  wear: 'wore',
  hit: 'hit',
  cut: 'cut',
  hurt: 'hurt',
  quit: 'quit',
  shut: 'shut',
  do: 'did',
  see: 'saw',
  give: 'gave',
  go: 'went',
  have: 'had',
  make: 'made',
  take: 'took',
  teach: 'taught',
  think: 'thought',
  feel: 'felt',
  tell: 'told',
  say: 'said',
  get: 'got',
  bring: 'brought',
  begin: 'began',
  spend: 'spent',
  lead: 'led',
  run: 'ran',
  find: 'found',
  keep: 'kept',
  leave: 'left',
  send: 'sent',
  hear: 'heard',
  write: 'wrote',
  read: 'read',
  sit: 'sat',
  put: 'put',
  let: 'let',
  set: 'set',
  meet: 'met',
};
const presentThird = new Set([
  'want',
  'need',
  'plan',
  'hope',
  'intend',
  'recommend',
  'suggest',
  'believe',
  'worry',
  'wonder',
  'like',
  'expect',
  'agree',
  'know',
  'remember',
  'suspect',
  'doubt',
]);

function pastOf(verb: string): string {
  const lower = verb.toLowerCase();
  if (irregularPast[lower]) return irregularPast[lower];
  if (/e$/.test(lower)) return `${lower}d`;
  if (/[^aeiou]y$/.test(lower)) return `${lower.slice(0, -1)}ied`;
  return `${lower}ed`;
}
const thirdPerson = (verb: string) => (/(?:s|sh|ch|x|o)$/.test(verb) ? `${verb}es` : /[^aeiou]y$/.test(verb) ? `${verb.slice(0, -1)}ies` : `${verb}s`);

/** "I asked" → "Clinician asked"; "I am" → "Clinician was"; "I want to" → "Clinician wants to". Only the pronoun "I", by its part of speech. */
/** Words before "I" that make it a numeral of a term ("Bipolar I", "Type I diabetes", "Phase I"), never the clinician. */
const romanOneAfter =
  /^(?:bipolar|type|phase|stage|class|level|part|grade|schedule|chapter|title|tier|axis|section|volume|act|book|world|war|henry|louis|elizabeth|james|george|charles|mark|model|step|round|lesson|module|unit|session)$/i;

/**
 * Whether the token at i is the clinician's "I": a pronoun by part of speech, a word of its own
 * (not the letter of "CBT-I"), not the numeral of a term ("Bipolar I"), and followed by what a
 * subject is followed by (a verb, an adverb, a contraction) — anything else is not certain.
 */
function isClinicianI(tokens: readonly Token[], i: number): boolean {
  const t = tokens[i]!;
  if (t.value !== 'I' || t.pos !== 'PRON') return false;
  const before = tokens[i - 1];
  const after = tokens[i + 1];
  if (before && !t.space && /^[-/–]$/.test(before.value)) return false;
  if (after && !after.space && /^[-/–]$/.test(after.value)) return false;
  if (before && romanOneAfter.test(before.value)) return false;
  if (!after) return false;
  return after.pos === 'VERB' || after.pos === 'AUX' || after.pos === 'ADV' || /^(?:'m|'ve|'d|'ll|not|also|then|just|really)$/i.test(after.value);
}

/** "I asked" → "Clinician asked"; "I am" → "Clinician was"; "I want to" → "Clinician wants to". Only the clinician's "I" (isClinicianI). */
function clinicianSubject(text: string): string {
  if (!/\bI\b/.test(text)) return text;
  const tokens = tokensOf(text);
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const t = tokens[i]!;
    if (!isClinicianI(tokens, i)) {
      out.push(t.space + t.value);
      continue;
    }
    out.push(`${t.space}Clinician`);
    // Adverbs between the subject and its verb stay ("I mostly reflected" → "Clinician mostly reflected").
    let j = i + 1;
    while (tokens[j] && tokens[j]!.pos === 'ADV' && !/^(?:not|n't)$/.test(tokens[j]!.value)) {
      out.push(tokens[j]!.space + tokens[j]!.value);
      j += 1;
    }
    const verb = tokens[j];
    if (!verb || (verb.pos !== 'VERB' && verb.pos !== 'AUX')) {
      i = j - 1;
      continue;
    }
    const v = verb.value;
    const lower = v.toLowerCase();
    const next = tokens[j + 1]?.value.toLowerCase();
    const agreed =
      lower === 'am' || lower === "'m"
        ? 'was'
        : lower === 'have' || lower === "'ve"
          ? next === 'to'
            ? 'had'
            : 'has'
          : lower === 'do'
            ? next === 'not' || next === "n't"
              ? 'does'
              : 'did'
            : /^(?:was|were|had|did|will|would|could|should|can|might|must|may|'ll|'d)$/.test(lower) ||
                /ed$/.test(lower) ||
                Object.values(irregularPast).includes(lower)
              ? v
              : presentThird.has(lower)
                ? thirdPerson(lower)
                : pastOf(lower);
    out.push(verb.space + agreed);
    i = j;
  }
  return out.join('').trim();
}

/**
 * Who "we" were in the session, read from the account: the clinician with the client, the couple,
 * the family or the group. "We" becomes those parties, never "clinician and client" in a couples
 * or group session.
 */
export type SessionParties = 'client' | 'couple' | 'family' | 'group';

export function sessionPartiesOf(account: string): SessionParties {
  const text = account.toLowerCase();
  if (
    /\b(?:group (?:session|therapy|today|members?|tonight|this (?:morning|afternoon|week))|in group\b|(?:dbt|skills|process|support|iop|php) group\b|group members?|co-?facilitat\w*)/.test(
      text,
    )
  )
    return 'group';
  if (/\b(?:couples? (?:session|therapy|counsel\w*|work)|conjoint session|marital therapy)\b/.test(text) && /\bcouples?\b/.test(text)) return 'couple';
  if (/\bfamily (?:session|therapy|meeting)\b/.test(text)) return 'family';
  return 'client';
}

const partiesText: Record<SessionParties, string> = {
  client: 'Clinician and client',
  couple: 'Clinician and the couple',
  family: 'Clinician and the family',
  group: 'Clinician and the group',
};

/**
 * "We" that may include a colleague rather than the client ("my supervisor and I… we", "we
 * consulted and agreed") is not certain: the clinician's words stay. A colleague who is only
 * talked about ("we talked about seeing Dr. Nguyen") does not make it so.
 */
const colleagueNoun =
  '(?:supervisor|co-?therapist|co-?facilitator|co-?leader|colleague|team|treatment team|psychiatrist|prescriber|case manager|intern|nurse|PCP|Dr\\.? [A-Z]\\w+)';
const weWithColleague = new RegExp(
  `\\b(?:(?:[Mm]y|[Tt]he|[Oo]ur|[Hh]er|[Hh]is) ${colleagueNoun}(?: [A-Z]\\w+)?(?: \\w+)? and I|I and (?:my|the) ${colleagueNoun}|(?:consulted|spoke|met|staffed|talked|conferred) with (?:my |the |her |his )?${colleagueNoun}[^.;]*\\b(?:we|we're|we've|we'll|us|our)\\b|\\bwe (?:consulted|staffed|conferred)\\b)`,
);

function firstPersonRewrites(parties: SessionParties): [RegExp, string][] {
  const we = partiesText[parties];
  return [
    // "Lena and I both noticed": the clinician beside someone named is certain.
    [
      /\b([A-Z][a-z]+|(?:[Hh]er|[Hh]is|[Tt]he) [a-z-]+) and I\b(?=\s+(?:both|all|each|also|then|just|[a-z]+ed|saw|met|spoke|went|did|had|made|took|agreed)\b)/g,
      '$1 and the clinician',
    ],
    [/\b(?:told|tells) me\b/g, 'reported'],
    [/\b(?:asked|asks) me\b/g, 'asked the clinician'],
    [/(?<![-/])\b[Ww]e(?:\s+(are|were|have|had|will|would|did|also|then|just))?\s+/g, `${we} $1 `],
    [/(?<![-/])\bmyself\b/g, 'the clinician'],
    [/(?<![-/])\bourselves\b/g, we.toLowerCase()],
    [/(?<![-/])\b[Oo]ur\b/g, 'the'],
    [/(?<![-/])\bus\b(?![-/])/g, we.toLowerCase()],
    [/(?<![-/])\bmy\b/g, "the clinician's"],
    [/(?<![-/])\bmine\b/g, "the clinician's"],
    [/(?<![-/])\bme\b(?![-/])/g, 'the clinician'],
  ];
}

/**
 * An "I" that owns risk language ("…everything from me and I want him dead", "I just want to
 * end it"): were those the client's words, rewriting them would give the clinician the client's
 * risk, so the clause keeps its words. "He told me he's been thinking about killing himself" is
 * rewritten as usual: the "I" there only heard it.
 */
const ownerOfRisk =
  /\b(?:I(?:'m| am)? (?:just |really |kind of |sometimes |still |even )?(?:want|wanna|wish|will|'ll|gonna|going to|could|would|should|can't|cannot|don't want|do not want|hate|feel like|think about|thought about|keep thinking|have been thinking|plan|planned|tried|cut|hurt|kill|deserve|need|am done|give up)|my (?:life|death|suicide|plan|pills|gun|wrists?))\b[^,;]*/g;
/** Words without which no risk language can be present: the full screen runs only where one is. */
const riskWord =
  /di(?:e|ed|ead|ying)|dead|death|kill|suicid|end (?:it|my|things)|hurt|harm|cut|burn|overdos|pills|gun|rifle|wake up|better off|disappear|exist|alive|point|living|hit|punch|chok|strangl|stab|shoot|abuse|touch|rape/i;
function ownsRisk(narration: string): boolean {
  if (!riskWord.test(narration)) return false;
  for (const m of narration.matchAll(ownerOfRisk)) if (riskWord.test(m[0]) && screenRisk([m[0]]).findings.length > 0) return true;
  return false;
}

/** The clinician's judgement, "I think…", "I'd say…", "my impression is…": their assessment, in their words. */
const judgement =
  /^(?:honestly,? )?(?:I think|I thought|I feel like|I felt like|I believe|I'd say|I would say|I guess|my sense is|my impression is|my guess is|my read is|it seems to me|I suspect|I'm (?:thinking|wondering)|I wonder if)(?: that)?,?\s+/i;

function asJudgement(text: string): string | null {
  const m = judgement.exec(text);
  if (!m) return null;
  const rest = text.slice(m[0].length);
  // "I'd say good progress": a judgement without a verb is written as the impression itself.
  const clause = tokensOf(rest).some((t) => t.pos === 'VERB' || t.pos === 'AUX');
  return clause ? `Clinician's impression is that ${rest}` : `Clinician's impression: ${rest}`;
}

export function asSentence(text: string): string {
  const t = text
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/([\w,])“/g, '$1 “')
    .replace(/[,;:\s]+$/, '');
  if (!t) return t;
  const capital = t.charAt(0).toUpperCase() + t.slice(1);
  return /[.!?]["”']?$/.test(capital) ? capital : `${capital}.`;
}

/**
 * One clause in the note's voice. Only the clinician's narration is rewritten; words inside
 * quotation marks (someone's own speech) and words marked to keep stay exactly as said. Where a
 * rewrite of person is not certain — "we" beside a colleague, "she said that I…" — the clause
 * keeps the clinician's words.
 */
export function inNoteVoice(clause: string, parties: SessionParties = 'client'): string {
  let text = clause;
  // "He said that I…": whose "I" is it? Not certain, so the whole clause stays as dictated.
  if (
    /\b(?:said|says|told (?:me|her|him)|thinks|thought|feels|felt|believes|believed|worries|worried|asked)\s+(?:that\s+)?(?:I|my|we|our)\b(?![-/])/.test(
      text.replace(/“[^”]*”/g, ' quoted '),
    )
  ) {
    if (!/^I\b/.test(text)) text = `${keepOpen}${text}${keepClose}`;
  }
  if (weWithColleague.test(text)) text = `${keepOpen}${text}${keepClose}`;
  // Risk language in a first person is never rewritten: were it the client's words, "the clinician" would carry their risk.
  if (!text.startsWith(keepOpen) && ownsRisk(text.replace(/“[^”]*”|\uE010[^\uE011]*\uE011/g, ' '))) text = `${keepOpen}${text}${keepClose}`;
  const rewrites = firstPersonRewrites(parties);
  // The clinician's voice applies outside quoted and kept words only.
  const parts = text.split(new RegExp(`(“[^”]*”|${keepOpen}[^${keepClose}]*${keepClose})`));
  const voiced = parts
    .map((part, index) => {
      if (part.startsWith('“')) return part;
      if (part.startsWith(keepOpen)) return part.slice(1, -1);
      let s = expandContractions(part);
      if (index === 0) s = asJudgement(s) ?? s;
      const head = /^Clinician's impression(?: is that|:) /.exec(s)?.[0] ?? '';
      s = s.slice(head.length);
      for (const [re, to] of rewrites) s = s.replace(re, to);
      const [lead, trail] = [/^\s*/.exec(s)![0], /\s*$/.exec(s)![0]];
      s = lead + head + clinicianSubject(s) + trail;
      s = s.replace(
        /\b(she|he|they|client|Client|[A-Z][a-z]+)\s+(?:(?:also|just|really|still)\s+)?(says|reports|tells|states|describes|denies|endorses|mentions|shares|explains|notes|admits|acknowledges|complains|expresses|discloses|feels|thinks|agrees|identifies)\b/g,
        (m: string, _who: string, verb: string) => m.replace(new RegExp(`\\b${verb}\\b`), reportVerbsPast[verb] ?? verb),
      );
      s = s.replace(/\b(?:is|are|was) saying\b/g, 'said').replace(/\bClinician and (client|the couple|the family|the group)\s+are\b/g, 'Clinician and $1 were');
      return s;
    })
    .join('');
  // "Clinician" opens a sentence; inside one it is "the clinician".
  return asSentence(voiced.replace(/\s{2,}/g, ' ').replace(/(?<!^|\bthe |[.!?] |[.!?][”"] )\bClinician\b(?!'s impression)/g, 'the clinician'));
}
