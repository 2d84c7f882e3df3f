/**
 * The team's evaluation of the built-in assistant on dictated session accounts (cases/*.json):
 * each case goes through the real conversation flow (the engine and the risk guard that every
 * reply passes), then the clinician asks for the note. Prints coverage, placement, inventions,
 * meaning changes, retained retractions, asides, abbreviations, invented quotation marks, risk
 * exactness (categories, level, findings, other people's risk, actions), whether the quick note,
 * client summary and provider reflection differ from the note, and the time for a 2,000-word account.
 *
 *   npm run eval:notes                   # summary
 *   npm run eval:notes -- --verbose      # every miss, then the summary
 *   npm run eval:notes -- --only=c05     # one case (or a comma-separated list)
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { clinicalSubtypes } from '@tend/contracts/assistant.contract';
import { type NotePrefs } from '@tend/contracts/assistant.contract';
import { BuiltinEngine } from '../../apps/server/src/ai/builtin/builtin-engine';
import { documentFromAccount } from '../../apps/server/src/ai/builtin/documents-from-account';
import { narrativeOf } from '../../apps/server/src/ai/builtin/intents';
import { forgetReadings, sentencesOf } from '../../apps/server/src/ai/clinical/nlp';
import { screenRisk } from '../../apps/server/src/ai/clinical/risk/screen';
import { contentWords, saidWords, stem, unsaid } from '../../apps/server/src/ai/clinical/provenance';
import type { AssistantData, EngineInput } from '../../apps/server/src/ai/engine';
import { guardReply, noteCarriesRisk } from '../../apps/server/src/ai/risk-guard';
import { noteSentences } from '../../apps/server/src/ai/text';

type ActionKey =
  | 'emergency_services'
  | 'mandated_report'
  | 'duty_to_warn_notified'
  | 'duty_to_warn_not_indicated'
  | 'duty_to_warn_under_assessment'
  | 'safety_plan'
  | 'emergency_evaluation'
  | 'consultation';

interface Case {
  id: string;
  about: string;
  format: 'soap' | 'dap' | 'birp' | 'girp' | 'intake';
  turns: string[];
  facts: { text: string; section: string; also?: string[] }[];
  left_out: string[];
  /** The client's own words that must reach the note unchanged (case and punctuation aside). */
  verbatim?: string[];
  /** What the clinician took back ("no wait…", "scratch that"): never asserted in the note. */
  retracted?: string[];
  risk: {
    categories: string[];
    level: string;
    clinician_level: string | null;
    /** The client's own risk, one per category with its most current time. Scored only when present. */
    findings?: { category: string; time: 'current' | 'recent' | 'past' }[];
    /** Someone else's risk (context, never the client's). Scored only when present. */
    others?: { category: string; relation: string }[];
    /** What the clinician did. Scored only when present. */
    actions?: ActionKey[];
  };
}

const verbose = process.argv.includes('--verbose');
const only = process.argv
  .find((a) => a.startsWith('--only='))
  ?.slice('--only='.length)
  .split(',');
const dir = new URL('./cases/', import.meta.url);
const cases: Case[] = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => JSON.parse(readFileSync(new URL(f, dir), 'utf8')) as Case)
  .filter((c) => !only || only.includes(c.id));

const subtype: Record<Case['format'], (typeof clinicalSubtypes)[number]> = {
  soap: 'soap_note',
  dap: 'dap_note',
  birp: 'birp_note',
  girp: 'girp_note',
  intake: 'intake_note',
};
const sectionKey = (title: string) =>
  title
    .toLowerCase()
    .replace(/ and diagnosis$/, '')
    .replace(/\s+/g, '_');

/** The section the risk guard appends when a draft dropped the account's risk language (quotes of the clinician's own sentences). */
const guardSection = 'risk_language_in_your_account';

/** Offline: the eval asks no data questions (the cast keeps it compiling as the data interface grows). */
const noData = {
  pendingNotes: async () => [],
  appointmentsBetween: async () => [],
  recentClients: async () => [],
  clientNames: async () => [],
  clientChart: async () => null,
} as unknown as AssistantData;

const tokens = contentWords;

const firstPerson = /\b(?:I|I'm|I've|I'll|I'd|me|my|mine|myself|we|we're|we've|we'll|We|We're|We've|We'll|our|Our|ours|us)\b/;
const filler = /\b(?:um+|uh+|uhm+|erm|you know|I mean|so yeah)\b|(?:^|,\s)like,/i;
/** Quoted words are the client's; "bipolar I" and "CBT-I" are terms, not the clinician. */
const outsideQuotes = (s: string) =>
  withoutInchMarks(s)
    .replace(/“[^”]*”|"[^"]*"/g, ' ')
    .replace(/\b(?:bipolar|type|phase|stage|class|level|part|grade) I\b|\bCBT ?[-‐‑–] ?I\b/gi, ' ');

/** Lower case, quotation marks and punctuation removed, apostrophes dropped inside words: "Wouldn't!" → "wouldnt". */
const plain = (s: string) =>
  ` ${s
    .toLowerCase()
    .replace(/[’‘`´']/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;

/** A height such as 5'5" is not the start of a quotation. */
function withoutInchMarks(s: string): string {
  return s.replace(/(\d['’]\s?\d{1,2})"/g, '$1″');
}

/** Quoted spans: “…” or "…". */
const quotedSpans = (s: string): string[] => [...withoutInchMarks(s).matchAll(/“([^”]*)”|"([^"]*)"/g)].map((m) => (m[1] ?? m[2] ?? '').trim()).filter(Boolean);

/** Single-quoted spans of a dictation ('I'm having the thought that…'), apostrophes inside words kept. */
const singleQuotedSpans = (s: string): string[] =>
  [...s.matchAll(/(?<=^|[\s(—–-])['‘]((?:[^'‘’\n]|(?<=[A-Za-z])['’](?=[A-Za-z]))+?)['’](?=[\s.,;:!?)—–-]|$)/g)].map((m) => m[1]!.trim()).filter(Boolean);

/** Speech verbs of someone else's words (the clinician's own "I said" / "I asked" are excluded where they are used). */
const speechVerb =
  /\b(?:said|says|say|saying|goes|was like|is like|were like|told (?:me|us|him|her|them)|tells (?:me|us|him|her|them)|asked|asks|put it|quote|quoting|stated|states|texted|wrote|yelled|screamed)\b/gi;

const termsKept: [string, RegExp][] = [
  ['CBT-I', /\bCBT ?[-‐‑–]? ?I\b(?![IV])/gi],
  ['Bipolar I', /\bbipolar I\b(?![IV])/gi],
  ['Type I', /\btype I\b(?![IV])/gi],
  ['Phase I', /\bphase I\b(?![IV])/gi],
  ['Stage I', /\bstage I\b(?![IV])/gi],
  ['Class I', /\bclass I\b(?![IV])/gi],
  ['Level I', /\blevel I\b(?![IV])/gi],
];
/** A term is there when written with a capital I ("bipolar i think" in a lower-case transcript is not the diagnosis). */
const countTerm = (re: RegExp, text: string) => [...text.matchAll(re)].filter((m) => m[0].endsWith('I')).length;

const abbreviations = ['ER', 'ED', 'OR', 'IOP', 'PHP', 'SI', 'HI', 'ICU', 'PCP', 'ADHD', 'PTSD', 'OCD', 'DBT', 'CBT', 'EMDR', 'MAT', 'SUD'];
const countWord = (word: string, text: string) => [...text.matchAll(new RegExp(`(?<![A-Za-z0-9])${word}(?![A-Za-z0-9])`, 'g'))].length;

interface Line {
  section: string;
  text: string;
}
function noteLines(content: string): Line[] {
  const out: Line[] = [];
  let section = '';
  for (const raw of content.split('\n')) {
    if (raw.startsWith('## ')) section = sectionKey(raw.slice(3));
    else if (raw.trim() && !/^_.*_$/.test(raw.trim())) for (const s of sentencesOf(raw.replace(/^- /, ''))) out.push({ section, text: s });
  }
  return out;
}

/** Reads the screen's newer fields without assuming they exist yet: missing is empty. */
type Loose = Record<string, unknown>;
const str = (v: unknown): string => (typeof v === 'string' ? v : '');
const list = (v: unknown): Loose[] => (Array.isArray(v) ? (v as Loose[]) : []);
const obj = (v: unknown): Loose | null => (v && typeof v === 'object' ? (v as Loose) : null);

function actionKeys(actions: unknown): Set<ActionKey> {
  const a = obj(actions) ?? {};
  const out = new Set<ActionKey>();
  if (obj(a.emergencyServices)) out.add('emergency_services');
  if (obj(a.mandatedReport)) out.add('mandated_report');
  const warn = obj(a.dutyToWarn);
  if (warn) {
    // Today's screen names the decisions warning_given / not_required; the new one notified / not_indicated.
    const decision = ({ warning_given: 'notified', not_required: 'not_indicated' } as Record<string, string>)[str(warn.decision)] ?? str(warn.decision);
    out.add(`duty_to_warn_${decision}` as ActionKey);
  }
  if (a.safetyPlan) out.add('safety_plan');
  if (obj(a.emergencyEvaluation)) out.add('emergency_evaluation');
  if (a.consultation) out.add('consultation');
  return out;
}

/** The sentences the screen's actions were read from (today's shape has strings, the new one objects with a sentence). */
function actionSentences(actions: unknown): string[] {
  const a = obj(actions) ?? {};
  return Object.values(a)
    .map((v) => (typeof v === 'string' ? v : str(obj(v)?.sentence)))
    .filter(Boolean);
}

/** Kin words said more than one way. */
const kin: Record<string, string> = {
  mom: 'mother',
  mum: 'mother',
  mommy: 'mother',
  mama: 'mother',
  dad: 'father',
  daddy: 'father',
  papa: 'father',
  grandma: 'grandmother',
  granny: 'grandmother',
  grandpa: 'grandfather',
  stepmom: 'stepmother',
  stepdad: 'stepfather',
};
const relationWords = (r: string) =>
  plain(r.replace(/\b(?:her|his|their|the|a|an|client'?s|of)\b/gi, ' '))
    .trim()
    .split(' ')
    .map((w) => kin[w] ?? w)
    .join(' ');
const sameRelation = (gold: string, got: string) => {
  const g = relationWords(gold);
  const h = relationWords(got);
  return !!g && !!h && (g === h || ` ${h} `.includes(` ${g} `) || ` ${g} `.includes(` ${h} `));
};

const setEqual = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((x) => b.has(x));
const show = (s: Iterable<string>) => [...s].sort().join(', ') || '-';

const wordsOf = (s: string) => [...s.matchAll(/[A-Za-z0-9]+(?:['’][A-Za-z]+)*/g)].map((m) => ({ at: m.index, word: m[0] }));
const norm = (w: string) => stem(w.toLowerCase().replace(/['’]/g, ''));
/** Auxiliaries the note's voice adds or spells out ("I'm" → "the clinician was"): not context. */
const auxiliary = /^(?:is|was|were|are|am|has|have|had|does|did|do|would|will|be|not|(?:do|does|did|is|was|wo|would|ca|could)n['’]t)$/i;
const firstPersonSingular = /^(?:i|i['’](?:m|ve|d|ll)|me|my|mine|myself)$/i;

/**
 * The first-person words of a dictation sentence, each with its two words of context before and three after and whether it is
 * inside someone else's direct speech: quotation marks, or after "she said", "he goes", "told me", "kept saying"…
 * when the speech opens with the speaker's own words ("he said my brother…", "she said the dishes thing is going to
 * kill me"), not with he/she/they or "that" (indirect: "he said he'd be honest with me" is the clinician's "me"),
 * up to a clause break or the clinician's own narration ("I asked", "we").
 */
function firstPersonWords(sentence: string): { left: string[]; right: string[]; inSpeech: boolean }[] {
  const s = sentence.replace(/\b(?:bipolar|type|phase|stage|class|level|part|grade) I\b|\bCBT ?[-‐‑–] ?I\b/gi, (m) => m.replace(/I$/, '1'));
  const speech: [number, number][] = [];
  for (const m of withoutInchMarks(s).matchAll(/“[^”]*”|"[^"]*"/g)) speech.push([m.index, m.index + m[0].length]);
  for (const m of s.matchAll(speechVerb)) {
    if (/\b(?:I|i|we)\s+(?:\w+\s+)?$/.test(s.slice(0, m.index))) continue; // "I asked", "we said": the clinician speaking
    let start = m.index + m[0].length;
    start += /^[\s,:]*(?:(?:like|oh|well|no|yeah|yes|honestly|sometimes|look|man|quote)[,\s]+)*/i.exec(s.slice(start))![0].length;
    const rest = s.slice(start);
    if (!rest || /^["“]/.test(rest)) continue;
    if (/^(?:he|she|they|him|her|them|his|their|that|something|nothing|anything|so|and|but|to|we|you|about|if|whether|for|how|what|when|why)\b/i.test(rest))
      continue;
    const stop = rest.search(
      /[,;:—–]\s|\s-\s|[.!?](?:\s|$)|\s(?:and|but|so) (?:I|i|we)\b|\s(?:I|i) (?:asked|told|did|gave|checked|called|explained)\b|\swe\b|\s(?:he|she|they) (?:said|says|goes|told|asked)\b/,
    );
    // At most 15 words: a run-on transcript has no full stop to end the speech.
    const cap = /^(?:\S+\s+){15}/.exec(rest)?.[0].length ?? rest.length;
    speech.push([start, start + Math.min(stop < 0 ? rest.length : stop, cap)]);
  }
  const words = wordsOf(s);
  const context = (from: number, step: number) => {
    const out: string[] = [];
    for (let k = from; k >= 0 && k < words.length && out.length < (step < 0 ? 2 : 3); k += step)
      if (!auxiliary.test(words[k]!.word)) out.push(norm(words[k]!.word));
    return step < 0 ? out.reverse() : out;
  };
  return words.flatMap((w, k) =>
    firstPersonSingular.test(w.word) ? [{ left: context(k - 1, -1), right: context(k + 1, 1), inSpeech: speech.some(([a, b]) => w.at >= a && w.at < b) }] : [],
  );
}

/** "the clinician" in a note sentence (outside quotation marks), with the same context. */
function clinicianWords(sentence: string): { left: string[]; right: string[] }[] {
  const words = wordsOf(outsideQuotes(sentence));
  const out: { left: string[]; right: string[] }[] = [];
  words.forEach((w, k) => {
    if (!/^clinician(?:['’]s)?$/i.test(w.word)) return;
    const left: string[] = [];
    for (let i = k - 1; i >= 0 && left.length < 2; i -= 1) {
      const x = words[i]!.word;
      if ((i === k - 1 && /^the$/i.test(x)) || auxiliary.test(x)) continue;
      left.unshift(norm(x));
    }
    const right: string[] = [];
    for (let i = k + 1; i < words.length && right.length < 3; i += 1) if (!auxiliary.test(words[i]!.word)) right.push(norm(words[i]!.word));
    out.push({ left, right });
  });
  return out;
}

const sameWords = (a: string[], b: string[]) => a.length > 0 && a.length === b.length && a.every((w, i) => w === b[i]);
/** The dictation's first person at the same place: two words before match, or one before and one after, or (at a sentence start) three after. */
const samePlace = (n: { left: string[]; right: string[] }, d: { left: string[]; right: string[] }) =>
  (n.left.length === 2 && sameWords(n.left, d.left)) ||
  (n.left.length > 0 && n.left.at(-1) === d.left.at(-1) && n.right.length > 0 && n.right[0] === d.right[0]) ||
  (n.left.length === 0 && n.right.length === 3 && sameWords(n.right, d.right));

const emptyScreen = { findings: [], categories: [], level: 'none_identified', actions: {} } as unknown as ReturnType<typeof screenRisk>;

/** One case through the flow; an engine error is recorded as that case's failure, not the run's. */
async function runCase(c: Case) {
  try {
    return { ...(await flow(c)), error: '' };
  } catch (e) {
    let screen = emptyScreen;
    try {
      screen = screenRisk(c.turns.flatMap(sentencesOf));
    } catch {
      // the screen failed too: nothing found
    }
    const error = e instanceof Error ? (e.stack ?? e.message).split('\n').slice(0, 2).join(' ') : String(e);
    return {
      c,
      lostTurns: c.turns.length,
      flagged: false,
      content: '',
      lines: [] as Line[],
      screen,
      leftOut: [] as string[],
      quick: '',
      summary: '',
      reflection: '',
      error,
    };
  }
}

async function flow(c: Case) {
  const engine = new BuiltinEngine();
  const prefs: NotePrefs = {
    write_soap: true,
    client_summary: false,
    therapist_reflection: false,
    patient_id: '00000000-0000-4000-8000-000000000001',
    clinical_subtype: subtype[c.format],
  };
  const history: EngineInput['history'] = [];
  const base = {
    notePrefs: prefs,
    patient: { id: prefs.patient_id!, name: 'Test Client', initials: 'T.C.' },
    clinicianName: 'Clinician',
    conversationId: `eval-${c.id}`,
    data: noData,
    now: new Date('2026-11-23T15:00:00Z'),
    timeZone: 'UTC',
    shareNames: false,
    page: null,
  };
  let lostTurns = 0;
  let flagged = false;
  for (const turn of c.turns) {
    const input: EngineInput = { ...base, text: turn, history: [...history] };
    const reply = guardReply(await engine.respond(input), input);
    if (!reply.response.startsWith('Noted')) lostTurns += 1;
    if (reply.insights.some((i) => i.title.startsWith('Risk screen'))) flagged = true;
    history.push({ role: 'user', content: turn }, { role: 'assistant', content: reply.response });
  }
  const ask: EngineInput = { ...base, text: 'yes, soap note', history: [...history] };
  const final = guardReply(await engine.respond(ask), ask);
  const content = final.note?.content ?? '';
  const lines = noteLines(content);
  // The account as the engine keeps it (narrative messages), for the other documents and the left-out list.
  const account = narrativeOf(c.turns);
  const screen = screenRisk(account.flatMap(sentencesOf));
  const draft = (action: 'soap_note' | 'quick_note' | 'client_summary' | 'therapist_weekly_reflection') =>
    account.length ? documentFromAccount(action, account, subtype[c.format]) : null;
  const leftOut = draft('soap_note')?.leftOut ?? [];
  const quick = draft('quick_note')?.content ?? '';
  const summary = draft('client_summary')?.content ?? '';
  const reflection = draft('therapist_weekly_reflection')?.content ?? '';
  return { c, lostTurns, flagged, content, lines, screen, leftOut, quick, summary, reflection };
}

const results = await Promise.all(cases.map(runCase));

let facts = 0;
let found = 0;
let placed = 0;
let inventions = 0;
let firstPersonHits = 0;
let fillerHits = 0;
let asides = 0;
let asidesLeftOut = 0;
let categoryRight = 0;
let levelRight = 0;
let flagRight = 0;
let notLost = 0;
// Meaning changes
let verbatimAll = 0;
let verbatimKept = 0;
let clinicianInQuote = 0;
let clinicianForClient = 0;
let termsAll = 0;
let termsBroken = 0;
// Retractions, abbreviations, quotation marks
let retractedAll = 0;
let retractedKept = 0;
let abbrevAll = 0;
let abbrevKept = 0;
let quotesAll = 0;
let quotesInvented = 0;
// Risk exactness
let findingsCases = 0;
let findingsRight = 0;
let othersCases = 0;
let othersRight = 0;
let actionsCases = 0;
let actionsRight = 0;
let riskExact = 0;
let noRiskCases = 0;
let noRiskBlocked = 0;
// Documents
let quickShort = 0;
let quickRiskCases = 0;
let quickRisk = 0;
let summaryNoRepeat = 0;
let reflectionDiffers = 0;
let casesWithMeaningChange = 0;
const misses: string[] = [];

for (const r of results) {
  const { c } = r;
  const dictation = c.turns.join('\n');
  const dictationSentences = c.turns.flatMap(sentencesOf);
  if (r.error) misses.push(`${c.id}: ENGINE ERROR ${r.error}`);
  if (r.lostTurns === 0 && r.content) notLost += 1;
  else misses.push(`${c.id}: LOST ${r.lostTurns} turn(s)${r.content ? '' : ', no note'}`);
  const source = saidWords(c.turns);
  const inOneSentence = <L extends { text: string }>(phrase: string, lines: L[]) => {
    const want = tokens(phrase);
    return lines.filter((l) => {
      const have = new Set(tokens(l.text));
      return want.every((w) => have.has(w));
    });
  };
  for (const f of c.facts) {
    facts += 1;
    const hits = inOneSentence(f.text, r.lines);
    if (hits.length > 0) found += 1;
    const ok = [f.section, ...(f.also ?? [])];
    if (hits.some((h) => ok.includes(h.section))) placed += 1;
    else
      misses.push(
        `${c.id}: "${f.text}" → ${hits.length ? hits.map((h) => h.section).join('/') : 'MISSING'} (want ${ok.join('/')})${verbose && hits[0] ? `  [${hits[0].text}]` : ''}`,
      );
  }
  for (const l of r.lines) {
    const invented = unsaid(l.text, source);
    if (invented.length > 0) {
      inventions += 1;
      misses.push(`${c.id}: INVENTED ${invented.join(', ')} in "${l.text}"`);
    }
    const bare = outsideQuotes(l.text);
    if (firstPerson.test(bare)) {
      firstPersonHits += 1;
      misses.push(`${c.id}: FIRST PERSON "${l.text}"`);
    }
    if (filler.test(bare)) {
      fillerHits += 1;
      misses.push(`${c.id}: FILLER "${l.text}"`);
    }
  }
  for (const a of c.left_out) {
    asides += 1;
    if (inOneSentence(a, r.lines).length === 0) asidesLeftOut += 1;
    else misses.push(`${c.id}: ASIDE KEPT "${a}"`);
  }

  // Meaning changes. (a) the client's words, unchanged.
  let changed = false;
  const notePlain = plain(r.content);
  for (const v of c.verbatim ?? []) {
    verbatimAll += 1;
    if (notePlain.includes(plain(v))) verbatimKept += 1;
    else {
      changed = true;
      const near = r.lines.map((l) => ({ l, n: tokens(v).filter((w) => tokens(l.text).includes(w)).length })).sort((a, b) => b.n - a.n)[0];
      misses.push(`${c.id}: MEANING verbatim lost "${v}"${near && near.n > 0 ? `  [closest: ${near.l.text}]` : ''}`);
    }
  }
  // (b) "clinician" inside a quotation; (c) "the clinician" where the dictation's "I" at that place was someone else's.
  const dictationFirstPerson = dictationSentences.flatMap(firstPersonWords);
  for (const l of r.lines) {
    if (l.section === guardSection) continue;
    for (const q of quotedSpans(l.text))
      if (/\bclinician/i.test(q)) {
        clinicianInQuote += 1;
        changed = true;
        misses.push(`${c.id}: MEANING "clinician" inside a quotation: “${q}”`);
      }
    for (const n of clinicianWords(l.text)) {
      const places = dictationFirstPerson.filter((d) => samePlace(n, d));
      if (places.length > 0 && places.every((d) => d.inSpeech)) {
        clinicianForClient += 1;
        changed = true;
        misses.push(
          `${c.id}: MEANING "clinician" for someone else's I/me/my (dictated "… ${places[0]!.left.join(' ')} I/me/my ${places[0]!.right.join(' ')} …"): "${l.text}"`,
        );
      }
    }
  }
  // (d) terms with a roman I.
  for (const [name, re] of termsKept) {
    if (countTerm(re, dictation) === 0) continue;
    termsAll += 1;
    if (countTerm(re, r.content) === 0) {
      termsBroken += 1;
      changed = true;
      const broken = r.lines.find((l) => tokens(l.text).includes(tokens(name)[0]!));
      misses.push(`${c.id}: MEANING term broken: ${name}${broken ? `  [${broken.text}]` : ''}`);
    }
  }
  if (changed) casesWithMeaningChange += 1;

  // Retractions: the taken-back version still asserted.
  for (const t of c.retracted ?? []) {
    retractedAll += 1;
    const hits = inOneSentence(t, r.lines);
    if (hits.length === 0) continue;
    retractedKept += 1;
    misses.push(`${c.id}: RETRACTED kept "${t}"  [${hits[0]!.text}]`);
  }

  // Abbreviations: every occurrence in the note or its left-out list.
  const kept = `${r.content}\n${r.leftOut.join('\n')}`;
  for (const a of abbreviations) {
    const said = countWord(a, dictation);
    if (said === 0) continue;
    const there = Math.min(said, countWord(a, kept));
    abbrevAll += said;
    abbrevKept += there;
    if (there < said) misses.push(`${c.id}: ABBREVIATION ${a} said ${said}×, in the note ${there}×`);
  }

  // Quotation marks the dictation did not have: words not said in that order, or said neither quoted nor right after a speech verb.
  const dictationPlain = plain(dictation);
  const dictationQuotes = [...quotedSpans(dictation), ...singleQuotedSpans(dictation)].map(plain);
  for (const l of r.lines) {
    if (l.section === guardSection) continue;
    for (const q of quotedSpans(l.text)) {
      const p = plain(q);
      if (!p.trim()) continue;
      quotesAll += 1;
      if (!dictationPlain.includes(p)) {
        quotesInvented += 1;
        misses.push(`${c.id}: QUOTE words not dictated: “${q}”`);
        continue;
      }
      if (dictationQuotes.some((d) => d.includes(p))) continue;
      let afterVerb = false;
      for (let at = dictationPlain.indexOf(p); at >= 0 && !afterVerb; at = dictationPlain.indexOf(p, at + 1)) {
        const before = dictationPlain.slice(Math.max(0, at - 40), at + 1);
        afterVerb =
          /\b(?:said|says|say|saying|goes|was like|is like|were like|told (?:me|us|him|her|them)|tells (?:me|us|him|her|them)|asked|asks|put it|quote|quoting|stated|states|texted|wrote|yelled|screamed) $/.test(
            before,
          );
      }
      if (!afterVerb) {
        quotesInvented += 1;
        misses.push(`${c.id}: QUOTE not quoted or said in the dictation: “${q}”`);
      }
    }
  }

  // Risk.
  const cats = [...r.screen.categories].sort().join(',');
  const gold = [...c.risk.categories].sort().join(',');
  const catsOk = cats === gold;
  if (catsOk) categoryRight += 1;
  else misses.push(`${c.id}: RISK categories ${cats || '-'} (want ${gold || '-'})`);
  const levelOk = r.screen.level === c.risk.level;
  if (levelOk) levelRight += 1;
  else misses.push(`${c.id}: RISK level ${r.screen.level} (want ${c.risk.level})`);
  if (r.flagged === c.risk.categories.length > 0) flagRight += 1;
  else misses.push(`${c.id}: RISK flag in the chat ${r.flagged} (want ${c.risk.categories.length > 0})`);
  const screen = r.screen as unknown as Loose;
  let exact = catsOk && levelOk;
  if (c.risk.findings) {
    findingsCases += 1;
    // One (category, time) per category: the most current of that category's findings ("pushed her two weeks ago" and
    // "she is going home to him tonight" are one current finding of partner abuse).
    const timeOrder = ['current', 'recent', 'past'];
    const latest = new Map<string, string>();
    for (const f of list(screen.findings).filter((x) => !x.person || x.person === 'client')) {
      const category = str(f.category);
      const time = str(f.time) || '?';
      const had = latest.get(category);
      if (!had || (timeOrder.indexOf(time) >= 0 && (timeOrder.indexOf(had) < 0 || timeOrder.indexOf(time) < timeOrder.indexOf(had))))
        latest.set(category, time);
    }
    const want = new Set(c.risk.findings.map((f) => `${f.category}@${f.time}`));
    const got = new Set([...latest].map(([category, time]) => `${category}@${time}`));
    if (setEqual(want, got)) findingsRight += 1;
    else {
      exact = false;
      misses.push(`${c.id}: RISK findings ${show(got)} (want ${show(want)})`);
    }
  }
  if (c.risk.others) {
    othersCases += 1;
    const got = list(screen.context).map((o) => ({ category: str(o.category), relation: str(o.relation) }));
    const matches = (g: { category: string; relation: string }, o: { category: string; relation: string }) =>
      o.category === g.category && sameRelation(g.relation, o.relation);
    // Compared as sets: the same person's risk said twice is one.
    const missing = c.risk.others.filter((g) => !got.some((o) => matches(g, o)));
    const extra = got.filter((o) => !c.risk.others!.some((g) => matches(g, o)));
    if (missing.length === 0 && extra.length === 0) othersRight += 1;
    else {
      exact = false;
      misses.push(
        `${c.id}: RISK others ${show(got.map((o) => `${o.category} (${o.relation})`))} (want ${show(c.risk.others.map((o) => `${o.category} (${o.relation})`))})`,
      );
    }
  }
  if (c.risk.actions) {
    actionsCases += 1;
    const got = actionKeys(screen.actions);
    const want = new Set<string>(c.risk.actions);
    if (setEqual(want, got)) actionsRight += 1;
    else {
      exact = false;
      misses.push(`${c.id}: RISK actions ${show(got)} (want ${show(want)})`);
    }
  }
  if (exact) riskExact += 1;
  if (c.risk.categories.length === 0) {
    noRiskCases += 1;
    if (r.content && noteCarriesRisk(r.content)) {
      noRiskBlocked += 1;
      const which = screenRisk(noteSentences(r.content)).findings[0];
      misses.push(`${c.id}: NO-RISK NOTE BLOCKED by "${which?.quote ?? '?'}" (${which?.category ?? '?'})`);
    }
  }

  // Documents: the quick note short (and carrying risk), the client summary without repeats, the reflection not the note again.
  const quickSentences = noteSentences(r.quick);
  if (quickSentences.length <= 8) quickShort += 1;
  else misses.push(`${c.id}: DOCUMENTS quick note has ${quickSentences.length} sentences (want at most 8)`);
  if (c.risk.categories.length > 0 || (c.risk.actions?.length ?? 0) > 0) {
    quickRiskCases += 1;
    const riskSentences = [...list(screen.findings).map((f) => str(f.quote)), ...actionSentences(screen.actions)].filter(Boolean);
    const carries = quickSentences.some((q) => {
      const have = new Set(tokens(q));
      return riskSentences.some((s) => {
        const want = [...new Set(tokens(s))];
        const shared = want.filter((w) => have.has(w)).length;
        return shared >= 2 && shared * 2 >= want.length;
      });
    });
    // A long quote (a run-on transcript is one "sentence") cannot be half inside one sentence: then the quick note
    // carries risk when the screen, read over the quick note alone, finds risk or an action in it.
    const own = carries ? null : screenRisk(quickSentences);
    if (carries || (own && (own.findings.length > 0 || actionKeys(own.actions).size > 0))) quickRisk += 1;
    else misses.push(`${c.id}: DOCUMENTS quick note carries no risk sentence${riskSentences.length ? '' : ' (the screen found none to look for)'}`);
  }
  const key = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();
  const summarySentences = noteSentences(r.summary).map(key);
  const repeated = summarySentences.filter((s, i) => summarySentences.indexOf(s) !== i);
  if (repeated.length === 0) summaryNoRepeat += 1;
  else misses.push(`${c.id}: DOCUMENTS client summary repeats "${repeated[0]}"`);
  const noteKeys = new Set(noteSentences(r.content).map(key));
  const reflectionSentences = noteSentences(r.reflection).map(key);
  const shared = reflectionSentences.filter((s) => noteKeys.has(s)).length;
  if (reflectionSentences.length > 0 && shared * 2 < reflectionSentences.length) reflectionDiffers += 1;
  else
    misses.push(
      `${c.id}: DOCUMENTS provider reflection ${reflectionSentences.length === 0 ? 'is empty' : `shares ${shared}/${reflectionSentences.length} sentences with the note`}`,
    );
}

// A 2,000-word account: the cases' dictations joined until they reach it.
const long: string[] = [];
for (const c of cases.flatMap((x) => x.turns)) {
  if (long.join(' ').split(/\s+/).length >= 2000) break;
  long.push(c);
}
const longWords = long.join(' ').split(/\s+/).length;
/** Sorted times of nine runs, after one warm-up. */
function timed(run: () => void): number[] {
  run();
  const times: number[] = [];
  for (let i = 0; i < 9; i += 1) {
    const t0 = performance.now();
    run();
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b);
}
// Each run reads the account afresh: the engine keeps the readings of texts it has seen (nlp.ts), and a
// repeated run would time that memory, not the work of a new account.
const times = timed(() => {
  forgetReadings();
  documentFromAccount('soap_note', long, 'soap_note');
  screenRisk(long.flatMap(sentencesOf));
});
// The bare baseline in the same run: only reading the account into sentences (wink-nlp).
const bare = timed(() => {
  forgetReadings();
  long.flatMap(sentencesOf);
});

const pct = (n: number, d: number) => (d === 0 ? 'n/a' : `${((100 * n) / d).toFixed(1)}%`);
const of = (n: number, d: number) => `${pct(n, d)} (${n}/${d})`;
if (verbose || process.argv.includes('--misses')) for (const m of misses) console.log(m);

const meaningChanges = verbatimAll - verbatimKept + clinicianInQuote + clinicianForClient + termsBroken;
const rows: [string, string][] = [
  ['coverage (no dictation lost)', of(notLost, cases.length)],
  ['facts in the note', of(found, facts)],
  ['placement (right section)', of(placed, facts)],
  ['inventions (sentences)', `${inventions}`],
  ['meaning changes (all kinds)', `${meaningChanges} in ${casesWithMeaningChange}/${cases.length} cases`],
  ['  client words kept verbatim', of(verbatimKept, verbatimAll)],
  ['  "clinician" inside a quotation', `${clinicianInQuote}`],
  ['  "the clinician" for the client\'s I', `${clinicianForClient}`],
  ['  terms broken (CBT-I, Bipolar I…)', `${termsBroken} of ${termsAll}`],
  ['retractions kept in the note', `${retractedKept} of ${retractedAll}`],
  ['asides left out', of(asidesLeftOut, asides)],
  ['abbreviations kept', of(abbrevKept, abbrevAll)],
  ['invented quotation marks', `${quotesInvented} of ${quotesAll} quotes`],
  ['voice: first person in notes', `${firstPersonHits} sentences`],
  ['voice: fillers in notes', `${fillerHits} sentences`],
  ['risk categories exact', of(categoryRight, cases.length)],
  ['risk level exact', of(levelRight, cases.length)],
  ['risk findings exact (category, time)', of(findingsRight, findingsCases)],
  ["risk: others' risk exact", of(othersRight, othersCases)],
  ['risk actions exact', of(actionsRight, actionsCases)],
  ['risk exact (every gold part)', of(riskExact, cases.length)],
  ['risk flagged in the chat', of(flagRight, cases.length)],
  ['no-risk notes blocked', `${noRiskBlocked} of ${noRiskCases}`],
  ['quick note ≤ 8 sentences', of(quickShort, cases.length)],
  ['quick note carries the risk', of(quickRisk, quickRiskCases)],
  ['client summary without repeats', of(summaryNoRepeat, cases.length)],
  ['reflection differs from the note', of(reflectionDiffers, cases.length)],
  [`note from ${longWords}-word account`, `median ${times[4]!.toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms (9 runs; note + risk screen)`],
  ['baseline: sentences only', `median ${bare[4]!.toFixed(1)} ms`],
];
const width = Math.max(...rows.map(([k]) => k.length)) + 2;
console.log(
  `\nNote evaluation — ${cases.length} dictated accounts, ${cases.reduce((n, c) => n + c.turns.length, 0)} messages, ${cases.reduce((n, c) => n + c.turns.join(' ').split(/\s+/).length, 0)} words, ${facts} gold facts`,
);
for (const [k, v] of rows) console.log(`  ${k.padEnd(width)}${v}`);
