import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { NoteDetail } from '@tend/contracts/notes.contract';
import { isApiError } from '@/lib/api-error';
import { noteKeys } from './keys';
import { updateNote } from './update-note';

export type SaveState =
  | { status: 'idle' }
  | { status: 'saving' }
  | { status: 'saved'; at: Date }
  /** `locked`: the note was signed meanwhile, so another try cannot succeed. */
  | { status: 'error'; message: string; locked: boolean };

/** Saves after this long without typing (and at once when a field loses focus). */
export const autosaveDelayMs = 800;

export interface DraftAutosave {
  content: string;
  state: SaveState;
  /** Whether the text on screen differs from the text last saved. */
  dirty: boolean;
  change(next: string): void;
  /** Saves now, if anything is unsaved (on blur, before signing, on Retry); true when all is saved. */
  flush(): Promise<boolean>;
}

function failure(error: unknown): SaveState {
  if (isApiError(error) && error.status === 409) return { status: 'error', message: error.message, locked: true };
  return { status: 'error', message: isApiError(error) ? error.message : 'No connection', locked: false };
}

/**
 * The note page's autosave. The text on screen is never replaced by an answer or lost to a
 * failure: it stays in the field and the next change or a retry sends it again. One save at a
 * time, always the newest text, so answers cannot arrive out of order.
 */
export function useDraftAutosave(note: NoteDetail, save = updateNote): DraftAutosave {
  const queryClient = useQueryClient();
  const [content, setContent] = useState(note.note_content);
  const [state, setState] = useState<SaveState>({ status: 'idle' });
  // The last text the server has (a ref for the saving code, state for what the page shows).
  const [savedText, setSavedText] = useState(note.note_content);
  const latest = useRef(note.note_content);
  const saved = useRef(note.note_content);
  const inFlight = useRef<Promise<void> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const flush = useCallback((): Promise<boolean> => {
    const run = async (): Promise<boolean> => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = null;
      // A save already under way: send what is newest once it is done.
      if (inFlight.current) {
        await inFlight.current;
        return run();
      }
      const sending = latest.current;
      if (sending === saved.current) return true;
      setState({ status: 'saving' });
      inFlight.current = save(note.id, sending)
        .then((detail) => {
          saved.current = sending;
          setSavedText(sending);
          // The provenance on screen follows the saved text; the text in the fields stays the user's.
          queryClient.setQueryData(noteKeys.detail(note.id), detail);
          if (latest.current === sending) setState({ status: 'saved', at: new Date() });
        })
        .catch((error: unknown) => setState(failure(error)))
        .finally(() => {
          inFlight.current = null;
        });
      await inFlight.current;
      // Typed while it was saving: that text is due too (unless the save failed — then it waits for a retry).
      if (saved.current === sending && latest.current !== sending && !timer.current) timer.current = setTimeout(() => void run(), autosaveDelayMs);
      return latest.current === saved.current;
    };
    return run();
  }, [note.id, queryClient, save]);

  const change = useCallback(
    (next: string) => {
      latest.current = next;
      setContent(next);
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), autosaveDelayMs);
    },
    [flush],
  );

  const dirty = content !== savedText || state.status === 'saving';
  // Leaving the page with unsaved text: save it, and let the browser ask before closing the tab.
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (latest.current !== saved.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => {
      window.removeEventListener('beforeunload', warn);
      void flush();
    };
  }, [flush]);

  return { content, state, dirty, change, flush };
}
