import { readSession, sessionKeys, writeSession } from '../storage-keys';
import { parseNoteTypes, type NoteTypes } from './note-prefs';

/** Session storage keys of this feature (spec 4: note mode and note types persist in session storage). */
export const noteStorageKeys = {
  /** Shared with the sidebar's Note Mode toggle: 'true' or 'false'. */
  noteMode: sessionKeys.noteMode,
  noteTypes: 'noteTypes',
  patientId: 'assistant_patient_id',
} as const;

/**
 * Fired on window when note mode or the note types change, so every panel and the sidebar
 * toggle agree without a reload.
 */
export const noteSettingsChangedEvent = 'tend:note-settings-changed';

export interface NoteSettings {
  noteMode: boolean;
  noteTypes: NoteTypes;
  patientId: string | null;
}

let cachedRaw: string | null = null;
let cached: NoteSettings | null = null;

/** A stable snapshot that changes only when what is stored changes. */
export function readNoteSettings(): NoteSettings {
  const mode = readSession(noteStorageKeys.noteMode);
  const types = readSession(noteStorageKeys.noteTypes);
  const patient = readSession(noteStorageKeys.patientId);
  const raw = JSON.stringify([mode, types, patient]);
  if (cached && raw === cachedRaw) return cached;
  cachedRaw = raw;
  cached = { noteMode: mode === 'true', noteTypes: parseNoteTypes(types), patientId: patient || null };
  return cached;
}

export function subscribeNoteSettings(listener: () => void): () => void {
  window.addEventListener(noteSettingsChangedEvent, listener);
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(noteSettingsChangedEvent, listener);
    window.removeEventListener('storage', listener);
  };
}

export function writeNoteSettings(next: Partial<NoteSettings>): void {
  if (next.noteMode !== undefined) writeSession(noteStorageKeys.noteMode, String(next.noteMode));
  if (next.noteTypes !== undefined) writeSession(noteStorageKeys.noteTypes, JSON.stringify(next.noteTypes));
  if (next.patientId !== undefined) writeSession(noteStorageKeys.patientId, next.patientId);
  window.dispatchEvent(new Event(noteSettingsChangedEvent));
}
