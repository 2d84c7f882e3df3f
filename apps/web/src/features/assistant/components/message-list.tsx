import { useLayoutEffect, useRef, type ReactNode } from 'react';
import BookmarkAdd from '@mui/icons-material/BookmarkAddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { VaultOffer } from '@tend/contracts/assistant.contract';
import type { ChatMessage } from '../api/get-messages';
import { isNearBottom, keepAnchor } from '../logic/scroll';
import { draftFor, useDraftsVersion } from '../state/note-drafts';
import { proposalFor, useProposalsVersion } from '../state/proposals';
import type { PendingExchange } from '../state/use-chat';
import { FeedbackBar } from './feedback-bar';
import { InsightCards } from './insight-cards';
import { MessageActions } from './message-actions';
import { MessageBubble } from './message-bubble';
import { NotePreview } from './note-preview';
import { PendingTurn } from './pending-turn';
import { ProposalCard } from './proposal-card';
import { RecommendationList } from './recommendation-list';

interface MessageListProps {
  sessionId: string;
  messages: ChatMessage[];
  pending: PendingExchange | null;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onSend: (text: string) => void;
  busy: boolean;
  onRetry: () => void;
  onDiscard: () => void;
  /** Changes when the user sends: the list then follows to the bottom. */
  followKey: number;
  empty?: ReactNode;
  /** Selection mode (spec 4): each message gets a checkbox. */
  selection?: { selected: ReadonlySet<string>; onToggle: (id: string) => void } | null;
  /** Reopens Save to Vault on a reply that offered it. */
  onOpenVaultOffer: (offer: VaultOffer) => void;
}

const storedId = (id: string) => !id.startsWith('local:');

/** Spec 2.7: the conversation, 'Load More' for older messages, auto-scroll while within 200 px of the bottom. */
export function MessageList(props: MessageListProps) {
  const { sessionId, messages, pending, hasMore, loadingMore, onLoadMore, onSend, busy, followKey, selection } = props;
  const box = useRef<HTMLDivElement>(null);
  // A draft gets its saved id later (SOAP job complete): re-render its preview then.
  useDraftsVersion();
  // A proposed booking arrives with its answer, and is settled (booked, dismissed) later.
  useProposalsVersion();
  const nearBottom = useRef(true);
  const before = useRef<{ firstId: string | undefined; scrollHeight: number; scrollTop: number } | null>(null);
  const lastAssistant = [...messages].reverse().find((m) => m.role === 'assistant');

  // Older messages put above: keep the same message in view. New content below: follow only
  // while the reader is near the bottom.
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const prev = before.current;
    const firstId = messages[0]?.id;
    if (prev && prev.firstId && firstId !== prev.firstId && messages.some((m) => m.id === prev.firstId)) {
      el.scrollTop = keepAnchor(prev.scrollHeight, prev.scrollTop, el.scrollHeight);
    } else if (nearBottom.current) {
      el.scrollTop = el.scrollHeight;
    }
    before.current = { firstId, scrollHeight: el.scrollHeight, scrollTop: el.scrollTop };
  }, [messages, pending?.streamed, pending?.state]);

  useLayoutEffect(() => {
    if (followKey === 0 || !box.current) return;
    nearBottom.current = true;
    box.current.scrollTop = box.current.scrollHeight;
  }, [followKey]);

  const onScroll = () => {
    const el = box.current;
    if (!el) return;
    nearBottom.current = isNearBottom(el);
    before.current = { firstId: messages[0]?.id, scrollHeight: el.scrollHeight, scrollTop: el.scrollTop };
  };

  return (
    <Box ref={box} onScroll={onScroll} data-testid="message-list" sx={{ flex: 1, minHeight: 0, overflowY: 'auto', px: 2, pt: 2 }}>
      {hasMore && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
          <Button size="small" variant="outlined" onClick={onLoadMore} disabled={loadingMore}>
            {loadingMore ? 'Loading…' : 'Load More'}
          </Button>
        </Box>
      )}
      {messages.length === 0 && !pending && props.empty}
      <Box role="list" aria-label="Conversation">
        {messages.map((m) => {
          const pick = selection ? { checked: selection.selected.has(m.id), onToggle: () => selection.onToggle(m.id) } : undefined;
          if (m.role === 'user') return <MessageBubble key={m.id} role="user" text={m.content} messageId={m.id} selection={pick} />;
          const draft = draftFor(m.id);
          const offer = m.vault_offer;
          return (
            <MessageBubble key={m.id} role="assistant" text={m.content} messageId={m.id} selection={pick}>
              <InsightCards insights={m.insights} />
              <RecommendationList recommendations={m.recommendations} />
              {draft && <NotePreview draft={draft} />}
              {proposalFor(m.id) && <ProposalCard messageId={m.id} />}
              {offer && (
                <Button size="small" startIcon={<BookmarkAdd />} onClick={() => props.onOpenVaultOffer(offer)} sx={{ mt: 0.5 }}>
                  Open Save to Vault
                </Button>
              )}
              {m.id === lastAssistant?.id && !pending && <MessageActions message={m} onSend={onSend} disabled={busy} />}
              {storedId(m.id) && <FeedbackBar message={m} sessionId={sessionId} />}
            </MessageBubble>
          );
        })}
        {pending && <PendingTurn pending={pending} onRetry={props.onRetry} onDiscard={props.onDiscard} />}
      </Box>
    </Box>
  );
}
