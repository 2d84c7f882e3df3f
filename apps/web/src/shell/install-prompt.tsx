import { memo, useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import Snackbar from '@mui/material/Snackbar';

/** Spec 9: the install banner closes by itself after 10 s. */
export const installBannerMs = 10_000;

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
}

/** Spec 4: a captured browser install offer shown as a banner with an 'Install App' action. */
export const InstallPrompt = memo(function InstallPrompt() {
  const [offer, setOffer] = useState<InstallPromptEvent | null>(null);

  useEffect(() => {
    function capture(event: Event) {
      event.preventDefault();
      setOffer(event as InstallPromptEvent);
    }
    window.addEventListener('beforeinstallprompt', capture);
    return () => window.removeEventListener('beforeinstallprompt', capture);
  }, []);

  const dismiss = () => setOffer(null);
  return (
    <Snackbar
      open={!!offer}
      autoHideDuration={installBannerMs}
      onClose={(_event, reason) => reason !== 'clickaway' && dismiss()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert
        severity="info"
        action={
          <>
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                void offer?.prompt();
                dismiss();
              }}
            >
              Install App
            </Button>
            <IconButton aria-label="Dismiss" color="inherit" size="small" onClick={dismiss}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </>
        }
      >
        Install Tend for quicker access from your home screen.
      </Alert>
    </Snackbar>
  );
});
