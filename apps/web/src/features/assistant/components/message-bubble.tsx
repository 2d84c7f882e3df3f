import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { stripMarkdown } from '../../../lib/notes/strip-markdown';

interface MessageBubbleProps {
  role: 'user' | 'assistant';
  text: string;
  /** Under the text: cards, chips, feedback, a note draft. */
  children?: ReactNode;
  /** Marks a reply still being written (for screen readers and tests). */
  streaming?: boolean;
  muted?: boolean;
}

/** One turn of the conversation; assistant text is shown without markdown symbols. */
export function MessageBubble({ role, text, children, streaming = false, muted = false }: MessageBubbleProps) {
  const mine = role === 'user';
  return (
    <Box
      data-role={role}
      data-streaming={streaming || undefined}
      role="listitem"
      aria-label={mine ? 'You said' : 'Assistant said'}
      sx={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start', mb: 1.5 }}
    >
      <Box sx={{ maxWidth: mine ? '80%' : '92%', minWidth: 0 }}>
        <Paper
          elevation={0}
          sx={{
            px: 1.75,
            py: 1.25,
            borderRadius: 3,
            bgcolor: mine ? 'primary.main' : 'action.hover',
            color: mine ? 'primary.contrastText' : 'text.primary',
            opacity: muted ? 0.7 : 1,
          }}
        >
          <Typography component="div" variant="body2" className="message-text" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {mine ? text : stripMarkdown(text)}
            {streaming && (
              <Box component="span" aria-hidden sx={{ display: 'inline-block', width: 8, ml: 0.5, animation: 'tend-blink 1s steps(2) infinite', '@keyframes tend-blink': { '50%': { opacity: 0 } } }}>
                ▍
              </Box>
            )}
          </Typography>
        </Paper>
        {children}
      </Box>
    </Box>
  );
}
