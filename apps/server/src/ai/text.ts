import { stripMarkdown } from '@tend/contracts/text';
import { sentencesOf } from './clinical/nlp';

/** A note's prose as sentences, without headings or the "not discussed" markers. */
export function noteSentences(content: string): string[] {
  return (
    content
      .split('\n')
      .filter((line) => !line.startsWith('## '))
      // The same stripping as the note on screen (no bullet mark), so the web finds these sentences in it.
      .flatMap((line) => sentencesOf(stripMarkdown(line, { bullet: '' })))
      .filter((s) => !/^Not discussed in session\.?$/.test(s) && !/^To be recorded by the clinician/.test(s))
  );
}

/** Text to match literally inside a RegExp (names, pseudonyms). */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
