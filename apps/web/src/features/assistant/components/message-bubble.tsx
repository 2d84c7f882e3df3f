import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { stripMarkdown } from '@tend/contracts/text';
import { messageIdAttribute } from '../state/use-vault-selection';

interface MessageBubbleProps {
  role: 'user' | 'assistant';
  text: string;
  /** Under the text: cards, chips, feedback, a note draft. */
  children?: ReactNode;
  /** Marks a reply still being written (for screen readers and tests). */
  streaming?: boolean;
  muted?: boolean;
  /** The stored message's id: lets a highlight be traced to its message (Save to Vault). */
  messageId?: string;
  /** Selection mode (spec 4): a checkbox to pick this message for the vault. */
  selection?: { checked: boolean; onToggle: () => void };
}

/** One turn of the conversation; assistant text is shown without markdown symbols. */
export function MessageBubble({ role, text, children, streaming = false, muted = false, messageId, selection }: MessageBubbleProps) {
  const mine = role === 'user';
  return (
    <Box
      data-role={role}
      data-streaming={streaming || undefined}
      {...{ [messageIdAttribute]: messageId }}
      role="listitem"
      aria-label={mine ? 'You said' : 'Assistant said'}
      sx={{ display: 'flex', alignItems: 'flex-start', justifyContent: mine ? 'flex-end' : 'flex-start', mb: 1.5 }}
    >
      {selection && (
        // Every checkbox at the left edge, whichever side the message is on.
        <Checkbox
          size="small"
          checked={selection.checked}
          onChange={selection.onToggle}
          slotProps={{ input: { 'aria-label': 'Select message' } }}
          sx={{ mr: mine ? 'auto' : 0.5, p: 0.5 }}
        />
      )}
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
              <Box
                component="span"
                aria-hidden
                sx={{
                  display: 'inline-block',
                  width: 8,
                  ml: 0.5,
                  animation: 'tend-blink 1s steps(2) infinite',
                  '@keyframes tend-blink': { '50%': { opacity: 0 } },
                }}
              >
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
