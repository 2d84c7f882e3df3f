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
const nlp = () => (instance ??= (require('wink-nlp') as typeof winkNLP)(require('wink-eng-lite-web-model') as typeof model));

/** The sentences of dictated text: abbreviation-aware, also split at line breaks. */
export function sentencesOf(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split(/\n+/)) {
    const trimmed = line.replace(/\s+/g, ' ').trim();
    if (!trimmed) continue;
    for (const sentence of nlp().readDoc(trimmed).sentences().out()) {
      // wink reads "where was I. Oh…" as an initial; a pronoun before a full stop ends the sentence.
      for (const part of sentence.split(/(?<=\s(?:I|me|it|him|her|them|us)\.)\s+(?=[A-Z])/)) if (part.trim()) out.push(part.trim());
    }
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
export function tokensOf(text: string): Token[] {
  const doc = nlp().readDoc(text);
  const its = nlp().its;
  const values = doc.tokens().out();
  /* eslint-disable @typescript-eslint/unbound-method -- wink-nlp's its.* are plain functions passed by reference */
  const pos = doc.tokens().out(its.pos);
  const spaces = doc.tokens().out(its.precedingSpaces);
  /* eslint-enable @typescript-eslint/unbound-method */
  return values.map((value, i) => ({ value, pos: pos[i] as string, space: spaces[i] as string }));
}
