import { useSyncExternalStore } from 'react';

/** Spec 9: a new note stays highlighted in Recent Notes for 3 s. */
export const newNoteHighlightMs = 3000;

let highlighted: string | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function emit(next: string | null) {
  highlighted = next;
  for (const listener of listeners) listener();
}

/** Called by the live notifications listener when an unread note_created notification arrives. */
export function highlightNewNote(noteId: string): void {
  clearTimeout(timer);
  emit(noteId);
  timer = setTimeout(() => emit(null), newNoteHighlightMs);
}

/** The note highlighted right now, or null. */
export function currentHighlightedNote(): string | null {
  return highlighted;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The id of the note to highlight in the sidebar's Recent Notes, for 3 s after it arrived; else null. */
export function useHighlightedNote(): string | null {
  return useSyncExternalStore(subscribe, currentHighlightedNote, () => null);
}

export interface RecentNoteLike {
  id: string;
  title: string;
  date: string;
}

/** Spec 4: the new note goes to the front of Recent Notes, keeping the first 2 older ones. */
export function withNewNote<T extends RecentNoteLike>(recent: readonly T[] | undefined, note: T): T[] {
  return [note, ...(recent ?? []).filter((item) => item.id !== note.id).slice(0, 2)];
}
