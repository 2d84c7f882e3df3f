import { useQueryClient } from '@tanstack/react-query';
import type { KeyboardEvent } from 'react';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import StopIcon from '@mui/icons-material/Stop';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { AiContext, NotePrefs } from '@tend/contracts/assistant.contract';
import { conversationKeys } from '@/features/conversations';
import { useVoiceStatus } from '../api/get-voice-status';
import type { VoiceSessionPorts } from '../session/voice-ports';
import { useVoiceSession } from '../session/use-voice-session';
import type { VoiceSessionResult } from '../session/voice-session';
import type { VoiceSnapshot } from '../session/voice-snapshot';
import { VoiceCaptions } from './voice-captions';
import { VoiceLevel } from './voice-level';
import { VoiceStateChip } from './voice-state-chip';

function subtitle({ state, ending, closed }: VoiceSnapshot): string {
  if (closed) return state === 'disconnected' ? 'The session has ended.' : 'Voice mode stopped.';
  if (ending) return 'Ending the session…';
  if (state === 'paused') return 'Microphone paused — nothing is sent.';
  if (state === 'connecting' || state === 'connected' || state === 'reconnecting' || state === 'idle')
    return 'Getting the microphone and the connection ready…';
  return 'Speak naturally; pause when you need a moment.';
}

export type { VoiceSessionResult } from '../session/voice-session';

export interface VoiceOverlayProps {
  /** The conversation to continue; a new one is opened when absent. */
  sessionId?: string;
  notePrefs?: NotePrefs;
  aiContext?: AiContext;
  /** The overlay is done (ended, or closed after an error): unmount it. */
  onClose: (result: VoiceSessionResult) => void;
  /** Stand-ins for the browser's microphone, speaker and socket (tests). */
  ports?: VoiceSessionPorts;
}

/**
 * Spec 4: voice mode over the page. It starts listening as soon as it mounts and releases the
 * microphone when it unmounts. P pauses or resumes, Escape ends. When it unmounts, the
 * conversation's messages are fetched again: the server stored each spoken turn.
 */
export function VoiceOverlay({ sessionId, notePrefs, aiContext, onClose, ports }: VoiceOverlayProps) {
  const queryClient = useQueryClient();
  const status = useVoiceStatus();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const { snapshot, togglePause, end } = useVoiceSession(
    {
      sessionId,
      notePrefs,
      aiContext,
      onFinished: onClose,
      // Closed or navigated away from: the server stored each spoken turn, so the conversation is fetched again.
      onDisposed: (id) => {
        if (!id) return;
        void queryClient.invalidateQueries({ queryKey: conversationKeys.messages(id) });
        void queryClient.invalidateQueries({ queryKey: conversationKeys.recents() });
      },
    },
    ports,
  );
  const { state, captions, error, reflection, level, ending, closed, active } = snapshot;
  const paused = state === 'paused';
  const mayPause = active && !ending && !closed && state !== 'reconnecting';
  const qualityNote = status.data?.recognizer.quality_note;

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.repeat) return;
    if (event.key.toLowerCase() === 'p' && mayPause) {
      event.preventDefault();
      togglePause();
    }
  };

  return (
    <Dialog
      open
      fullScreen={phone}
      fullWidth
      maxWidth="sm"
      // Escape and the backdrop ask to end: the server gets to close the session properly.
      onClose={end}
      onKeyDown={onKeyDown}
      aria-labelledby="voice-overlay-title"
      slotProps={{ paper: { 'data-testid': 'voice-overlay' } as object }}
    >
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, p: { xs: 2, sm: 2.5 } }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5 }}>
          <VoiceLevel state={state} level={level} />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography id="voice-overlay-title" variant="h6" component="h2">
              Voice Mode
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {subtitle(snapshot)}
            </Typography>
          </Box>
          <VoiceStateChip state={state} />
        </Stack>
        {qualityNote && (
          <Typography variant="caption" color="text.secondary">
            {qualityNote}
          </Typography>
        )}
        <Box sx={{ borderTop: 1, borderBottom: 1, borderColor: 'divider', py: 1, flex: { xs: 1, sm: 'none' }, minHeight: 0 }}>
          <VoiceCaptions captions={captions} />
        </Box>
        {error && (state === 'error' || state === 'auth_failed') && (
          <Alert severity="error" data-testid="voice-error">
            {error}
          </Alert>
        )}
        {reflection && (
          <Alert severity="info" data-testid="voice-reflection">
            {reflection}
          </Alert>
        )}
        <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          {!closed && (
            <Tooltip title={paused ? 'Resume (P)' : 'Pause (P)'}>
              <span>
                <Button
                  variant="outlined"
                  startIcon={paused ? <PlayArrowIcon /> : <PauseIcon />}
                  onClick={togglePause}
                  disabled={!mayPause}
                  aria-keyshortcuts="P"
                >
                  {paused ? 'Resume' : 'Pause'}
                </Button>
              </span>
            </Tooltip>
          )}
          <Tooltip title={closed ? 'Close (Esc)' : 'End the session (Esc)'}>
            <span>
              <Button
                variant="contained"
                color={closed ? 'primary' : 'error'}
                startIcon={closed ? undefined : <StopIcon />}
                onClick={end}
                disabled={ending}
                aria-keyshortcuts="Escape"
              >
                {closed ? 'Close' : ending ? 'Ending…' : 'End'}
              </Button>
            </span>
          </Tooltip>
        </Stack>
      </DialogContent>
    </Dialog>
  );
}
