import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { pushTexts } from './push-logic';
import { usePush } from './use-push';

/** Spec 4 and 8: the settings page's push section, one view per push state. */
export function PushSettingsSection() {
  const push = usePush();
  return (
    <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby="push-heading">
      <Typography id="push-heading" sx={{ fontWeight: 600 }}>
        Push notifications
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Get notified on this device when a note is ready or a client writes, even when Tend is closed.
      </Typography>
      {push.permission === 'unsupported' ? (
        <Alert severity="error">{pushTexts.unsupported}</Alert>
      ) : push.permission === 'denied' ? (
        <Alert severity="warning">{pushTexts.denied}</Alert>
      ) : push.permission === 'default' ? (
        <Button variant="contained" onClick={() => void push.requestPermission()}>
          Enable push notifications
        </Button>
      ) : (
        <Stack spacing={2}>
          <Typography variant="body2" data-testid="push-status">
            {push.subscribed ? 'This browser is subscribed to push notifications.' : 'Notifications are allowed, but this browser is not subscribed.'}
          </Typography>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            {push.subscribed ? (
              <>
                <Button variant="outlined" disabled={push.busy} onClick={() => void push.unsubscribe()}>
                  Unsubscribe
                </Button>
                <Button variant="contained" disabled={push.busy} onClick={() => void push.sendTest()}>
                  Send test notification
                </Button>
              </>
            ) : (
              <Button variant="contained" disabled={push.busy} onClick={() => void push.subscribe()}>
                Subscribe
              </Button>
            )}
          </Stack>
        </Stack>
      )}
    </Paper>
  );
}
