import { useNoteSettings } from '@/lib/note-settings/use-note-settings';

/** Spec 4: note mode on/off, in session storage, shared live with every assistant panel. */
export function useNoteMode(): [boolean, (on: boolean) => void] {
  const [settings, save] = useNoteSettings();
  return [settings.noteMode, (on) => save({ noteMode: on })];
}
