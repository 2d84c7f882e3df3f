import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RouterLink } from '@/components/router-link';
import type { VoiceCaption } from '../session/voice-snapshot';

/** The last few lines said, newest at the bottom; read out politely by screen readers. */
export function VoiceCaptions({ captions }: { captions: VoiceCaption[] }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = ref.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [captions]);
  return (
    <Box
      ref={ref}
      data-testid="voice-captions"
      aria-live="polite"
      aria-label="Live captions"
      role="log"
      sx={{ display: 'flex', flexDirection: 'column', gap: 1, minHeight: 96, maxHeight: { xs: '45dvh', sm: 280 }, overflowY: 'auto', py: 0.5 }}
    >
      {captions.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          What you and the assistant say appears here.
        </Typography>
      )}
      {captions.map((caption) => (
        <Box key={caption.id} data-speaker={caption.speaker} sx={{ display: 'grid', gridTemplateColumns: '72px 1fr', columnGap: 1 }}>
          <Typography variant="caption" color={caption.speaker === 'user' ? 'primary' : 'secondary'} sx={{ fontWeight: 600, pt: '2px' }}>
            {caption.speaker === 'user' ? 'You' : 'Assistant'}
          </Typography>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {caption.text}
            {caption.noteId && (
              <>
                {' '}
                <RouterLink to={`/notes/${caption.noteId}`} target="_blank" rel="noopener" data-testid="voice-note-link">
                  Open the drafted note
                </RouterLink>
              </>
            )}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
