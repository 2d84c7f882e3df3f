import type { ReactNode } from 'react';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/**
 * Two panes on a wide screen (threads | conversation); on a phone the list, then the conversation
 * with a back button.
 */
export function MessagesLayout({ list, conversation, showConversation }: { list: ReactNode; conversation: ReactNode; showConversation: boolean }) {
  return (
    <Paper
      variant="outlined"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '320px 1fr' },
        height: { xs: 'calc(100dvh - 240px)', md: 'calc(100dvh - 230px)' },
        minHeight: 420,
        overflow: 'hidden',
      }}
    >
      <Box sx={{ borderRight: { md: 1 }, borderColor: { md: 'divider' }, minHeight: 0, display: { xs: showConversation ? 'none' : 'block', md: 'block' } }}>
        {list}
      </Box>
      <Box sx={{ minHeight: 0, display: { xs: showConversation ? 'block' : 'none', md: 'block' } }}>{conversation}</Box>
    </Paper>
  );
}

/** The conversation's title bar; the back button (when there is a list to go back to) shows on a phone only. */
export function ConversationHeader({ title, subtitle, onBack }: { title: string; subtitle?: string | null; onBack?: () => void }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 1.5, py: 1, borderBottom: 1, borderColor: 'divider' }}>
      {onBack && (
        <IconButton aria-label="Back to threads" onClick={onBack} sx={{ display: { md: 'none' }, width: 44, height: 44 }}>
          <ArrowBack />
        </IconButton>
      )}
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="subtitle1" component="h2" noWrap sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {subtitle && (
          <Typography variant="caption" color="text.secondary" noWrap component="p">
            {subtitle}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
