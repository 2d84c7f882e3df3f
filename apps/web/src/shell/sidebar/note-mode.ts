import { useState } from 'react';
import { readSession, sessionKeys, writeSession } from '../../lib/storage-keys';

/** Spec 4: note mode on/off persists in session storage. */
export function useNoteMode(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(() => readSession(sessionKeys.noteMode) === 'true');
  return [
    on,
    (next: boolean) => {
      writeSession(sessionKeys.noteMode, String(next));
      setOn(next);
    },
  ];
}
