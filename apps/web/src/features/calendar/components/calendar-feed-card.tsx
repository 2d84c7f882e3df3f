import { useId, useState } from 'react';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useCalendarFeed } from '../api/calendar-feed-get';
import { useTurnOffCalendarFeed } from '../api/calendar-feed-turn-off';
import { useTurnOnCalendarFeed } from '../api/calendar-feed-turn-on';

type Confirming = 'replace' | 'off' | null;

const sinceFormat = new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

async function copy(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast('Feed link copied', 'success');
  } catch {
    toast('Could not copy: select the link and copy it', 'error');
  }
}

/**
 * The signed-in clinician's private .ics feed: turn it on, copy the link (shown only when made),
 * replace it, turn it off. Needs no props; it reads and changes the caller's own feed.
 */
export function CalendarFeedCard() {
  const titleId = useId();
  const feed = useCalendarFeed();
  const turnOn = useTurnOnCalendarFeed();
  const turnOff = useTurnOffCalendarFeed();
  const [confirming, setConfirming] = useState<Confirming>(null);
  // The address exists only in the answer that made it; a reload shows the feed as on, without it.
  const url = turnOn.data?.url && feed.data?.enabled ? turnOn.data.url : null;
  const busy = turnOn.isPending || turnOff.isPending;
  const failure = turnOn.error ?? turnOff.error;

  const makeLink = () => turnOn.mutate(undefined, { onSettled: () => setConfirming(null) });
  const stop = () => turnOff.mutate(undefined, { onSuccess: () => turnOn.reset(), onSettled: () => setConfirming(null) });

  let body;
  if (feed.isPending) body = <Skeleton variant="rounded" height={40} sx={{ mt: 1.5 }} />;
  else if (feed.isError)
    body = (
      <Alert severity="error" sx={{ mt: 1.5 }}>
        {messageOf(feed.error)}
      </Alert>
    );
  else {
    const { enabled, created_at } = feed.data;
    body = (
      <Stack spacing={1.5} sx={{ mt: 1.5 }}>
        <Typography variant="body2">
          {enabled ? `On since ${created_at ? sinceFormat.format(new Date(created_at)) : 'earlier'}.` : 'Off.'}
          {enabled && !url && ' The link was shown when it was made; replace it to see a new one.'}
        </Typography>

        {url && (
          <>
            <Alert severity="warning">Anyone with this link can see your calendar. Keep it private; it is shown only now.</Alert>
            <TextField
              size="small"
              label="Feed link"
              value={url}
              fullWidth
              onFocus={(event) => event.target.select()}
              slotProps={{
                htmlInput: { readOnly: true, spellCheck: false },
                input: {
                  endAdornment: (
                    <InputAdornment position="end">
                      <Tooltip title="Copy link">
                        <IconButton edge="end" aria-label="Copy feed link" onClick={() => void copy(url)}>
                          <ContentCopyIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    </InputAdornment>
                  ),
                },
              }}
            />
          </>
        )}

        {confirming && (
          <Alert
            severity="info"
            action={
              <Stack direction="row" spacing={1}>
                <Button color="inherit" size="small" onClick={() => setConfirming(null)} disabled={busy}>
                  Cancel
                </Button>
                <Button color="inherit" size="small" onClick={confirming === 'off' ? stop : makeLink} disabled={busy}>
                  {confirming === 'off' ? 'Turn off' : 'Replace'}
                </Button>
              </Stack>
            }
          >
            {confirming === 'off'
              ? 'Calendars subscribed to the link stop updating.'
              : 'The current link stops working; calendars subscribed to it stop updating.'}
          </Alert>
        )}

        {failure && <Alert severity="error">{messageOf(failure)}</Alert>}

        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {enabled ? (
            <>
              <Button variant="outlined" onClick={() => setConfirming('replace')} disabled={busy || confirming !== null}>
                Replace link
              </Button>
              <Button color="error" onClick={() => setConfirming('off')} disabled={busy || confirming !== null}>
                Turn off
              </Button>
            </>
          ) : (
            <Button variant="contained" onClick={makeLink} disabled={busy}>
              Turn on
            </Button>
          )}
        </Stack>
      </Stack>
    );
  }

  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={titleId} variant="h6" component="h2">
        Calendar feed
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Subscribe from Google, Apple or Outlook calendar to see your sessions there: each shows its time, the client&apos;s initials and Office or Telehealth —
        nothing more.
      </Typography>
      {body}
    </Paper>
  );
}
