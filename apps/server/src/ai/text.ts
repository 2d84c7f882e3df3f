import { sentencesOf } from './clinical/nlp';

/** Markdown symbols stripped for display (spec section 5). */
export function stripMarkdown(text: string): string {
  return text
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/(\*\*|__)(.*?)\1/g, '$2')
    .replace(/(\*|_)(.*?)\1/g, '$2')
    .replace(/^\s*[-*+]\s+/gm, '')
    .replace(/`([^`]*)`/g, '$1');
}

/** A note's prose as sentences, without headings or the "not discussed" markers. */
export function noteSentences(content: string): string[] {
  return content
    .split('\n')
    .filter((line) => !line.startsWith('## '))
    .flatMap((line) => sentencesOf(stripMarkdown(line)))
    .filter((s) => !/^Not discussed in session\.?$/.test(s) && !/^To be recorded by the clinician/.test(s));
}

/** Text to match literally inside a RegExp (names, pseudonyms). */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
