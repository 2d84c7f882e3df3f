import MicIcon from '@mui/icons-material/Mic';
import MicOffIcon from '@mui/icons-material/MicOffOutlined';
import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import type { VoiceState } from '../session/voice-states';

const pulse = keyframes`
  0% { box-shadow: 0 0 0 0 currentColor; }
  70% { box-shadow: 0 0 0 10px transparent; }
  100% { box-shadow: 0 0 0 0 transparent; }
`;

/**
 * The microphone: a ring that grows with the voice while it is heard, a slow pulse while
 * listening in silence, crossed out while paused or over.
 */
export function VoiceLevel({ state, level }: { state: VoiceState; level: number }) {
  const hearing = state === 'listening' || state === 'processing' || state === 'speaking';
  const listening = state === 'listening';
  // Speech sits around 0.02–0.3 RMS; the square root spreads it over the ring.
  const grow = hearing ? Math.min(1, Math.sqrt(level) * 1.6) : 0;
  return (
    <Box
      aria-hidden
      sx={{
        position: 'relative',
        width: 56,
        height: 56,
        flexShrink: 0,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        color: hearing ? 'primary.main' : 'text.disabled',
        bgcolor: 'action.hover',
        animation: listening && grow < 0.15 ? `${pulse} 1.8s ease-out infinite` : 'none',
        '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
      }}
    >
      <Box
        data-testid="voice-level"
        data-level={level.toFixed(2)}
        sx={{
          position: 'absolute',
          inset: 0,
          borderRadius: '50%',
          border: 3,
          borderColor: 'primary.main',
          opacity: hearing ? 0.25 + grow * 0.75 : 0,
          transform: `scale(${1 + grow * 0.35})`,
          transition: 'transform 90ms linear, opacity 90ms linear',
        }}
      />
      {hearing ? <MicIcon /> : <MicOffIcon />}
    </Box>
  );
}
