import type { ProvenanceKind } from '@tend/contracts/notes.contract';

export interface Segment {
  text: string;
  /** Where the run comes from, when it is one of the marked sentences; null for the rest. */
  kind: ProvenanceKind | null;
}

/**
 * Splits the text into runs, marking every occurrence of the given sentences with their kind
 * (longest first, so a sentence inside a longer one does not split it).
 */
export function highlightSegments(text: string, sentences: readonly { text: string; kind: ProvenanceKind }[]): Segment[] {
  const wanted = [...new Map(sentences.map((s) => [s.text.trim(), s.kind])).entries()].filter(([t]) => t.length > 0).sort(([a], [b]) => b.length - a.length);
  const marks = new Array<ProvenanceKind | null>(text.length).fill(null);
  for (const [sentence, kind] of wanted) {
    let from = 0;
    for (;;) {
      const at = text.indexOf(sentence, from);
      if (at < 0) break;
      for (let i = at; i < at + sentence.length; i++) marks[i] ??= kind;
      from = at + sentence.length;
    }
  }
  const segments: Segment[] = [];
  for (let i = 0; i < text.length; i++) {
    const last = segments.at(-1);
    if (last && last.kind === marks[i]) last.text += text[i];
    else segments.push({ text: text[i]!, kind: marks[i]! });
  }
  return segments;
}

/** Spec 4/5: unsigned notes first, then newest first (the server orders the same way; this keeps a page stable). */
export function unsignedFirst<T extends { status: string; created_at: string }>(notes: readonly T[]): T[] {
  return [...notes].sort((a, b) => {
    const rank = (n: T) => (n.status === 'approved' ? 1 : 0);
    return rank(a) - rank(b) || b.created_at.localeCompare(a.created_at);
  });
}
