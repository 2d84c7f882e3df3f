import { sentencesOf } from './clinical/nlp';

/** Sentence splitting shared by the engines and the note review: abbreviation-aware (wink-nlp). */
export const splitSentences = (text: string): string[] => sentencesOf(text);

/** Capitalised and ending in a full stop, so quoted sentences read as written prose. */
export function asSentence(s: string): string {
  const trimmed = s.trim();
  const capitalised = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?]["”']?$/.test(capitalised) ? capitalised : `${capitalised}.`;
}

/** Markdown symbols stripped for display (spec section 5). */
export function stripMarkdown(text: string): string {
  return text
    .replace(/^#{1,6}\s+/gm, '')
    .replace(/(\*\*|__)(.*?)\1/g, '$2')
    .replace(/(\*|_)(.*?)\1/g, '$2')
    .replace(/^\s*[-*+]\s+/gm, '')
    .replace(/`([^`]*)`/g, '$1');
}

/** Text to match literally inside a RegExp (names, pseudonyms). */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
