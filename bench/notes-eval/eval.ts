/**
 * The team's evaluation of the built-in assistant on dictated session accounts (cases/*.json):
 * each case goes through the real conversation flow (the engine and the risk guard that every
 * reply passes), then the clinician asks for the note. Prints coverage, placement, inventions,
 * risk category and level accuracy, voice, and the time for a 2,000-word account.
 *
 *   npm run eval:notes            # summary
 *   npm run eval:notes -- --verbose   # every miss
 */
import { readdirSync, readFileSync } from 'node:fs';
import type { clinicalSubtypes } from '@tend/contracts/assistant.contract';
import { type NotePrefs } from '@tend/contracts/assistant.contract';
import { BuiltinEngine } from '../../apps/server/src/ai/builtin/builtin-engine';
import { documentFromAccount } from '../../apps/server/src/ai/builtin/documents-from-account';
import { sentencesOf } from '../../apps/server/src/ai/clinical/nlp';
import { screenRisk } from '../../apps/server/src/ai/clinical/risk/screen';
import { contentWords, saidWords, unsaid } from '../../apps/server/src/ai/clinical/provenance';
import type { AssistantData, EngineInput } from '../../apps/server/src/ai/engine';
import { guardReply } from '../../apps/server/src/ai/risk-guard';

interface Case {
  id: string;
  about: string;
  format: 'soap' | 'dap' | 'birp' | 'girp' | 'intake';
  turns: string[];
  facts: { text: string; section: string; also?: string[] }[];
  left_out: string[];
  risk: { categories: string[]; level: string; clinician_level: string | null };
}

const verbose = process.argv.includes('--verbose');
const dir = new URL('./cases/', import.meta.url);
const cases: Case[] = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => JSON.parse(readFileSync(new URL(f, dir), 'utf8')) as Case);

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

/** Offline: the eval asks no data questions. */
const noData: AssistantData = { pendingNotes: async () => [], appointmentsBetween: async () => [], recentClients: async () => [], clientNames: async () => [] };

const tokens = contentWords;

const firstPerson = /\b(?:I|I'm|I've|I'll|I'd|me|my|mine|myself|we|we're|we've|we'll|We|We're|We've|We'll|our|Our|ours|us)\b/;
const filler = /\b(?:um+|uh+|uhm+|erm|you know|I mean|so yeah)\b|(?:^|,\s)like,/i;
/** Quoted words are the client's; "bipolar I" is a diagnosis, not the clinician. */
const outsideQuotes = (s: string) => s.replace(/“[^”]*”|"[^"]*"/g, ' ').replace(/\b(?:bipolar|type|phase|stage|class|level|part|grade) I\b/gi, ' ');

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

async function runCase(c: Case) {
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
  const screen = screenRisk(c.turns.flatMap(sentencesOf));
  return { c, lostTurns, flagged, content, lines, screen };
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
const misses: string[] = [];

for (const r of results) {
  const { c } = r;
  if (r.lostTurns === 0 && r.content) notLost += 1;
  else misses.push(`${c.id}: LOST ${r.lostTurns} turn(s)${r.content ? '' : ', no note'}`);
  const source = saidWords(c.turns);
  for (const f of c.facts) {
    facts += 1;
    const want = tokens(f.text);
    const hits = r.lines.filter((l) => {
      const have = new Set(tokens(l.text));
      return want.every((w) => have.has(w));
    });
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
    const want = tokens(a);
    if (!r.lines.some((l) => want.every((w) => new Set(tokens(l.text)).has(w)))) asidesLeftOut += 1;
    else misses.push(`${c.id}: ASIDE KEPT "${a}"`);
  }
  const cats = [...r.screen.categories].sort().join(',');
  const gold = [...c.risk.categories].sort().join(',');
  if (cats === gold) categoryRight += 1;
  else misses.push(`${c.id}: RISK categories ${cats || '-'} (want ${gold || '-'})`);
  if (r.screen.level === c.risk.level) levelRight += 1;
  else misses.push(`${c.id}: RISK level ${r.screen.level} (want ${c.risk.level})`);
  if (r.flagged === c.risk.categories.length > 0) flagRight += 1;
  else misses.push(`${c.id}: RISK flag in the chat ${r.flagged} (want ${c.risk.categories.length > 0})`);
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
const times = timed(() => {
  documentFromAccount('soap_note', long, 'soap_note');
  screenRisk(long.flatMap(sentencesOf));
});
// The bare baseline in the same run: only reading the account into sentences (wink-nlp).
const bare = timed(() => long.flatMap(sentencesOf));

const pct = (n: number, d: number) => `${((100 * n) / Math.max(1, d)).toFixed(1)}%`;
if (verbose || process.argv.includes('--misses')) for (const m of misses) console.log(m);
console.log(`
Note evaluation — ${cases.length} dictated accounts, ${cases.reduce((n, c) => n + c.turns.length, 0)} messages, ${facts} gold facts
  coverage (no dictation lost)    ${pct(notLost, cases.length)} (${notLost}/${cases.length})
  facts in the note               ${pct(found, facts)} (${found}/${facts})
  placement (right section)       ${pct(placed, facts)} (${placed}/${facts})
  inventions (sentences)          ${inventions}
  risk categories exact           ${pct(categoryRight, cases.length)} (${categoryRight}/${cases.length})
  risk level exact                ${pct(levelRight, cases.length)} (${levelRight}/${cases.length})
  risk flagged in the chat        ${pct(flagRight, cases.length)} (${flagRight}/${cases.length})
  voice: first person in notes    ${firstPersonHits} sentences
  voice: fillers in notes         ${fillerHits} sentences
  asides left out                 ${pct(asidesLeftOut, asides)} (${asidesLeftOut}/${asides})
  note from ${longWords}-word account  median ${times[4]!.toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms (9 runs; note + risk screen)
  baseline: sentences only       median ${bare[4]!.toFixed(1)} ms`);
