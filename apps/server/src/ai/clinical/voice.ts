import { tokensOf } from './nlp';

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

const contractions: [RegExp, string][] = [
  [/\bcan['’]t\b/gi, 'cannot'],
  [/\bwon['’]t\b/gi, 'will not'],
  [/\b(\w+)n['’]t\b/gi, '$1 not'],
  [/\bI['’]m\b/g, 'I am'],
  [/\b(I|you|we|they|she|he)['’]ve\b/gi, '$1 have'],
  [/\b(I|you|we|they|she|he|it|that)['’]ll\b/gi, '$1 will'],
  [/\b(I|you|we|they|she|he)['’]d\s+(been|had|gone|done|seen|said|told|tried|taken|given)\b/gi, '$1 had $2'],
  [/\b(I|you|we|they|she|he)['’]d\b/gi, '$1 would'],
  [/\b(she|he|it|that|there|what)['’]s\s+(been|had|got|gotten|done|gone|seen|said|told|tried|taken|given|started|stopped|made|lost)\b/gi, '$1 has $2'],
  [/\b(she|he|it|that|there|what)['’]s\b/gi, '$1 is'],
  [/\b(you|we|they)['’]re\b/gi, '$1 are'],
];

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
const presentThird = new Set(['want', 'need', 'plan', 'hope', 'intend', 'recommend', 'suggest', 'believe', 'worry', 'wonder', 'like', 'expect', 'agree']);

function pastOf(verb: string): string {
  const lower = verb.toLowerCase();
  if (irregularPast[lower]) return irregularPast[lower];
  if (/e$/.test(lower)) return `${lower}d`;
  if (/[^aeiou]y$/.test(lower)) return `${lower.slice(0, -1)}ied`;
  return `${lower}ed`;
}
const thirdPerson = (verb: string) => (/(?:s|sh|ch|x|o)$/.test(verb) ? `${verb}es` : /[^aeiou]y$/.test(verb) ? `${verb.slice(0, -1)}ies` : `${verb}s`);

/** "I asked" → "Clinician asked"; "I am" → "Clinician was"; "I want to" → "Clinician wants to". Only the pronoun "I", by its part of speech. */
function clinicianSubject(text: string): string {
  if (!/\bI\b/.test(text)) return text;
  const tokens = tokensOf(text);
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i += 1) {
    const t = tokens[i]!;
    if (t.value !== 'I' || t.pos !== 'PRON') {
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

const firstPerson: [RegExp, string][] = [
  [
    /^(?:I think|I thought|I feel like|I felt like|I believe|I'd say|I would say|I guess|my sense is|my impression is|my guess is|my read is|it seems to me|I suspect|honestly I think)(?: that)?,?\s+/i,
    "Clinician's impression is that ",
  ],
  [/\b(?:told|tells) me\b/g, 'reported'],
  [/\b(?:asked|asks) me\b/g, 'asked the clinician'],
  [/\b[Ww]e(?:\s+(are|were|have|had|will|would|did|also|then|just))?\s+/g, 'Clinician and client $1 '],
  [/\bmyself\b/g, 'the clinician'],
  [/\bourselves\b/g, 'clinician and client'],
  [/\b[Oo]ur\b/g, 'the'],
  [/\bus\b/g, 'clinician and client'],
  [/\bmy\b/g, "the clinician's"],
  [/\bme\b/g, 'the clinician'],
];

/** The client's own words after "she said", "he was like": quoted, so their "I" stays theirs. */
const directSpeech =
  /\b((?:she|he|they|client|[A-Z][a-z]+)\s+(?:said|says|goes|went|was like|is like|were like|told (?:me|the clinician)|put it|keeps saying|kept saying|stated|asked)\s*,?\s*(?:that\s+)?)((?:I|I'm|I've|I'll|I'd|my|me|we)\b.*)$/;

function quoteClientSpeech(raw: string): string {
  // Single quotes around speech ('I love how you…') and a quote the clause split left open.
  let clause = raw.replace(/(^|\s)'([A-Z][^']*?(?:'[a-z]+[^']*?)*)'(?=[\s,.;!?]|$)/g, '$1"$2"');
  if ((clause.match(/"/g) ?? []).length % 2 === 1) clause = clause.endsWith('"') ? `"${clause}` : `${clause}"`;
  const existing = /[“"](.+?)[”"]/.test(clause);
  if (existing) return clause.replace(/"(.+?)"/g, '“$1”');
  const m = directSpeech.exec(clause);
  if (!m) return clause;
  const said = m[1]!
    .replace(/\b(?:was|is|were) like\b/, 'said')
    .replace(/\bgoes\b|\bwent\b/, 'said')
    .replace(/\bsays\b/, 'said');
  const words = m[2]!.replace(/[.!?]+$/, '');
  return `${clause.slice(0, m.index)}${said.trimEnd()} “${words}.”`;
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

/** One clause in the note's voice. */
export function inNoteVoice(clause: string): string {
  const text = quoteClientSpeech(clause);
  // The clinician's voice applies outside the client's quoted words only.
  const parts = text.split(/(“[^”]*”)/);
  const voiced = parts
    .map((part) => {
      if (part.startsWith('“')) return part;
      let s = part;
      for (const [re, to] of contractions) s = s.replace(re, to);
      for (const [re, to] of firstPerson) s = s.replace(re, to);
      s = clinicianSubject(s);
      s = s.replace(
        /\b(she|he|they|client|Client|[A-Z][a-z]+)\s+(?:(?:also|just|really|still)\s+)?(says|reports|tells|states|describes|denies|endorses|mentions|shares|explains|notes|admits|acknowledges|complains|expresses|discloses|feels|thinks|agrees|identifies)\b/g,
        (m: string, _who: string, verb: string) => m.replace(new RegExp(`\\b${verb}\\b`), reportVerbsPast[verb] ?? verb),
      );
      s = s.replace(/\b(?:is|are|was) saying\b/g, 'said').replace(/\bClinician and client\s+are\b/g, 'Clinician and client were');
      return s;
    })
    .join('');
  // "Clinician" opens a sentence; inside one it is "the clinician".
  return asSentence(voiced.replace(/\s{2,}/g, ' ').replace(/(?<!^|\bthe |[.!?] )\bClinician\b/g, 'the clinician'));
}
