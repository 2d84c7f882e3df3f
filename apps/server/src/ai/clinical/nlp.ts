import { createRequire } from 'node:module';
import type winkNLP from 'wink-nlp';
import type model from 'wink-eng-lite-web-model';

/**
 * wink-nlp with its packaged English model (no download): sentence boundaries that survive
 * "Dr.", "St.", "approx." and decimals. Loaded once, on first use (~70 ms) — required then, not
 * imported, so a server that has not written a note yet does not hold the model (~20 MB).
 */
const require = createRequire(import.meta.url);
let instance: ReturnType<typeof winkNLP> | null = null;
// Only the annotations read here: sentence boundaries and parts of speech (wink's POS tagger uses no
// other annotation). Named entities, negation and sentiment were a third of every reading, unused.
const nlp = () => (instance ??= (require('wink-nlp') as typeof winkNLP)(require('wink-eng-lite-web-model') as typeof model, ['sbd', 'pos']));

/**
 * The last few thousand readings, by text. One account is read more than once while a note is
 * written (the note, its risk screen, the quick note, the summary each split the same turns and
 * tag the same clauses); reading a text with wink is most of the engine's time, so a repeated
 * text is read once. Bounded, oldest first out; entries are frozen so no caller can change another's.
 */
const memos: Map<string, unknown>[] = [];
function memo<T>(read: (text: string) => T, size = 4000): (text: string) => T {
  const seen = new Map<string, T>();
  memos.push(seen);
  return (text) => {
    const hit = seen.get(text);
    if (hit !== undefined) return hit;
    const value = read(text);
    if (seen.size >= size) seen.delete(seen.keys().next().value!);
    seen.set(text, value);
    return value;
  };
}

/** Forget every reading: the benchmark times a text the engine has not read before (bench/notes-eval). */
export function forgetReadings(): void {
  for (const seen of memos) seen.clear();
}

const sentencesOfLine = memo((line: string): readonly string[] => {
  const out: string[] = [];
  for (const sentence of nlp().readDoc(line).sentences().out()) {
    // wink reads "where was I. Oh…" as an initial; a pronoun before a full stop ends the sentence.
    for (const part of sentence.split(/(?<=\s(?:I|me|it|him|her|them|us)\.)\s+(?=[A-Z])/)) if (part.trim()) out.push(part.trim());
  }
  return Object.freeze(out);
});

/** The sentences of dictated text: abbreviation-aware, also split at line breaks. */
export function sentencesOf(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split(/\n+/)) {
    const trimmed = line.replace(/\s+/g, ' ').trim();
    if (trimmed) out.push(...sentencesOfLine(trimmed));
  }
  return out;
}

export interface Token {
  value: string;
  pos: string;
  /** Spaces before the token in the text. */
  space: string;
}

/** Tokens with their part of speech (Universal POS tags), to tell "I asked" from "bipolar I". */
export const tokensOf: (text: string) => readonly Readonly<Token>[] = memo((text) => {
  const doc = nlp().readDoc(text);
  const its = nlp().its;
  const values = doc.tokens().out();
  /* eslint-disable @typescript-eslint/unbound-method -- wink-nlp's its.* are plain functions passed by reference */
  const pos = doc.tokens().out(its.pos);
  const spaces = doc.tokens().out(its.precedingSpaces);
  /* eslint-enable @typescript-eslint/unbound-method */
  return Object.freeze(values.map((value, i) => Object.freeze({ value, pos: pos[i] as string, space: spaces[i] as string })));
});
