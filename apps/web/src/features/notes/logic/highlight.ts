export interface Segment {
  text: string;
  /** The clinician's own words from the conversation. */
  own: boolean;
}

/**
 * Splits the note text into runs, marking every occurrence of the clinician's sentences
 * (longest first, so a sentence inside a longer one does not split it).
 */
export function highlightSegments(text: string, sentences: readonly string[]): Segment[] {
  const wanted = [...new Set(sentences.map((s) => s.trim()).filter((s) => s.length > 0))].sort((a, b) => b.length - a.length);
  const marks = new Array<boolean>(text.length).fill(false);
  for (const sentence of wanted) {
    let from = 0;
    for (;;) {
      const at = text.indexOf(sentence, from);
      if (at < 0) break;
      for (let i = at; i < at + sentence.length; i++) marks[i] = true;
      from = at + sentence.length;
    }
  }
  const segments: Segment[] = [];
  for (let i = 0; i < text.length; i++) {
    const last = segments.at(-1);
    if (last && last.own === marks[i]) last.text += text[i];
    else segments.push({ text: text[i]!, own: marks[i]! });
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
