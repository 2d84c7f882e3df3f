import Chip, { type ChipProps } from '@mui/material/Chip';
import Box from '@mui/material/Box';
import { voiceStateLabels, type VoiceState } from '../session/voice-states';

// Off screen but still in the page's text (a 1 px clip), like MUI's visuallyHidden.
const hidden = { position: 'absolute', width: '1px', height: '1px', m: '-1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

const colors: Record<VoiceState, ChipProps['color']> = {
  idle: 'default',
  connecting: 'default',
  connected: 'info',
  reconnecting: 'warning',
  listening: 'success',
  processing: 'info',
  speaking: 'primary',
  paused: 'default',
  error: 'error',
  disconnected: 'default',
  auth_failed: 'error',
};

/**
 * The session's state in words. The state's own name sits beside the label for tests and
 * support (`voice-state`), hidden from sight and from screen readers, which read the label.
 */
export function VoiceStateChip({ state }: { state: VoiceState }) {
  return (
    <Chip
      size="small"
      variant={state === 'listening' || state === 'speaking' ? 'filled' : 'outlined'}
      color={colors[state]}
      data-state={state}
      role="status"
      label={
        <>
          {voiceStateLabels[state]}
          <Box component="span" data-testid="voice-state" aria-hidden sx={hidden}>
            {state}
          </Box>
        </>
      }
    />
  );
}
