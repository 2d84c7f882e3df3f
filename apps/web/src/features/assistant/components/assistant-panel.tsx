import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import AddComment from '@mui/icons-material/AddCommentOutlined';
import BookmarkAdd from '@mui/icons-material/BookmarkAddOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { AiContext, RespondResponse } from '@tend/contracts/assistant.contract';
import { isApiError } from '@/lib/api-error';
import { useCurrentUser } from '@/lib/session/me-query';
import { browserTimeZone } from '@/lib/time/time-zone';
import { flattenPages, useMessages } from '../api/get-messages';
import { notePrefsFor } from '@/lib/note-settings/note-prefs';
import { isAssistantPath } from '../logic/session-rules';
import { pageContextFor } from '../page-context';
import { forgetSession } from '../state/session-store';
import { useAssistantSession } from '../state/use-assistant-session';
import { useChat } from '../state/use-chat';
import { useSoapProgress } from '../state/use-soap-progress';
import { useVaultSelection } from '../state/use-vault-selection';
import { draftFor, useDraftsVersion } from '../state/note-drafts';
import { withDrafts } from '../logic/vault-excerpt';
import { stripMarkdown } from '@tend/contracts/text';
import { useNoteSettings } from '@/lib/note-settings/use-note-settings';
import { CompletionBadge } from './completion-badge';
import { Composer } from './composer';
import { MessageList } from './message-list';
import { NoteSettings } from './note-settings';
import { PanelErrorBoundary } from './panel-error-boundary';
import { SelectionBar } from './selection-bar';
import { SoapProgressBanner } from './soap-progress-banner';
import { useFillViewport } from './use-fill-viewport';
import { VoiceModeButton } from './voice-mode-button';
import { SaveToVaultDialog } from '@/features/vault';

export interface AssistantPanelProps {
  /** Open this conversation (the one left is finalized in the background). */
  conversationId?: string;
  /** Told when the panel moves to another conversation on its own (New conversation, or the old one was gone). */
  onConversationChange?: (conversationId: string) => void;
  /** Height of the whole panel; the message list takes what is left. Default: from where the panel starts to the bottom of the viewport. */
  height?: number | string;
  /** A narrow panel (sidebar): no note settings row. */
  compact?: boolean;
}

/** Spec 2.7: the chat assistant panel. */
export function AssistantPanel(props: AssistantPanelProps) {
  return (
    <PanelErrorBoundary>
      <Panel {...props} />
    </PanelErrorBoundary>
  );
}

function Panel({ conversationId, onConversationChange, height, compact = false }: AssistantPanelProps) {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const session = useAssistantSession(user, pathname, conversationId);
  const { sessionId } = session;
  const [notes] = useNoteSettings();
  const messages = useMessages(sessionId);
  const [followKey, setFollowKey] = useState(0);
  const soapBanner = useSoapProgress(sessionId);
  const panelRef = useRef<HTMLElement>(null);
  // The panel mounts once the user and session are known: measured from then on.
  const [panelElement, setPanelElement] = useState<HTMLElement | null>(null);
  const attachPanel = useCallback((element: HTMLElement | null) => {
    panelRef.current = element;
    setPanelElement(element);
  }, []);
  const fitted = useFillViewport(panelElement, height === undefined);
  const list = flattenPages(messages.data);
  const draftsVersion = useDraftsVersion();
  const pickable = useMemo(
    () =>
      withDrafts(list, (id) => {
        const draft = draftFor(id);
        return draft && stripMarkdown(draft.content);
      }),
    // The drafts live outside React; their version says when one was added.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [list, draftsVersion],
  );
  const vault = useVaultSelection(sessionId, pickable, panelRef);
  const { openOffer } = vault;
  // The assistant's vault actions answer with an offer: open Save to Vault on it at once —
  // unless the panel has moved to another conversation while the reply was coming.
  const currentSession = useRef(sessionId);
  useEffect(() => {
    currentSession.current = sessionId;
  }, [sessionId]);
  const onAnswer = useCallback(
    (answer: RespondResponse, answeredSession: string) => {
      if (answer.vault_offer && answeredSession === currentSession.current) openOffer(answer.vault_offer);
    },
    [openOffer],
  );

  const notePrefs = useMemo(() => notePrefsFor(notes.noteMode, notes.noteTypes, notes.patientId), [notes]);
  // Read at send time: the page context is whatever the page shows when the clinician asks.
  const aiContext = useCallback((): AiContext => pageContextFor(pathname, browserTimeZone()), [pathname]);
  const chat = useChat({ sessionId, notePrefs, aiContext, recover: session.recover, onRecovered: onConversationChange, onAnswer });

  // A stored conversation that no longer exists (or is not ours): forget it; the session rules start a new one.
  const missing = messages.isError && isApiError(messages.error) && messages.error.status === 404;
  useEffect(() => {
    if (missing && sessionId) forgetSession(sessionId);
  }, [missing, sessionId]);

  const send = (text: string): boolean => {
    const sent = chat.send(text);
    if (sent) setFollowKey((k) => k + 1);
    return sent;
  };

  const startNew = async () => {
    const id = await session.startNew();
    if (id) onConversationChange?.(id);
  };

  if (!user) return null;
  if (!session.mayUse) {
    return (
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography color="text.secondary">The assistant is not available for your role.</Typography>
      </Paper>
    );
  }

  const waitingForSession = !sessionId && (session.creating || (isAssistantPath(pathname) && !session.error));

  return (
    <Paper
      ref={attachPanel}
      variant="outlined"
      component="section"
      aria-label="AI assistant"
      sx={{ height: height ?? fitted ?? 'calc(100dvh - 160px)', minHeight: compact ? 320 : 420, display: 'flex', flexDirection: 'column', overflow: 'hidden' }}
    >
      <Box
        sx={{ display: 'grid', gridTemplateColumns: '1fr auto 1fr', alignItems: 'center', gap: 1, px: 1, py: 0.25, borderBottom: 1, borderColor: 'divider' }}
      >
        <Box>
          {/* On a phone the icon alone, so the header stays one row beside the completion badge. */}
          <Button
            size="small"
            startIcon={<AddComment />}
            aria-label="New conversation"
            onClick={() => void startNew()}
            disabled={session.creating || chat.busy}
            sx={{ whiteSpace: 'nowrap', minWidth: 44, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
          >
            <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
              New conversation
            </Box>
          </Button>
        </Box>
        <CompletionBadge enabled={!compact} />
        <Box sx={{ justifySelf: 'end', display: 'flex', alignItems: 'center', gap: 0.5 }}>
          {/* On a phone the switch just below says it; the chip would push Save to Vault out of the header. */}
          {notes.noteMode && (
            <Chip
              size="small"
              color="secondary"
              label="Note Mode"
              data-testid="note-mode-badge"
              sx={{ display: compact ? undefined : { xs: 'none', sm: 'inline-flex' } }}
            />
          )}
          {sessionId && (
            <Tooltip title="Save to Vault">
              <IconButton size="small" aria-label="Save to Vault" data-testid="vault-button" {...vault.iconProps}>
                <BookmarkAdd fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
        </Box>
      </Box>
      {!compact && <NoteSettings />}
      <SoapProgressBanner banner={soapBanner} />
      {session.error && (
        <Alert severity="error" sx={{ m: 1.5 }}>
          {session.error}
        </Alert>
      )}
      {sessionId ? (
        <MessageList
          key={sessionId}
          sessionId={sessionId}
          messages={list}
          pending={chat.pending}
          hasMore={!!messages.hasNextPage}
          loadingMore={messages.isFetchingNextPage}
          onLoadMore={() => void messages.fetchNextPage()}
          onSend={send}
          busy={chat.busy}
          onRetry={chat.retry}
          onDiscard={chat.discard}
          followKey={followKey}
          selection={vault.active ? { selected: vault.selected, onToggle: vault.toggle } : null}
          onOpenVaultOffer={openOffer}
          empty={
            messages.isPending ? (
              <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
                <CircularProgress size={24} aria-label="Loading messages" />
              </Box>
            ) : messages.isError && !missing ? (
              <Alert severity="error">{messages.error.message}</Alert>
            ) : (
              <Typography color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
                Describe a session in a few sentences, or ask which notes are pending.
              </Typography>
            )
          }
        />
      ) : (
        <Box sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', p: 3 }}>
          {waitingForSession ? (
            <CircularProgress size={24} aria-label="Starting a conversation" />
          ) : (
            !session.error && <Typography color="text.secondary">Start a new conversation to talk with the assistant.</Typography>
          )}
        </Box>
      )}
      {vault.active && <SelectionBar count={vault.count} onSave={vault.saveSelected} onCancel={vault.cancel} />}
      {chat.alert && (
        <Alert severity={chat.alert.severity} onClose={chat.dismissAlert} sx={{ mx: 1.5, mb: 1 }} data-testid="send-alert">
          {chat.alert.text}
        </Alert>
      )}
      <Composer
        onSend={send}
        busy={chat.busy}
        disabled={!sessionId}
        beforeSend={<VoiceModeButton sessionId={sessionId} notePrefs={notePrefs} aiContext={aiContext} disabled={chat.busy} />}
      />
      {vault.dialog && (
        <SaveToVaultDialog
          key={vault.dialog.key}
          text={vault.dialog.excerpt.text}
          surroundingTurns={vault.dialog.excerpt.surroundingTurns}
          initialDeidentify={vault.dialog.excerpt.deidentify}
          initialPseudonyms={vault.dialog.excerpt.pseudonyms}
          onSaved={vault.dialog.onSaved}
          onClose={vault.dialog.onClose}
        />
      )}
    </Paper>
  );
}
