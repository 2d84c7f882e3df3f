import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import { useTimeZone } from '@/lib/time/use-time-zone';
import type { SaveState } from '../api/use-draft-autosave';

// In the clinician's zone, as every time in the app: the browser's may differ (a laptop left on another zone).
const clock = (at: Date, timeZone: string) => at.toLocaleTimeString([], { timeZone, hour: '2-digit', minute: '2-digit' });

/** "Saving…", "Saved 14:05" or "Couldn't save — Retry", announced politely to screen readers. */
export function SaveStatus({ state, onRetry }: { state: SaveState; onRetry: () => void }) {
  const timeZone = useTimeZone();
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minHeight: 44 }} role="status" aria-live="polite" data-testid="save-status">
      {state.status === 'saving' && (
        <>
          <CircularProgress size={16} aria-hidden />
          <Typography variant="body2" color="text.secondary">
            Saving…
          </Typography>
        </>
      )}
      {state.status === 'saved' && (
        <>
          <CheckCircleOutlined fontSize="small" color="success" aria-hidden />
          <Typography variant="body2" color="text.secondary">
            Saved {clock(state.at, timeZone)}
          </Typography>
        </>
      )}
      {state.status === 'error' && (
        <>
          <ErrorOutlineOutlined fontSize="small" color="error" aria-hidden />
          <Typography variant="body2" color="error">
            {state.locked ? `Couldn't save — ${state.message}` : "Couldn't save — your text is kept here."}
          </Typography>
          {!state.locked && (
            <Button size="small" onClick={onRetry}>
              Retry
            </Button>
          )}
        </>
      )}
      {state.status === 'idle' && (
        <Typography variant="body2" color="text.secondary">
          Changes save as you type.
        </Typography>
      )}
    </Stack>
  );
}
