/**
 * From dictated speech to clauses a note can use: fillers and false starts removed, run-on
 * sentences cut at a new speaker's clause, and non-clinical asides (a billing to-do, "where was
 * I") set apart so the clinician can be told what was left out.
 */
import { screenRisk } from './risk/screen';

const fillers: [RegExp, string][] = [
  [/(^|[\s,.;:—-])(?:u+m+|u+h+|uhm+|e+rm*|a+h+|hmm+|mm+|mhm)(?=[\s,.;:!?—-]|$)[,.]*/gi, '$1'],
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

/** "she, she said" → "she said"; "the the" → "the" (not "had had", "that that"). */
const repeats = /\b(?!had\b|that\b)(\w+)(?:,?\s+\1\b)+/gi;
/** "I think — actually she said" → "she said": a false start up to five words before a self-correction. */
const falseStart = /(?:^|(?<=[,;]\s))(?:[\w']+\s+){0,4}[\w']+\s*(?:—|–|--|\s-)\s*(?:actually|sorry|I mean|no,|wait,)\s*,?\s*/gi;
const leadingMarkers = /^(?:(?:so|and|okay|ok|alright|well|anyway|right|yeah|also|and then|so then|then|oh|now|but so|and so)\b[,]?\s+)+/i;

export function removeFillers(text: string): string {
  // Dictation often types the pronoun in lower case.
  let s = text.replace(/(^|\s)i(?=\s|['’])/g, '$1I');
  for (const [re, to] of fillers) s = s.replace(re, to);
  s = s.replace(falseStart, '').replace(repeats, '$1');
  s = s
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/([,;])\s*([,;.])/g, '$2')
    .replace(/^[\s,;.—-]+/, '')
    .replace(/\s{2,}/g, ' ');
  return s.replace(leadingMarkers, '').trim();
}

/** Where a dictated sentence holds more than one fact: a new clause by a new subject. */
const clauseBreaks = [
  /;\s+|\s+(?:—|–|--)\s+|\s+-\s+/,
  // ", and I asked…", "and she said…" — a new subject after a conjunction (not an answer to a question).
  /,?\s+(?:and|but|so|then|and then|so then|which is why)\s+(?=(?:I|we|she|he|they)\s+(?!said no\b|denied\b|says no\b)\w)/i,
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

/** Non-clinical asides: admin and billing to-dos, the clinician's own interruptions. */
const asides = [
  /\b(?:remind me|note to self|don'?t forget|do not forget|need to|have to|gotta|got to|must|should|make sure (?:I|to)|to-?do)\b.{0,60}\b(?:bill|billing|superbill|invoice|cpt|claim|co-?pay|insurance auth\w*|prior auth\w*|auth(?:orization)?|paperwork|9\d{4})\b/i,
  /\b(?:bill|code) (?:this|it|the session) as\b|\bsuperbill\b|\bcpt\b|\b(?:90791|90832|90834|90837|90846|90847|90853|99213|99214)\b/i,
  /\bnote to self\b|\bremind me\b/i,
  /\b(?:hang on|hold on|my dog\b|dog'?s barking|printer|front desk|my coffee|coffee'?s (?:cold|gone)|(?:my )?phone'?s? (?:is )?ringing|hold on|one sec(?:ond)?|where was I|what was I saying|I'?m (?:so )?(?:starving|hungry|running late)|need (?:more )?coffee|my (?:next|last) (?:client|patient) is (?:here|waiting)|sorry,? (?:about that|where was I|got distracted)|ugh\b)/i,
  /^(?:ok(?:ay)?|sorry|anyway|where was I|um+|uh+)[.!?]?$/i,
];

const asideIn = (piece: string) => asides.some((re) => re.test(piece)) && screenRisk([piece]).findings.length === 0;

/** The clause without its asides, and the asides: only the aside's own piece is left out, never the facts beside it. */
export function withoutAsides(clause: string): { kept: string; asides: string[] } {
  if (!asideIn(clause)) return { kept: clause, asides: [] };
  const pieces = clause.split(/(?<=[.!?])\s+|,\s+/);
  const asides = pieces.filter(asideIn);
  if (asides.length === 0) return { kept: '', asides: [clause] };
  return { kept: pieces.filter((p) => !asideIn(p)).join(', '), asides };
}

/** "she's 34, scratch that, 43" → the retracted words are dropped (and listed as left out). */
export function retractions(sentence: string): { kept: string; dropped: string[] } {
  const dropped: string[] = [];
  const kept = sentence.replace(/([^,.;]{1,80}),?\s*\b(?:scratch that|strike that|never mind that|disregard that)\b[,.]?\s*/gi, (_m, before: string) => {
    dropped.push(`${before.trim()} (scratched)`);
    return '';
  });
  return { kept: kept.trim(), dropped };
}
