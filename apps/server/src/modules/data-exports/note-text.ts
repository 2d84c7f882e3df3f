import { instantInZone } from '../notes/exports/note-signature';

/** The record of a note as its PDF export has it: the note, then each addendum with its author and time. */
export function noteWithAddenda(content: string, addenda: { text: string; createdAt: Date; authorName: string }[], timeZone: string): string {
  return [content, ...addenda.map((a) => `## Addendum — ${a.authorName}, ${instantInZone(a.createdAt, timeZone)}\n${a.text}`)].join('\n\n');
}

/** Groups addenda rows by their note. */
export function byNote<T extends { noteId: string }>(rows: T[]): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const row of rows) map.set(row.noteId, [...(map.get(row.noteId) ?? []), row]);
  return map;
}
