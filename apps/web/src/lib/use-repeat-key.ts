import { useCallback, useMemo, useRef } from 'react';

/**
 * An Idempotency-Key per thing being created: sending the same body again before an answer came
 * (a retry after a lost answer, a second click) reuses the last key, so the server creates it once.
 * A changed body, or anything sent after `answered()`, is a new create with a new key.
 */
export function useRepeatKey(): { keyFor: (body: unknown) => string; answered: () => void } {
  const last = useRef<{ body: string; key: string } | null>(null);
  const keyFor = useCallback((body: unknown) => {
    const text = JSON.stringify(body);
    if (last.current?.body !== text) last.current = { body: text, key: crypto.randomUUID() };
    return last.current.key;
  }, []);
  const answered = useCallback(() => {
    last.current = null;
  }, []);
  return useMemo(() => ({ keyFor, answered }), [keyFor, answered]);
}
