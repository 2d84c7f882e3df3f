import { useState } from 'react';
import MicIcon from '@mui/icons-material/MicNoneOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { respondDefaults, type AiContext, type NotePrefs } from '@tend/contracts/assistant.contract';
import { useVoiceStatus, VoiceOverlay, type VoiceSessionResult } from '@/features/voice';
import { rememberDraft } from '../state/note-drafts';

/** Notes drafted by voice show under their replies as typed ones do (copy, download, approve). */
function rememberVoiceDrafts({ sessionId, drafts }: VoiceSessionResult): void {
  for (const draft of drafts) {
    const answer = { ...respondDefaults, note_content: draft.content, document_type: draft.document_type, patient_display: draft.patient_display };
    rememberDraft(draft.message_id, answer, sessionId);
  }
}

interface VoiceModeButtonProps {
  /** The panel's conversation: the spoken turns join it. */
  sessionId: string | null;
  notePrefs: NotePrefs | undefined;
  /** Read when voice mode opens, as a typed turn reads it when sent. */
  aiContext: () => AiContext;
  disabled?: boolean;
}

/** Spec 4: the microphone beside Send, shown only where voice mode is on; it opens the voice overlay. */
export function VoiceModeButton({ sessionId, notePrefs, aiContext, disabled = false }: VoiceModeButtonProps) {
  const status = useVoiceStatus();
  const [open, setOpen] = useState<{ sessionId: string; aiContext: AiContext } | null>(null);
  if (!status.data?.enabled) return null;
  return (
    <>
      <Tooltip title="Voice mode">
        <span>
          <IconButton
            aria-label="Voice mode"
            data-testid="voice-mode-button"
            disabled={disabled || !sessionId || open !== null}
            onClick={() => sessionId && setOpen({ sessionId, aiContext: aiContext() })}
          >
            <MicIcon />
          </IconButton>
        </span>
      </Tooltip>
      {open && (
        <VoiceOverlay
          sessionId={open.sessionId}
          notePrefs={notePrefs}
          aiContext={open.aiContext}
          onClose={(result) => {
            rememberVoiceDrafts(result);
            setOpen(null);
          }}
        />
      )}
    </>
  );
}
