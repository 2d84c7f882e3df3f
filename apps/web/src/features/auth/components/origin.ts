import { isInternalPath } from '@/lib/session/home';

/** Where the guard sent the user from (`state.from`), so sign-in can return there. */
export function originOf(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const from = (state as { from?: unknown }).from;
  return typeof from === 'string' && isInternalPath(from) ? from : null;
}
