import { useCallback, useEffect, useRef, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { can } from '@tend/contracts/permissions';
import type { User } from '@tend/contracts/users.contract';
import { shouldCreateSession } from '../logic/session-rules';
import { bindSessionUser, getSessionSnapshot, startSession, subscribeSession, switchSession } from './session-store';

export interface AssistantSession {
  sessionId: string | null;
  creating: boolean;
  error: string | null;
  /** The role may use the assistant (a dev may open /therapist-panel but has no assistant). */
  mayUse: boolean;
  /** Starts a new conversation on the user's request; answers its id, or null (the error says why). */
  startNew(): Promise<string | null>;
  /** The engine said the conversation is gone: one new one (spec: a failed creation is never retried). */
  recover: () => Promise<string | null>;
}

/**
 * Spec 4, session rules: restore the stored id; create one on assistant routes when none and the
 * user is known; never retry a failed creation; opening another conversation finalizes the last.
 */
export function useAssistantSession(user: User | null, pathname: string, conversationId?: string): AssistantSession {
  const queryClient = useQueryClient();
  const snapshot = useSyncExternalStore(subscribeSession, getSessionSnapshot, getSessionSnapshot);
  const userId = user?.uuid ?? null;
  const mayUse = can(user, 'conversations:use');
  const bound = snapshot.userId === userId;
  const sessionId = bound ? snapshot.sessionId : null;
  // The conversation asked for by the caller is opened once per change of the prop, so starting
  // a new conversation while the URL still names the old one does not switch back.
  const opened = useRef<string | undefined>(undefined);

  useEffect(() => bindSessionUser(userId), [userId]);

  useEffect(() => {
    if (!bound || !userId || !mayUse) return;
    if (conversationId && conversationId !== opened.current) {
      opened.current = conversationId;
      switchSession(conversationId, queryClient);
      return;
    }
    if (shouldCreateSession({ pathname, userId, mayUse, sessionId, creating: snapshot.creating, failed: snapshot.failed })) {
      void startSession('auto', queryClient);
    }
  }, [bound, userId, mayUse, conversationId, pathname, sessionId, snapshot.creating, snapshot.failed, queryClient]);

  const startNew = useCallback(() => startSession('new', queryClient), [queryClient]);
  const recover = useCallback(() => startSession('recover', queryClient), [queryClient]);

  return { sessionId, creating: bound && snapshot.creating, error: bound ? snapshot.error : null, mayUse, startNew, recover };
}
