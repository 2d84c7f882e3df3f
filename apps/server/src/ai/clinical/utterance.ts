/**
 * From dictated speech to clauses a note can use: fillers and false starts removed, run-on
 * sentences cut at a new speaker's clause, and non-clinical asides (a billing to-do, "where was
 * I") set apart so the clinician can be told what was left out.
 */
import { tokensOf } from './nlp';
import { keepClose, keepOpen } from './keep';

export { selfCorrections } from './corrections';
import { screenRisk } from './risk/screen';

/**
 * Fillers, removed only as whole words of the clinician's narration: never inside quotation
 * marks, never a clinical abbreviation ("ER", "ED", "OR" are written in capitals; a lower-case
 * "er" after "the", "to the", "in the" is the emergency room of an unpunctuated transcript).
 */
const fillers: [RegExp, string][] = [
  [/(^|[\s,.;:—-])(?:u+m+|u+h+|uhm+|a+h+|hmm+|mhm)(?=[\s,.;:!?—-]|$)[,.]*/gi, '$1'],
  [/(^|[\s,.;:—-])(?<!\b(?:the|an|to|in|at|from|into|our|their|her|his|local|nearest)\s)(?:e+r+m*|mm+)(?=[\s,.;:!?—-]|$)[,.]*/g, '$1'],
  [/,?\s*\byou know\b,?(?!\s+(?:what|how|that|when|where|if|it|the|her|him|them|about))/gi, ''],
  [/(^|[,.;]\s*|\s—\s*)I mean,?\s*/g, '$1'],
  [/\b(?:so yeah|yeah so|okay so|ok so|alright so|so anyway|anyways?|basically|literally|right\?)\b,?\s*/gi, ''],
  [/(^|,\s*)like,\s*/gi, '$1'],
  [/,?\s*\b(?:quote|unquote|end quote|close quote)\b,?(?=\s)/gi, ''],
  [/,\s*like\s+(?=um|uh|\w+ing\b)/gi, ', '],
  [/\b(?:and|but|so) like\b,?\s*/gi, 'and '],
  [/\bkind of like\b/gi, 'like'],
  [/\b(?:sort of|kind of),\s*/gi, ''],
];

/** Quoted words (the client's own) are set aside while the narration is cleaned, and put back as said. */
const quoted = /“[^”]*”|"[^"]*"/g;
/** The text with each quotation as a placeholder, and the function that puts the quotations back. */
function maskQuotes(text: string): { masked: string; restore: (part: string) => string } {
  const kept: string[] = [];
  const masked = text.replace(quoted, (q) => {
    kept.push(q);
    return `\uE020${kept.length - 1}\uE021`;
  });
  return { masked, restore: (part) => part.replace(/\uE020(\d+)\uE021/g, (_m, i: string) => kept[Number(i)]!) };
}
function outsideQuotes(text: string, edit: (narration: string) => string): string {
  const { masked, restore } = maskQuotes(text);
  return restore(edit(masked));
}

/**
 * Heights and lengths (5'5", 6' 2") are not quotation marks: written as feet and inches before
 * anything reads quotes, so a height never opens or closes a quotation.
 */
export const feetMark = '\uE030';
export const inchMark = '\uE031';
export const measurements = (text: string): string =>
  curlyQuotes(
    spokenQuotes(text)
      .replace(/\b(\d{1,2})(\s?)['’′](\s?)(\d{1,2})(\s?)(?:["”″]|'')/g, `$1$2${feetMark}$3$4$5${inchMark}`)
      .replace(/\b(\d{1,3})(\s?)(?:["”″]|'')(?=\s|[,.;]|$)/g, `$1$2${inchMark}`),
  );
/** "He said, quote, my brother would be better off without me, end quote": the quotation marks said aloud. */
function spokenQuotes(text: string): string {
  return text
    .replace(/\b(?:open )?quote,?\s+(.+?),?\s+(?:end quote|unquote|close quote|end of quote)\b,?/gi, '“$1”')
    .replace(/(\b(?:said|says|told me|goes|put it|wrote|texted)[,:]?\s+)(?:open )?quote,?\s+([^“”"]+?)([.!?])?$/i, '$1“$2$3”');
}

/** Straight quotation marks in pairs, and single quotes around a spoken sentence ('I love how you…'), as curly ones: one kind to read. */
function curlyQuotes(text: string): string {
  const singles = text.replace(/(^|\s)'([A-Z][^']*?(?:'[a-z]+[^']*?)*)'(?=[\s,.;!?]|$)/g, '$1“$2”');
  return singles.replace(/"([^"\uE031]*)"/g, '“$1”');
}

/** The marks as they were dictated, once quotation marks have been read. */
export const restoreMeasurements = (text: string): string => text.replace(new RegExp(feetMark, 'g'), "'").replace(new RegExp(inchMark, 'g'), '"');

/** "she, she said" → "she said"; "the the" → "the" (not "had had", "that that"). */
const repeats = /\b(?!had\b|that\b)(\w+)(?:,?\s+\1\b(?!['’]))+/gi;
/** "So I, we stayed with that": a subject restarted, the second one meant. */
const restartedSubject = /\b(?:I|we|she|he|they),\s+(?=(?:I|we|she|he|they)\s)/g;
/** "I think — actually she said" → "she said": a false start up to five words before a self-correction. */
const falseStart = /(?:^|(?<=[,;]\s))(?:[\w']+\s+){0,4}[\w']+\s*(?:—|–|--|\s-)\s*(?:actually|sorry|I mean|no,|wait,)\s*,?\s*/gi;
const leadingMarkers = /^(?:(?:so|and|okay|ok|alright|well|anyway|right|yeah|also|and then|so then|then|oh|now|but so|and so)\b[,]?\s+)+/i;

export function removeFillers(text: string): string {
  // Dictation often types the pronoun in lower case.
  return outsideQuotes(text.replace(/(^|\s)i(?=\s|['’])/g, '$1I'), cleanNarration);
}

function cleanNarration(text: string): string {
  let s = text;
  for (const [re, to] of fillers) s = s.replace(re, to);
  s = s.replace(falseStart, '').replace(repeats, '$1').replace(restartedSubject, '');
  s = s
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/([,;])\s*([,;.])/g, '$2')
    .replace(/^[\s,;.—-]+/, '')
    .replace(/\s{2,}/g, ' ');
  return s.replace(leadingMarkers, '').trim();
}

/** Who may speak in a dictation, other than the clinician: a pronoun, "the client", "her mom", a name. */
const speaker = String.raw`(?:[Ss]he|[Hh]e|[Tt]hey|client|the client|(?:[Hh]er|[Hh]is|[Tt]heir) [a-z]+|(?!I\b|We\b|You\b|It\b|This\b|That\b|There\b|Then\b|So\b|And\b|But\b)[A-Z][a-z]+)`;
/** A speaker's own words after "she said", "he was like", "her mom goes": their "I" is theirs. */
const speechIntro = new RegExp(
  String.raw`(?:(?<=,\s)(?:kept|keeps) (?:saying|asking|repeating)\s*[,:]?\s*|\b(${speaker}\s+(?:(?:also|just|then|even|actually)\s+)?(?:said|says|goes|was like|is like|were like|went like|told (?:me|us|the clinician)|put it|keeps saying|kept saying|stated|asked(?: me)?|yelled|screamed|texted(?: (?:me|her|him))?|wrote(?: down)?|came up with|told (?:herself|himself|themselves)|reminded (?:herself|himself|themselves))\s*[,:]?\s*))(?=(?:I|I'm|I've|I'll|I'd|my|me|we|we're|we've|we'll|our|let me|let's)\b(?![-/]))`,
  'g',
);
/** "Aisha said the dishes thing is going to kill me": speech that reaches a first person is the speaker's own words too. */
const speechVerbOnly = new RegExp(
  String.raw`\b(${speaker}\s+(?:(?:also|just|then|even|actually)\s+)?(?:said|says|goes|was like|is like|were like|went like|keeps saying|kept saying|yelled|screamed|came up with|told (?:herself|himself|themselves))[,:]?\s+)(?!that\b|about\b|no\b|yes\b|so\b|and\b|but\b|because\b|this\b|she\b|he\b|they\b|it was\b)`,
  'g',
);

/** Where the speaker's words stop and the clinician's narration resumes: "…, and I asked…", "…and I respected that". */
const narrationResumes =
  /,?\s+(?:(?:and|so|then|but|and then|so then)\s+)?(?=(?:I|we)\s+(?:asked|noticed|observed|reflected|validated|pointed|explored|reviewed|gave|used|taught|introduced|suggested|encouraged|processed|discussed|assigned|administered|screened|assessed|consulted|told her|told him|told them)\b)|,?\s+(?:and|so|then|but|and then|so then)\s+(?=(?:I|we)\s+(?:[a-z]+ed|did|gave|took|told|made|went|let|had|kept|saw|got|brought|sat|set|put|ran|left|met|spent|taught)\b)|\s+(?:—|–|--)\s+|,?\s+which (?:was|is) (?:good|great|huge|big|new|interesting|progress|encouraging|concerning|notable|a first|a shift|telling)\b/;

const firstPersonWord = /\b(?:I|I'm|I've|I'll|I'd|me|my|myself)\b(?![-/])/;

/** The next stretch of someone's speech in the text from `from`: where its words start and end. */
function nextSpeech(text: string, from: number): { start: number; end: number } | null {
  for (const re of [speechIntro, speechVerbOnly]) re.lastIndex = from;
  const intro = speechIntro.exec(text);
  let verbOnly = speechVerbOnly.exec(text);
  // Speech that does not open with a first person counts only when one comes before the clinician's narration resumes.
  while (verbOnly) {
    const start = verbOnly.index + verbOnly[0].length;
    const stop = text.slice(start).search(narrationResumes);
    const words = stop < 0 ? text.slice(start) : text.slice(start, start + stop);
    if (firstPersonWord.test(words) && words.split(/\s+/).length <= 40) break;
    verbOnly = speechVerbOnly.exec(text);
  }
  const m = [intro, verbOnly].filter((x): x is RegExpExecArray => !!x).sort((a, b) => a.index - b.index)[0];
  if (!m) return null;
  const start = m.index + m[0].length;
  const stop = text.slice(start).search(narrationResumes);
  return { start, end: stop < 0 ? text.length : start + stop };
}

/**
 * Direct speech made explicit: "she said I just want to die, I can't do this" → she said “I just
 * want to die, I can't do this.” Only after a speech verb with a speaker who is not the clinician
 * and no "that" (with "that" it could be the clinician's "I": inNoteVoice keeps those words).
 */
export function quoteDirectSpeech(dictated: string): string {
  // Dictation often types the pronoun in lower case; "i" is read as "I" before anyone's words are found.
  let text = dictated.replace(/(^|\s)i(?=\s|['’])/g, '$1I');
  // "the if I don't get 8 hours I'll be useless thought": a thought named by its words is the client's.
  text = text
    .replace(
      /\b(the|those|these|that|this|her|his|their) ((?:[\w']+ ){0,8}?(?:if |that |when )?(?:I|I'm|I'll|I've|me|my|nobody|no one|everyone)\b[^,.;“”"]{0,80}?) (thoughts?|beliefs?|story|narrative|voice|rule)\b/g,
      `$1 ${keepOpen}$2${keepClose} $3`,
    )
    // "the thought I'm a burden", "the thought that my body is broken"
    .replace(/\b(thoughts?|belief|idea) (that |of )?((?:I|I'm|I'll|I've|my)\b[^,.;“”"]{2,60})/g, `$1 $2${keepOpen}$3${keepClose}`);
  if (/[“"]/.test(text)) return text;
  let out = '';
  let at = 0;
  for (let guard = 0; guard < 6; guard += 1) {
    const speech = nextSpeech(text, at);
    if (!speech) break;
    const raw = text.slice(speech.start, speech.end);
    const words = raw.replace(/[.!?,;\s]+$/, '');
    const end = /[!?]$/.test(raw.trim()) ? raw.trim().slice(-1) : '.';
    // A thought the client came up with is kept in their words, not made a quotation they did not say aloud.
    const thought = /\b(?:came up with|told (?:herself|himself|themselves)|reminded (?:herself|himself|themselves))\s*[,:]?\s*$/.test(
      text.slice(at, speech.start),
    );
    out += thought ? `${text.slice(at, speech.start).trimEnd()} ${keepOpen}${words}${keepClose}` : `${text.slice(at, speech.start).trimEnd()} “${words}${end}”`;
    at = speech.end;
  }
  return at === 0 ? text : (out + text.slice(at)).trim();
}

/** Where a dictated sentence holds more than one fact: a new clause by a new subject. */
const clauseBreaks = [
  /;\s+|\s+(?:—|–|--)\s+|\s+-\s+/,
  // ", and I asked…", "and she said…" — a new subject after a conjunction (not an answer to a question).
  /(?<!^(?:(?:[Mm]y|[Hh]er|[Hh]is|[Tt]he|[Oo]ur|[Tt]heir) [\w-]+(?: [\w-]+)?|[A-Z][a-z]+)),?\s+(?:and|but|so|then|and then|so then|which is why)\s+(?=(?:I|we|she|he|they)\s+(?!said no\b|denied\b|says no\b)\w)/i,
  // ", I asked…", ", we practised…"
  /,\s+(?=(?:I|we|We)\s+\w+)/,
  // A run-on: "…wouldn't wake up I asked about…"
  /(?<=[a-z0-9)])\s+(?<!\b(?:said|says|told|like|that|goes|thinks|think|feels|and|but|so|because|if|when|where|what|how|why|whether|until|since|as)\s+)(?=(?:I|We)\s+(?:asked|did|noticed|observed|think|thought|feel|felt|gave|used|taught|introduced|reviewed|explored|processed|validated|suggested|recommended|encouraged|will|'ll|am|was|had|plan|want|went|talked|discussed|spent|worked|practiced|practised|assigned|provided|completed|administered|checked|screened|assessed|made|called|filed|consulted|would|also|then|started|ended|got|tried|reflected|pointed|wrapped)\b)/,
];

/** Clauses of one cleaned sentence; a piece under three words stays with the one before. */
export function clausesOf(sentence: string): string[] {
  // Quoted words are one piece: the client's sentence is not cut by the rules below.
  const guarded = sentence.replace(/"[^"]*"|“[^”]*”/g, (q) => q.replace(/ /g, '\uE000').replace(/,/g, '\uE001').replace(/;/g, '\uE002'));
  let parts = [guarded];
  for (const re of clauseBreaks) parts = parts.flatMap((p) => p.split(re)).map((p) => p ?? '');
  parts = parts.map((p) =>
    p
      .replace(/\uE000/g, ' ')
      .replace(/\uE001/g, ',')
      .replace(/\uE002/g, ';'),
  );
  const out: string[] = [];
  for (const raw of parts) {
    const part = raw
      .replace(leadingMarkers, '')
      .trim()
      .replace(/^[,;.\s]+|[,;\s]+$/g, '');
    if (!part) continue;
    if (out.length > 0 && part.split(/\s+/).length < 3) out[out.length - 1] += `, ${part}`;
    else out.push(part);
  }
  // A short lead-in ("For next session, I want…") belongs with what follows it.
  if (out.length > 1 && out[0]!.split(/\s+/).length <= 3) out.splice(0, 2, `${out[0]}, ${out[1]}`);
  return out;
}

/**
 * What is not about the client: billing and admin to-dos, the clinician's own day ("let me get
 * this down before my four o'clock", "I was going to grab a coffee"), and requests to the
 * assistant ("can you put that in", "please write the SOAP note") — never note content.
 */
const asides = [
  /\b(?:remind me|note to self|don'?t forget|do not forget|need to|have to|gotta|got to|must|should|make sure (?:I|to)|to-?do)\b.{0,60}\b(?:bill|billing|superbill|invoice|cpt code|claim|co-?pay|insurance auth\w*|prior auth\w*|auth(?:orization)?|paperwork|9\d{4})\b/i,
  /\b(?:bill|code) (?:this|it|the session) as\b|\bsuperbill\b|\bcpt (?:code|\d{5})\b|\b(?:90791|90832|90834|90837|90846|90847|90853|99213|99214)\b/i,
  /\bnote to self\b|\bremind me\b/i,
  /\b(?:hang on|hold on|my dog\b|dog'?s barking|printer|front desk|my coffee|coffee'?s (?:cold|gone)|(?:my )?phone'?s? (?:is )?ringing|one sec(?:ond)?|where was I|what was I saying|I'?m (?:so )?(?:starving|hungry|running late|running behind)|need (?:more )?coffee|my (?:next|last) (?:client|patient|one) is (?:here|waiting)|sorry,? (?:about that|where was I|got distracted)|ugh\b)/i,
  /\b(?:let me|I(?:'ll| will| want to| need to)?|gotta|got to|have to|need to) (?:get|jot|write|put|type) (?:this|these|it|that|my notes?) (?:down|in|up)\b|\bbefore (?:my|the) (?:next (?:client|one|session|appointment)|(?:\w+ )?o'?clock|\d{1,2}(?::\d\d)?\s*(?:am|pm)?(?: client| session| appointment)?|lunch|meeting|supervision|staff meeting)\b/i,
  /\b(?:grab|get|make|refill) (?:a |my |some )?(?:coffee|tea|lunch|water|snack)\b|\b(?:my|the) (?:lunch|coffee|dentist|kids?'? pick-?up|school pick-?up)\b/i,
  /^(?:(?:ok(?:ay)?|so|and|alright|um|uh)[,]?\s+)*(?:(?:can|could|would|will) you|please|go ahead and|(?:I'?d|I would) like you to|I (?:want|need) you to|make sure (?:you|that goes|this goes|that gets|this gets)|put (?:that|this) in|add (?:that|this)|include (?:that|this)|write (?:that|this) (?:down|up|in)|write (?:up|out) (?:the|a|my)|draft (?:the|a|my)|new (?:paragraph|line)|next (?:paragraph|line)|end of (?:note|dictation)|that'?s (?:it|all|everything)(?: for (?:today|now|this one))?|okay,? (?:done|that'?s it))\b(?:.{0,80}\b(?:note|in|down|that|this|summary|paragraph|line|it|please|SOAP|DAP|BIRP|GIRP)\b)?[.!?]?$/i,
  /^(?:(?:ok(?:ay)?|so|and|now|alright)[,]?\s+)*(?:please\s+|(?:can|could|would|will) you\s+(?:please\s+)?|go ahead and\s+|let'?s\s+)?(?:write|draft|make|generate|create|do|prepare) (?:me )?(?:the|a|my|this|up) ?(?:SOAP|DAP|BIRP|GIRP|progress|intake|session|quick|risk)? ?(?:note|summary|reflection)\b/i,
  /^(?:ok(?:ay)?|sorry|anyway|where was I|um+|uh+|that'?s it|that'?s all|done|period|comma|new paragraph)[.!?]?$/i,
  /\b(?:in|for|to) billing\b|\bmake a note (?:for me )?to\b|\brenew (?:his|her|their) (?:ROI|release|auth\w*)\b|\bcheck (?:her |his |their )?eligibility\b|\bnew insurance\b|\bpaid (?:cash|by card|the co-?pay)\b|\breceipt\b|\bit'?s (?:ten|five|quarter|twenty|half) (?:past|after|to)\b|^shoot\b|\bquick one\b|\bbefore I (?:eat|go|leave|head out|forget)\b/i,
  /^(?:ok(?:ay)?,? |alright,? )?(?:that'?s it|that is it|that'?s all|that is all)\b|\b(?:gotta|have to|got to|need to) (?:run|go)\b|\bpick ?up (?:my|the) (?:kids?|son|daughter)\b|\blate for (?:pick-?up|my|a|the)\b|\bgrab (?:a )?sip\b|\bsip of (?:water|coffee|tea)\b/i,
  /^(?:ok(?:ay)?,? |so,? |and,? )?(?:can|could|would|will) you\b|^(?:please )?(?:put|add|include|move|file) (?:this|that|it) (?:in|under|into|as|to)\b/i,
  /\b(?:wi-?fi|internet|connection|zoom|video|audio) (?:dropped|froze|cut out|crashed|lagged|glitched)\b|\bparking (?:meter|ticket)\b|\b(?:liability|malpractice) (?:carrier|insurer|insurance)\b|\b(?:team|staff) meeting\b|\battendance sheet\b|\binsurance audit\b|\bmake sure (?:this|that|it) (?:gets|is) (?:flagged|added|sent|billed|coded|filed)\b|\b(?:paying|pays|paid) out of pocket\b|\binsurance (?:dropped|denied|changed|lapsed)\b/i,
];

/** Billing words that make an aside even when it speaks of the client ("she switched to the new insurance, check eligibility"). */
const billing = /\b(?:superbill|co-?pay|insurance|eligibility|receipt|paid cash|invoice|claim|billing|bill (?:this|it)|\d{5})\b/i;
/** What the client said or did is never an aside, unless it is billing. */
const aboutTheClient =
  /\b(?:she|he|they|the client)\s+(?:(?:also|just|then)\s+)?(?:said|says|reported|told|was|is|has|had|can'?t|cannot|felt|feels|wants?|went|came)\b/i;
const asideIn = (piece: string) =>
  asides.some((re) => re.test(piece)) && (!aboutTheClient.test(piece) || billing.test(piece)) && screenRisk([piece]).findings.length === 0;

/**
 * A long piece with an aside inside it ("he just wants to stop thinking about her hang on the
 * dog's barking"), as unpunctuated speech has: cut where the aside starts, so the clinical words
 * before it stay in the note.
 */
function splitAtAside(piece: string): string[] {
  if (piece.split(/\s+/).length <= 10) return [piece];
  let at = -1;
  for (const re of asides) {
    const m = re.exec(piece);
    if (m && m.index > 0 && (at < 0 || m.index < at)) at = m.index;
  }
  // Back to the start of the aside's own words ("the dog's barking", "my four o'clock").
  if (at > 0) {
    const before = piece.slice(0, at).replace(/\s+(?:um|uh|and|so|oh|ok(?:ay)?|sorry|the|my|a|I'm|I am|I)\s*$/i, '');
    if (before.split(/\s+/).length >= 3) return [before.trim(), piece.slice(before.length).trim()];
  }
  return [piece];
}

/** The clause without its asides, and the asides: only the aside's own piece is left out, never the facts beside it. */
export function withoutAsides(clause: string): { kept: string; asides: string[] } {
  if (!asides.some((re) => re.test(clause))) return { kept: clause, asides: [] };
  // Someone's quoted words are one piece: an aside is never cut out of a quotation.
  const { masked, restore } = maskQuotes(clause);
  const pieces = masked
    .split(
      /(?<=[.!?])\s+|,\s+|\s+but (?:anyway,?\s+)?(?=(?:she|he|they|the client|[A-Z][a-z]+|her|his)\b)|\s+anyway,?\s+|\s+(?=(?:ok(?:ay)?|alright|anyway) (?:that'?s|that is|so|I)\b)|\s+(?=I (?:gotta|have to|need to|got to|'ve got to) (?:run|go)\b)|\s+(?=(?:hang on|hold on|one sec(?:ond)?|ugh|shoot|oops|where was I)\b)/,
    )
    .flatMap(splitAtAside);
  const asidesFound = pieces.filter((p) => asideIn(restore(p)));
  if (asidesFound.length === 0) return asideIn(clause) ? { kept: '', asides: [clause] } : { kept: clause, asides: [] };
  return { kept: restore(pieces.filter((p) => !asideIn(restore(p))).join(', ')), asides: asidesFound.map(restore) };
}

/**
 * A correction said as its own sentence: "Sorry, correction on that last bit, it's her
 * mother-in-law who's been doing the bath times, not her husband." What it names replaces the
 * words it takes back in the sentences before; what follows the correction is read as usual.
 */
const correctionLeadIn =
  /^(?:(?:sorry|oh|wait|no),?\s+)*(?:correction|let me correct (?:that|myself)|I misspoke|I mis-?said|actually,? (?:correction|no))\b[^,.;]*[,:;]\s*/i;
export function sentenceCorrection(sentence: string): { from: string; to: string; rest: string; restates: boolean } | null {
  const lead = correctionLeadIn.exec(sentence);
  if (!lead) return null;
  const body = sentence.slice(lead[0].length);
  const forms: [RegExp, 'to-from' | 'from-to'][] = [
    [/^(?:it'?s|it is|it was|that was|that's)\s+(.+?)\s+(?:who|that|which)\b[^,;]*(,\s*not\s+([^,.;]+))[,.;]?\s*/i, 'to-from'],
    [/^not\s+([^,.;]+),\s*(?:it'?s|it is|it was|but)\s+([^,.;]+)[,.;]?\s*/i, 'from-to'],
    [/^(?:it'?s|it is|it was|it should be|should be)\s+([^,.;]+),\s*not\s+([^,.;]+)[,.;]?\s*/i, 'to-from'],
  ];
  for (const [re, order] of forms) {
    const m = re.exec(body);
    if (!m) continue;
    if (m.length === 4) {
      // "it's her mother-in-law who's been doing the bath times, not her husband": the statement stays as said.
      const statement = body
        .slice(0, m.index + m[0].length)
        .replace(m[2]!, '')
        .replace(/[,;\s]+$/, '');
      const after = body.slice(m[0].length).trim();
      return {
        from: m[3]!.trim(),
        to: m[1]!.trim(),
        rest: `${statement}.${after ? ` ${after.charAt(0).toUpperCase()}${after.slice(1)}` : ''}`,
        restates: true,
      };
    }
    const [to, from] = order === 'to-from' ? [m[1]!, m[2]!] : [m[2]!, m[1]!];
    return { from: from.trim(), to: to.trim(), rest: body.slice(m[0].length).trim(), restates: false };
  }
  return null;
}

/** A sentence that only retracts what came before it: "Scratch that." "Strike that last part." */
export const retractsPrevious =
  /^(?:(?:no,?\s+)?(?:scratch|strike|delete|disregard|ignore|forget) (?:that|this|the last (?:part|sentence|bit|line))(?: last (?:part|sentence|bit|line))?|never mind(?: that)?|no,? wait)[.!,:;]?\s*/i;

/**
 * An unpunctuated stretch of speech-recognizer text ("she came in today and she said work has been
 * hard i asked about sleep…") cut into clauses before each new subject with its verb, so each
 * fact can go to its own section. Punctuated dictation is left to the sentence splitter.
 */
export function segmentRunOn(sentence: string): string[] {
  const words = sentence.split(/\s+/).length;
  const marks = (sentence.match(/[,.;:!?]/g) ?? []).length;
  if (words < 30 || marks * 25 > words) return [sentence];
  const tokens = tokensOf(sentence);
  const cuts: number[] = [];
  let since = 0;
  let quoted = false;
  let speaking = false;
  for (let i = 1; i < tokens.length - 1; i += 1) {
    since += 1;
    const t = tokens[i]!;
    // Never inside someone's quoted words.
    if (/[“”"]/.test(t.value)) quoted = t.value === '“' || (t.value === '"' && !quoted);
    if (quoted) continue;
    // After "he said", a first person goes on with his words: the clause is not cut there.
    const next = tokens[i + 1]!;
    const prev = tokens[i - 1]!;
    if (
      /^(?:said|says|goes|like)$/i.test(prev.value) &&
      /^(?:she|he|they|[A-Z][a-z]+)$/i.test(tokens[i - 2]?.value ?? '') &&
      /^(?:I|i|my|me|we)(?:['’](?:m|ve|ll|d))?$/.test(t.value)
    )
      speaking = true;
    // "his knuckles they're scabbed": "they" stays with what it refers to.
    if (!/^(?:I|i|we|she|he)$/.test(t.value) || (next.pos !== 'VERB' && next.pos !== 'AUX' && next.pos !== 'ADV')) continue;
    if (
      speaking &&
      /^(?:I|i|we)$/.test(t.value) &&
      !/^(?:asked|reflected|validated|noticed|pointed|explored|reviewed|gave|taught|introduced|suggested|encouraged|checked|screened|assessed)$/i.test(
        next.value,
      )
    )
      continue;
    if (
      /^(?:said|says|told|tell|like|that|because|if|when|whether|where|what|how|why|until|since|as|think|thought|feel|felt|know|knew|goes|went|asked|wish|hope|admitted|reported|denied|explained|mentioned|shared|disclosed|noticed|realized|realised|agreed|decided|worried|feared|hoped|guess|guessed|figured|believes|believed|and|but|so|then|um|uh|also|okay|ok)$/i.test(
        prev.value,
      ) &&
      !/^(?:and|but|so|then|um|uh|also|okay|ok)$/i.test(prev.value)
    )
      continue;
    if (since < 5) continue;
    // Cut before the conjunction or filler that leads into the new clause.
    let at = i;
    while (at > 0 && /^(?:and|but|so|then|um|uh|also|okay|ok|and then)$/i.test(tokens[at - 1]!.value)) at -= 1;
    // "…so plan is I'll screen again…": a section named aloud belongs to the clause it leads into.
    for (let back = 3; back >= 1; back -= 1) {
      const lead = tokens
        .slice(Math.max(0, at - back), at)
        .map((x) => x.value.toLowerCase())
        .join(' ');
      if (
        at - back > 0 &&
        /^(?:(?:so|and) )?(?:the )?(?:plan|homework|assessment|impression|next steps)(?: is| was)?$|^my (?:plan|impression)(?: is)?$/.test(lead)
      ) {
        at -= back;
        break;
      }
    }
    cuts.push(at);
    since = 0;
    speaking = false;
  }
  if (cuts.length === 0) return [sentence];
  const pieces: string[] = [];
  let from = 0;
  for (const cut of [...cuts, tokens.length]) {
    const piece = tokens
      .slice(from, cut)
      .map((t) => t.space + t.value)
      .join('')
      .trim();
    if (piece) pieces.push(piece);
    from = cut;
  }
  return pieces;
}
