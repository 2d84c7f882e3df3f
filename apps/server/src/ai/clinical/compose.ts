import { notDiscussed } from '@tend/contracts/note-documents.contract';
import { facetOf, labelOf } from './facets';
import type { NoteFormat } from './formats';
import { sentencesOf } from './nlp';
import {
  clausesOf,
  sentenceCorrection,
  measurements,
  quoteDirectSpeech,
  removeFillers,
  restoreMeasurements,
  retractsPrevious,
  segmentRunOn,
  selfCorrections,
  withoutAsides,
} from './utterance';
import { asSentence, inNoteVoice, sessionPartiesOf } from './voice';
import type { Facet } from './facets';

/** One sentence of a note and the clinician's words it came from. */
export interface NoteLine {
  text: string;
  source: string;
  facet: Facet;
  /** Which of the account's messages it came from. */
  message: number;
}

export interface AccountReading {
  lines: NoteLine[];
  /** Asides and retracted words, as said, for the clinician to see what was not used. */
  leftOut: { text: string; message: number }[];
}

/** Sentences, with a quotation that the sentence splitter cut in two joined again. */
function sentencesWithWholeQuotes(text: string): string[] {
  const out: string[] = [];
  for (const sentence of sentencesOf(measurements(text))) {
    const last = out.at(-1);
    const open = (s: string) => ((s.match(/"/g) ?? []).length % 2 === 1) !== (s.match(/“/g) ?? []).length > (s.match(/”/g) ?? []).length;
    if (last !== undefined && (open(last) || (last.match(/“/g) ?? []).length > (last.match(/”/g) ?? []).length)) out[out.length - 1] = `${last} ${sentence}`;
    else out.push(sentence);
  }
  return out;
}

const question =
  /^Clinician (?:also |then )?asked (?:her |him |them |the client |the couple |the family |the group )?(?:about|if|whether|how|what|when|why|who|where)\b/;
const answer =
  /^(?:She|He|They|The client|Client|[A-Z][a-z]+)\s+(?:(?:also|just|then)\s+)?(?:said|reported|denied|stated|answered|replied|endorsed|explained|described|admitted|acknowledged|shared|mentioned|estimated|rated)\b/;
const anaphor = /^(?:They|These|Those|It)\b/;
const descriptive: Facet[] = ['report', 'observation', 'response', 'history'];

/**
 * Reads the clinician's account (their narrative messages) clause by clause. Self-corrections
 * replace what they correct; asides and requests to the assistant are set apart; a question and
 * its answer stay together (in the answer's section), and "They…" stays with what it refers to.
 */
export function readAccount(messages: string[], { intake = false } = {}): AccountReading {
  const lines: NoteLine[] = [];
  const leftOut: AccountReading['leftOut'] = [];
  const seen = new Set<string>();
  const parties = sessionPartiesOf(messages.join(' '));
  messages.forEach((text, message) => {
    let previous: NoteLine[] = [];
    for (const dictated of sentencesWithWholeQuotes(text)) {
      // "Scratch that." takes back the sentence before it.
      const retract = retractsPrevious.exec(dictated);
      let sentence = dictated;
      if (retract && previous.length > 0) {
        for (const line of previous) {
          lines.splice(lines.indexOf(line), 1);
          seen.delete(line.text.toLowerCase());
        }
        leftOut.push({ text: `${previous[0]!.source} (retracted)`, message });
        sentence = dictated.slice(retract[0].length);
      }
      previous = [];
      let correctedFacet: Facet | null = null;
      // "Correction, it's her mother-in-law who does the bath times, not her husband": mend what was said before.
      const correction = sentenceCorrection(sentence);
      if (correction) {
        const from = new RegExp(`\\b${correction.from.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i');
        const mended = lines.slice(-6).filter((l) => from.test(l.text));
        if (mended.length > 0) {
          correctedFacet = mended[0]!.facet;
          for (const line of mended) {
            if (!correction.restates) {
              line.text = line.text.replace(from, correction.to);
              continue;
            }
            // The correction says it in its own words: the clause it takes back leaves the earlier sentence.
            const clauses = line.text.replace(/[.!?]$/, '').split(/,\s+(?:and\s+|but\s+)?|;\s+/);
            const kept = clauses.filter((c) => !from.test(c));
            if (kept.length === 0) lines.splice(lines.indexOf(line), 1);
            else line.text = asSentence(kept.join(', '));
          }
          leftOut.push({ text: `${correction.from} (corrected to ${correction.to})`, message });
          sentence = correction.rest;
        }
      }
      if (!sentence.trim()) continue;
      const { kept, dropped } = selfCorrections(sentence);
      leftOut.push(...dropped.map((d) => ({ text: d, message })));
      for (const piece of segmentRunOn(kept)) {
        // A section named aloud ("Plan: …") holds for the rest of the sentence.
        let named: Facet | null = null;
        for (const whole of clausesOf(removeFillers(quoteDirectSpeech(piece)))) {
          const { kept: raw, asides } = withoutAsides(whole);
          leftOut.push(...asides.map((a) => ({ text: a, message })));
          if (!raw.trim()) continue;
          const label = labelOf(raw);
          if (label) named = label.facet;
          const clause = label?.rest ?? raw;
          const voiced = restoreMeasurements(inNoteVoice(clause, parties));
          const key = voiced.toLowerCase();
          if (voiced.length < 2 || seen.has(key)) continue;
          seen.add(key);
          // The correction's own words go where the words they replace were.
          const line: NoteLine = {
            text: voiced,
            source: restoreMeasurements(sentence),
            facet: named ?? correctedFacet ?? (/^Clinician's impression\b/.test(voiced) ? 'assessment' : facetOf(clause, { intake })),
            message,
          };
          correctedFacet = null;
          const before = lines.at(-1);
          if (!named && before && before.message === message) {
            // The question goes where its answer goes; "They…" stays beside what it refers to.
            if (question.test(before.text) && answer.test(voiced)) before.facet = line.facet;
            else if (anaphor.test(voiced) && descriptive.includes(line.facet) && descriptive.includes(before.facet)) line.facet = before.facet;
          }
          lines.push(line);
          previous.push(line);
        }
      }
    }
  });
  return { lines, leftOut };
}

export type Sections = Record<string, NoteLine[]>;

/** Words of what happened outside the session: the week, home, school, work, a third person's report. */
const aboutTheWeek =
  /\b(?:this|last|all|past|the) (?:week|weekend|month|night|few days)\b|\b(?:since|every (?:morning|night|day)|at (?:home|school|work)|yesterday|lately|days? (?:ago|a week)|nights? (?:a|out of|this)|(?:mom|dad|mother|father|parents?|teacher|wife|husband|partner) (?:said|reported|says|reports))\b/i;

export function sectionsFor(format: NoteFormat, lines: NoteLine[]): Sections {
  const sections: Sections = Object.fromEntries(format.sections.map((s) => [s.key, []]));
  let intervened = false;
  for (const line of lines) {
    if (line.facet === 'intervention') intervened = true;
    // BIRP: what the client said and did once the clinician intervened is their response; their account of the week stays behaviour.
    const facet =
      format.id === 'birp' && intervened && (line.facet === 'report' || line.facet === 'observation') && !aboutTheWeek.test(line.text)
        ? 'response'
        : line.facet;
    sections[format.sectionOf[facet]]!.push(line);
  }
  return sections;
}

/** Markdown with "## Title" headings; a section nothing belongs to says so, never invents. */
export function renderSections(format: NoteFormat, sections: Record<string, string[]>): string {
  return format.sections.map((s) => `## ${s.title}\n${sections[s.key]?.length ? sections[s.key]!.join(' ') : notDiscussed}`).join('\n\n');
}

export const missingSectionTitles = (format: NoteFormat, sections: Sections): string[] =>
  format.sections.filter((s) => sections[s.key]!.length === 0).map((s) => s.title);
