/** Spec 2.7: the paths on which the assistant panel may start a session. */
const assistantPaths = ['/therapist-panel', '/assistant', '/ai-assistant', '/dashboard'];

export function isAssistantPath(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return assistantPaths.includes(path) || path === '/conversations' || path.startsWith('/conversations/');
}

export interface SessionStartFacts {
  pathname: string;
  /** The signed-in user's id; null while unknown. */
  userId: string | null;
  /** Whether the user's role may use the assistant at all. */
  mayUse: boolean;
  sessionId: string | null;
  /** A creation is already running (another panel, or this one). */
  creating: boolean;
  /** An earlier creation failed in this page's life: never retried automatically (spec 4). */
  failed: boolean;
}

/** Spec 4: a new session is created when none exists, on assistant routes, once the user is known. */
export function shouldCreateSession(f: SessionStartFacts): boolean {
  return !!f.userId && f.mayUse && !f.sessionId && !f.creating && !f.failed && isAssistantPath(f.pathname);
}

/** Spec 4: switching or starting a conversation finalizes the previous one (when there was one). */
export function sessionToFinalize(previous: string | null, next: string | null): string | null {
  return previous && previous !== next ? previous : null;
}

/** What the session key in session storage holds: the id and whose it is, so a new sign-in never reuses it. */
export interface StoredSession {
  session_id: string;
  user_id: string;
}

export function parseStoredSession(raw: string | null): StoredSession | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredSession> | null;
    return typeof value?.session_id === 'string' && typeof value.user_id === 'string' ? { session_id: value.session_id, user_id: value.user_id } : null;
  } catch {
    return null;
  }
}

/** The stored session id, restored only for the user it was created for. */
export function restoredSessionId(stored: StoredSession | null, userId: string | null): string | null {
  return stored && userId && stored.user_id === userId ? stored.session_id : null;
}
