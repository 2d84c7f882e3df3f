import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/lib/api-error';
import { acceptSignIn } from '@/lib/session/sign-in';
import { readSession, writeSession } from '@/lib/storage-keys';
import { conversationKeys } from '@/features/conversations';
import { createConversation } from '../api/create-conversation';
import { demoLoginAsTherapist } from '../api/demo-login';
import { finalizeSession } from '../api/finalize-session';
import { completionStatsQueryOptions } from '../api/get-completion-stats';
import { parseStoredSession, restoredSessionId, sessionToFinalize } from '../logic/session-rules';

/** Session storage: the assistant's current conversation, as { session_id, user_id }. */
export const sessionStorageKey = 'assistant_session';

/** Spec 8, word for word. */
export const sessionTexts = {
  startFailed: 'Failed to start session. Please try again.',
  newFailed: 'Failed to start a new conversation. Please try refreshing the page.',
  demoLoginNeeded: 'Please use Demo Login before starting a conversation.',
} as const;

export interface SessionSnapshot {
  /** Whose session this is; the store follows the signed-in user. */
  userId: string | null;
  sessionId: string | null;
  creating: boolean;
  /** An automatic creation failed: spec 4 says it is not retried (no loop). */
  failed: boolean;
  error: string | null;
}

/**
 * One store for every mounted panel (page, dashboard, sidebar) so they share one conversation
 * and one creation at a time.
 */
let snapshot: SessionSnapshot = { userId: null, sessionId: null, creating: false, failed: false, error: null };
let inFlight: Promise<string | null> | null = null;
const listeners = new Set<() => void>();

function update(next: Partial<SessionSnapshot>): void {
  snapshot = { ...snapshot, ...next };
  for (const listener of listeners) listener();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const getSessionSnapshot = (): SessionSnapshot => snapshot;

/** Follows the signed-in user: restores their stored session id (spec 4), forgets anyone else's. */
export function bindSessionUser(userId: string | null): void {
  if (snapshot.userId === userId) return;
  update({ userId, sessionId: restoredSessionId(parseStoredSession(readSession(sessionStorageKey)), userId), creating: false, failed: false, error: null });
}

/** The conversation lists (the conversations feature's queries) show titles and last activity. */
export function refreshConversationLists(queryClient: QueryClient): void {
  for (const queryKey of [conversationKeys.recents(), conversationKeys.searches()]) void queryClient.invalidateQueries({ queryKey });
}

/** The server's finalize job usually titles the conversation within a few seconds of being queued. */
const titleSettleMs = 3000;

/** Spec 4: in the background, 120 s; a failure is only logged. */
function finalizeInBackground(sessionId: string, queryClient: QueryClient): void {
  finalizeSession(sessionId)
    .then(() => {
      const refresh = () => {
        refreshConversationLists(queryClient);
        void queryClient.invalidateQueries({ queryKey: completionStatsQueryOptions.queryKey });
      };
      refresh();
      setTimeout(refresh, titleSettleMs);
    })
    .catch((error: unknown) => console.warn('finalize-session failed', error));
}

function adopt(sessionId: string, userId: string | null, queryClient: QueryClient): void {
  const previous = snapshot.userId === userId ? snapshot.sessionId : null;
  if (userId) writeSession(sessionStorageKey, JSON.stringify({ session_id: sessionId, user_id: userId }));
  update({ userId, sessionId, error: null });
  const finished = sessionToFinalize(previous, sessionId);
  if (finished) finalizeInBackground(finished, queryClient);
}

/** Opens an existing conversation; the one left is finalized. */
export function switchSession(sessionId: string, queryClient: QueryClient): void {
  if (snapshot.sessionId !== sessionId) adopt(sessionId, snapshot.userId, queryClient);
}

/** The stored conversation is gone (404): forget it so a new one can start. */
export function forgetSession(sessionId: string): void {
  if (snapshot.sessionId !== sessionId) return;
  writeSession(sessionStorageKey, null);
  update({ sessionId: null });
}

class DemoLoginNeeded extends Error {}

/** Spec 8: not signed in → one demo sign-in, then one more try. Answers the session and whose it is. */
async function createWithDemoFallback(queryClient: QueryClient): Promise<{ sessionId: string; userId: string | null }> {
  try {
    return { sessionId: await createConversation(), userId: snapshot.userId };
  } catch (error) {
    if (!isApiError(error) || error.status !== 401) throw error;
    let userId: string;
    try {
      const answer = await demoLoginAsTherapist();
      await acceptSignIn(queryClient, answer);
      userId = answer.user.uuid;
    } catch {
      throw new DemoLoginNeeded();
    }
    return { sessionId: await createConversation(), userId };
  }
}

export type StartReason = 'auto' | 'new' | 'recover';

/**
 * Creates a conversation and makes it current (finalizing the one before). Never two at once;
 * an automatic start after a failed one is refused here too. Answers null on failure, with the
 * spec's text in the snapshot's error.
 */
export function startSession(reason: StartReason, queryClient: QueryClient): Promise<string | null> {
  if (inFlight) return inFlight;
  if (reason !== 'new' && snapshot.failed) return Promise.resolve(null);
  update({ creating: true, error: null });
  inFlight = (async () => {
    try {
      const created = await createWithDemoFallback(queryClient);
      adopt(created.sessionId, created.userId, queryClient);
      refreshConversationLists(queryClient);
      return created.sessionId;
    } catch (error) {
      console.warn('conversation start failed', error);
      const text = error instanceof DemoLoginNeeded ? sessionTexts.demoLoginNeeded : reason === 'new' ? sessionTexts.newFailed : sessionTexts.startFailed;
      update({ failed: true, error: text });
      return null;
    } finally {
      inFlight = null;
      update({ creating: false });
    }
  })();
  return inFlight;
}

/** For tests: back to a fresh page. */
export function resetSessionStore(): void {
  snapshot = { userId: null, sessionId: null, creating: false, failed: false, error: null };
  inFlight = null;
  for (const listener of listeners) listener();
}
