import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PendingExchange } from '../state/use-chat';
import { MessageBubble } from './message-bubble';

interface PendingTurnProps {
  pending: PendingExchange;
  onRetry: () => void;
  onDiscard: () => void;
}

/** The message on its way, the reply as it streams in, or a retry when no answer came. */
export function PendingTurn({ pending, onRetry, onDiscard }: PendingTurnProps) {
  return (
    <>
      <MessageBubble role="user" text={pending.text} muted={pending.state === 'failed'}>
        {pending.state === 'failed' && (
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', alignItems: 'center', mt: 0.5 }}>
            <Typography variant="caption" color="text.secondary">
              No answer yet.
            </Typography>
            <Button size="small" onClick={onRetry}>
              Retry
            </Button>
            <Button size="small" color="inherit" onClick={onDiscard}>
              Dismiss
            </Button>
          </Stack>
        )}
      </MessageBubble>
      {pending.state === 'sending' && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }} role="status">
          <CircularProgress size={16} />
          <Typography variant="caption" color="text.secondary">
            The assistant is thinking…
          </Typography>
        </Stack>
      )}
      {pending.state === 'streaming' && <MessageBubble role="assistant" text={pending.streamed} streaming />}
    </>
  );
}
