import { notDiscussed } from '@tend/contracts/note-documents.contract';
import { facetOf, labelOf } from './facets';
import type { NoteFormat } from './formats';
import { sentencesOf } from './nlp';
import { clausesOf, removeFillers, retractions, withoutAsides } from './utterance';
import { inNoteVoice } from './voice';
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

/** Reads the clinician's account (their narrative messages) clause by clause. */
export function readAccount(messages: string[], { intake = false } = {}): AccountReading {
  const lines: NoteLine[] = [];
  const leftOut: AccountReading['leftOut'] = [];
  const seen = new Set<string>();
  messages.forEach((text, message) => {
    for (const sentence of sentencesOf(text)) {
      const { kept, dropped } = retractions(sentence);
      leftOut.push(...dropped.map((d) => ({ text: d, message })));
      // A section named aloud ("Plan: …") holds for the rest of the sentence.
      let named: Facet | null = null;
      for (const whole of clausesOf(removeFillers(kept))) {
        const { kept: raw, asides } = withoutAsides(whole);
        leftOut.push(...asides.map((a) => ({ text: a, message })));
        if (!raw.trim()) continue;
        const label = labelOf(raw);
        if (label) named = label.facet;
        const clause = label?.rest ?? raw;
        const voiced = inNoteVoice(clause);
        const key = voiced.toLowerCase();
        if (voiced.length < 2 || seen.has(key)) continue;
        seen.add(key);
        lines.push({ text: voiced, source: sentence, facet: named ?? facetOf(clause, { intake }), message });
      }
    }
  });
  return { lines, leftOut };
}

export type Sections = Record<string, NoteLine[]>;

export function sectionsFor(format: NoteFormat, lines: NoteLine[]): Sections {
  const sections: Sections = Object.fromEntries(format.sections.map((s) => [s.key, []]));
  let intervened = false;
  for (const line of lines) {
    if (line.facet === 'intervention') intervened = true;
    // BIRP: what the client said and did once the clinician intervened is their response.
    const facet = format.id === 'birp' && intervened && (line.facet === 'report' || line.facet === 'observation') ? 'response' : line.facet;
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
