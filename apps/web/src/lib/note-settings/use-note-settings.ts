import { useSyncExternalStore } from 'react';
import { readNoteSettings, subscribeNoteSettings, writeNoteSettings, type NoteSettings } from './note-settings-store';

/** Note mode, note types and the chosen patient, shared by every panel and kept in session storage. */
export function useNoteSettings(): [NoteSettings, (next: Partial<NoteSettings>) => void] {
  const settings = useSyncExternalStore(subscribeNoteSettings, readNoteSettings, readNoteSettings);
  return [settings, writeNoteSettings];
}
