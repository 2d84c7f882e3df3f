import { useSyncExternalStore } from 'react';
import type { RespondResponse } from '@tend/contracts/assistant.contract';
import { notePatient } from '../logic/answer';

/** A note the engine drafted with a reply, shown inline with copy, download and approve. */
export interface NoteDraft {
  content: string;
  documentType: RespondResponse['document_type'];
  patient: string | null;
  /** The conversation it was written in. */
  sessionId: string | null;
  /** The saved draft's id: from the answer, or from the SOAP job's complete event (spec 3). */
  noteId: string | null;
}

/**
 * Kept in memory only, by assistant message id: the stored messages do not carry the draft,
 * and clinical text has no place in browser storage.
 */
const drafts = new Map<string, NoteDraft>();
/** A saved note whose complete event came before its answer: taken by the next draft of that conversation. */
const unclaimed = new Map<string, { noteId: string; content: string | null }>();
const listeners = new Set<() => void>();
let version = 0;

function changed() {
  version += 1;
  for (const listener of listeners) listener();
}

export function rememberDraft(messageId: string, answer: RespondResponse, sessionId: string | null = null): void {
  if (!answer.note_content) return;
  const saved = !answer.note_id && sessionId ? unclaimed.get(sessionId) : undefined;
  if (saved && sessionId) unclaimed.delete(sessionId);
  drafts.set(messageId, {
    content: saved?.content || answer.note_content,
    documentType: answer.document_type,
    patient: notePatient(answer),
    sessionId,
    noteId: answer.note_id ?? saved?.noteId ?? null,
  });
  changed();
}

export function draftFor(messageId: string): NoteDraft | undefined {
  return drafts.get(messageId);
}

/**
 * The note job of a conversation finished (soap_progress complete): the newest draft of that
 * conversation still without an id is the one it saved; when the answer has not arrived yet, the
 * next draft of the conversation takes it. A request repeated for the same visit saves into the
 * same note again (one draft per visit and kind), so the newest draft already holding this id means
 * this save's answer is still coming. Returns whether a draft took the id now.
 */
export function attachSavedNote(sessionId: string, noteId: string, content: string | null): boolean {
  const list = [...drafts.entries()].reverse().filter(([, d]) => d.sessionId === sessionId);
  const found = list[0]?.[1].noteId === noteId ? undefined : list.find(([, d]) => !d.noteId);
  if (!found) {
    unclaimed.set(sessionId, { noteId, content });
    return false;
  }
  const [messageId, draft] = found;
  drafts.set(messageId, { ...draft, noteId, content: content || draft.content });
  changed();
  return true;
}

/** Re-renders when a draft is added or gets its saved id. */
export function useDraftsVersion(): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => version,
  );
}

/** Tests only. */
export function clearDrafts(): void {
  drafts.clear();
  unclaimed.clear();
  changed();
}
