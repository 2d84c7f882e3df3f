import { useCallback, useRef, useState } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { AiContext, NotePrefs, RespondResponse } from '@tend/contracts/assistant.contract';
import { toast } from '@/lib/toast';
import { conversationKeys } from '@/features/conversations';
import { appendMessages, type ChatMessage, type MessagesData } from '../api/get-messages';
import { respondStream } from '../api/respond-stream';
import { degradedNotice, failureNotice, sendTexts, type SendNotice } from '../logic/send-outcome';
import { rememberDraft } from './note-drafts';
import { rememberProposal } from './proposals';
import { refreshConversationLists } from './session-store';

/** The message on its way: shown until the stored exchange replaces it. */
export interface PendingExchange {
  localId: string;
  /** Client-generated (spec 7) and reused on retry, so the server never answers twice. */
  messageId: string;
  sessionId: string;
  text: string;
  createdAt: string;
  state: 'sending' | 'streaming' | 'failed';
  /** Reply text so far, while it streams. */
  streamed: string;
}

export type PanelAlert = Extract<SendNotice, { show: 'alert' }>;

interface ChatOptions {
  sessionId: string | null;
  notePrefs: NotePrefs | undefined;
  aiContext: () => AiContext;
  /** One new conversation when the engine says this one is gone; null when that failed. */
  recover: () => Promise<string | null>;
  onRecovered?: (sessionId: string) => void;
  /** Told of each stored reply (e.g. to open Save to Vault on a vault_offer). */
  onAnswer?: (answer: RespondResponse, sessionId: string) => void;
}

const blankExtras = {
  suggested_action: null,
  options: [],
  insights: [],
  recommendations: [],
  vault_offer: null,
  feedback_given: [],
} satisfies Partial<ChatMessage>;

/** Puts the stored exchange into the conversation's messages. */
function storeExchange(queryClient: QueryClient, ex: PendingExchange, answer: RespondResponse): void {
  const user: ChatMessage = {
    id: answer.user_message_id ?? `local:${ex.localId}:user`,
    role: 'user',
    content: ex.text,
    created_at: ex.createdAt,
    ...blankExtras,
  };
  const assistant: ChatMessage = {
    ...blankExtras,
    id: answer.assistant_message_id ?? `local:${ex.localId}:assistant`,
    role: 'assistant',
    content: answer.response,
    created_at: new Date().toISOString(),
    suggested_action: answer.suggested_action,
    options: answer.options,
    insights: answer.insights,
    recommendations: answer.recommendations,
    vault_offer: answer.vault_offer,
  };
  rememberDraft(assistant.id, answer, ex.sessionId);
  rememberProposal(assistant.id, answer.proposal);
  const key = conversationKeys.messages(ex.sessionId);
  if (queryClient.getQueryData<MessagesData>(key)) queryClient.setQueryData<MessagesData>(key, (data) => data && appendMessages(data, [user, assistant]));
  else void queryClient.invalidateQueries({ queryKey: key });
  refreshConversationLists(queryClient);
}

/** Sending, streaming, and what the panel shows when no answer came (spec 8). */
export function useChat({ sessionId, notePrefs, aiContext, recover, onRecovered, onAnswer }: ChatOptions) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PendingExchange | null>(null);
  const [alert, setAlert] = useState<PanelAlert | null>(null);
  const running = useRef(false);

  const run = useCallback(
    async (first: PendingExchange) => {
      running.current = true;
      let ex: PendingExchange = { ...first, state: 'sending', streamed: '' };
      setPending(ex);
      setAlert(null);
      const onDelta = (text: string) => setPending((p) => (p && p.localId === ex.localId ? { ...p, state: 'streaming', streamed: p.streamed + text } : p));
      const ask = () =>
        respondStream(
          {
            user_input: ex.text,
            assistant_type: 'therapist',
            session_id: ex.sessionId,
            message_id: ex.messageId,
            note_prefs: notePrefs,
            ai_context: aiContext(),
          },
          onDelta,
        );
      const fail = (notice: SendNotice | null) => {
        if (notice?.show === 'alert') setAlert(notice);
        else if (notice) toast(notice.text, notice.variant);
        setPending({ ...ex, state: 'failed', streamed: '' });
      };
      try {
        let answer = await ask();
        if (answer.action === 'create_session') {
          const fresh = await recover();
          // The session error (spec 8 text) is on the panel already.
          if (!fresh) return fail(null);
          onRecovered?.(fresh);
          ex = { ...ex, sessionId: fresh, streamed: '' };
          setPending(ex);
          answer = await ask();
          if (answer.action === 'create_session') return fail({ show: 'toast', variant: 'error', text: sendTexts.failed });
        }
        if (answer.status === 'degraded') return fail(degradedNotice(answer.message));
        storeExchange(queryClient, ex, answer);
        setPending(null);
        onAnswer?.(answer, ex.sessionId);
      } catch (error) {
        fail(failureNotice(error));
      } finally {
        running.current = false;
      }
    },
    [notePrefs, aiContext, recover, onRecovered, onAnswer, queryClient],
  );

  /** Answers false when nothing was sent (empty text, no session, or a reply still coming). */
  const send = useCallback(
    (text: string): boolean => {
      const trimmed = text.trim();
      if (!trimmed || !sessionId || running.current) return false;
      const localId = crypto.randomUUID();
      void run({ localId, messageId: crypto.randomUUID(), sessionId, text: trimmed, createdAt: new Date().toISOString(), state: 'sending', streamed: '' });
      return true;
    },
    [sessionId, run],
  );

  const retry = useCallback(() => {
    if (pending?.state === 'failed' && !running.current) void run(pending);
  }, [pending, run]);

  const discard = useCallback(() => setPending((p) => (p?.state === 'failed' ? null : p)), []);

  const visible = pending && pending.sessionId === sessionId ? pending : null;
  return { pending: visible, busy: !!pending && pending.state !== 'failed', alert, dismissAlert: () => setAlert(null), send, retry, discard };
}
