import { useCallback, useRef } from 'react';

/**
 * An Idempotency-Key per thing being created: sending the same body again (a retry after a lost
 * answer, a second click) reuses the last key, so the server creates it once; a changed body is a
 * new create with a new key.
 */
export function useRepeatKey(): (body: unknown) => string {
  const last = useRef<{ body: string; key: string } | null>(null);
  return useCallback((body: unknown) => {
    const text = JSON.stringify(body);
    if (last.current?.body !== text) last.current = { body: text, key: crypto.randomUUID() };
    return last.current.key;
  }, []);
}
