import { useState } from 'react';
import MicIcon from '@mui/icons-material/Mic';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageFrame } from '@/components/page-frame';
import { RouterLink } from '@/components/router-link';
import { messageOf } from '@/lib/api-error';
import { notePrefsFor } from '@/lib/note-settings/note-prefs';
import { useNoteSettings } from '@/lib/note-settings/use-note-settings';
import { useVoiceStatus } from '../api/get-voice-status';
import { VoiceOverlay, type VoiceSessionResult } from '../components/voice-overlay';

const turnedOff = 'Voice mode is turned off for this practice. An administrator can turn it on in Settings → AI assistant.';

function HowItWorks({ noteMode }: { noteMode: boolean }) {
  return (
    <Box component="ul" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 0.5, typography: 'body2', color: 'text.secondary' }}>
      <li>Talk with the assistant as you would type to it. What you say and each reply are saved to a new conversation.</li>
      <li>
        {noteMode
          ? 'Note Mode is on: describe the session, then say “write a SOAP note” when you want the draft.'
          : 'Note Mode is off, so no notes are drafted; turn it on in the assistant to have them written from what you say.'}
      </li>
      <li>Pause (P) stops sending your microphone. End (Esc) closes the session and adds a short reflection.</li>
      <li>Your browser asks for the microphone the first time.</li>
    </Box>
  );
}

/** Spec 4: voice mode — what it does, whether it may be used here, and the way in. */
export default function VoicePage() {
  const status = useVoiceStatus();
  const [notes] = useNoteSettings();
  const [open, setOpen] = useState(false);
  const [last, setLast] = useState<VoiceSessionResult | null>(null);

  const onClose = (result: VoiceSessionResult) => {
    setOpen(false);
    if (result.sessionId) setLast(result);
  };

  return (
    <PageFrame title="Voice Mode" description="Talk with the assistant instead of typing.">
      {status.isPending ? (
        <CircularProgress size={24} aria-label="Checking voice mode" />
      ) : status.isError ? (
        <Alert severity="error">{messageOf(status.error)}</Alert>
      ) : (
        <Stack sx={{ gap: 2, maxWidth: 720 }}>
          {!status.data.enabled && (
            <Alert severity="warning" data-testid="voice-disabled">
              {status.data.reason ?? turnedOff}
            </Alert>
          )}
          <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, display: 'grid', gap: 1.5 }}>
            <HowItWorks noteMode={notes.noteMode} />
            {status.data.enabled && (
              <Box>
                <Button variant="contained" size="large" startIcon={<MicIcon />} onClick={() => setOpen(true)} disabled={open}>
                  Start voice session
                </Button>
              </Box>
            )}
          </Paper>
          {status.data.enabled && status.data.recognizer.quality_note && (
            <Alert severity="info" data-testid="voice-quality-note">
              {status.data.recognizer.quality_note}
            </Alert>
          )}
          {last && (
            <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} data-testid="voice-last-session">
              <Typography variant="h6" component="h2" sx={{ mb: 0.5 }}>
                Last session
              </Typography>
              {last.reflection && (
                <Typography variant="body2" sx={{ mb: 1 }}>
                  {last.reflection}
                </Typography>
              )}
              <RouterLink to={`/conversations/${last.sessionId}`}>Open the conversation</RouterLink>
            </Paper>
          )}
        </Stack>
      )}
      {open && <VoiceOverlay notePrefs={notePrefsFor(notes.noteMode, notes.noteTypes, notes.patientId)} onClose={onClose} />}
    </PageFrame>
  );
}
