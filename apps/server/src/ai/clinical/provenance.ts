import { voiceWords } from './voice';

/**
 * Whether a note sentence traces back to the clinician's words: every content word of it was
 * said (in any tense), apart from the framing words the note's voice adds. Used for the note
 * page's highlighting and by the evaluation's invention count.
 */
const stop = new Set(
  'a an the and or but so of to in on at for with from by as is are was were be been being am do does did have has had i me my we us our you he him his she her they them their it its this that these those there here just really very then also not no yes um uh like know mean kind sort about up out over into than too can could would should will shall may might must s t d ll ve re m'.split(
    ' ',
  ),
);
const irregular: Record<string, string> = {
  thought: 'think',
  said: 'say',
  told: 'tell',
  felt: 'feel',
  did: 'do',
  went: 'go',
  saw: 'see',
  gave: 'give',
  took: 'take',
  made: 'make',
  got: 'get',
  had: 'have',
  was: 'be',
  were: 'be',
};
export const stem = (w: string) => (irregular[w] ?? w).replace(/(?:ing|ed|es|s)$/, '');

export function contentWords(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/[’']/g, "'")
      .replace(/\bcan't\b|\bcannot\b/g, 'can not')
      .replace(/\bwon't\b/g, 'will not')
      .replace(/n't\b/g, ' not')
      .replace(/'(?:s|re|ve|ll|d|m)\b/g, ' ')
      .split(/[^a-z0-9]+/)
      .filter((w) => w && !stop.has(w))
      .map(stem)
      // "knows" stems to "know", itself a word of no fact.
      .filter((w) => !stop.has(w))
  );
}

const voiceStems = new Set([...voiceWords].map(stem));

/** The note sentence's words that the clinician did not say (empty: it traces to their words). */
export function unsaid(noteSentence: string, said: Set<string>): string[] {
  return contentWords(noteSentence).filter((w) => !said.has(w) && !voiceStems.has(w));
}

export const saidWords = (texts: string[]): Set<string> => new Set(texts.flatMap(contentWords));

/**
 * What the clinician said that the note does not carry: their sentences with at least two content
 * words of which fewer than half appear anywhere in the note (a sentence the note reworded keeps
 * most of its words; an aside or a detail dropped keeps few).
 */
export function leftOutOf(saidSentences: string[], noteText: string): string[] {
  const inNote = saidWords([noteText]);
  const seen = new Set<string>();
  return saidSentences.filter((sentence) => {
    const words = [...new Set(contentWords(sentence))];
    const key = words.join(' ');
    if (words.length < 2 || seen.has(key)) return false;
    seen.add(key);
    return words.filter((w) => inNote.has(w)).length * 2 < words.length;
  });
}
